// spec §2 route table: any other path shows the not-found page.
import { messages } from '../../lib/messages/messages';
import { useDocumentTitle } from '../../lib/hooks/use-document-title';
import { NotFoundMessage } from '../../ui/not-found-message';

export default function NotFoundPage() {
  useDocumentTitle(messages.app.titleDefault);
  return (
    <div className="page page--narrow">
      <NotFoundMessage />
    </div>
  );
}
