// PLACEHOLDER — the search issue builds the results page (spec §2 "Search results").
// It already sets the page title of spec §2: '{query} - Exchange Search' after a search.
import { useSearchParams } from 'react-router';
import { messages } from '../../lib/messages';
import { useDocumentTitle } from '../../lib/use-document-title';

export default function SearchPage() {
  const [params] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  useDocumentTitle(query ? messages.app.titleSearch(query) : messages.app.titleDefault);
  return (
    <div className="page">
      <h1 className="page__title">
        {messages.search.resultsFor}
        {query && ` "${query}"`}
      </h1>
      <p>{messages.search.placeholder}</p>
    </div>
  );
}
