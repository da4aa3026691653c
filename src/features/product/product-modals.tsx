// spec §2 modals: 'Verify your account' (button 'Go to form', opening the verification form in
// a new tab) and 'Just a moment...' (button 'Refresh': clears the saved default institution
// and reloads, spec §4), with spec §8's refresh text.
import { Dialog } from '../../ui/dialog';
import { messages } from '../../lib/messages/messages';
import { productText } from './product-messages';

const t = productText.product;

export function VerifyModal({ open, onClose, formUrl }: { open: boolean; onClose: () => void; formUrl: string }) {
  return (
    <Dialog open={open} title={t.verifyTitle} closeLabel={t.close} onClose={onClose}>
      <p>{t.verifyBanner}</p>
      <a className="button button--primary" href={formUrl} target="_blank" rel="noopener noreferrer" onClick={onClose}>
        {t.goToForm}
        <span className="visually-hidden"> {messages.app.opensInNewTab}</span>
      </a>
    </Dialog>
  );
}

export function RefreshModal({
  open,
  onClose,
  onRefresh,
}: {
  open: boolean;
  onClose: () => void;
  onRefresh: () => void;
}) {
  return (
    <Dialog open={open} title={t.refreshTitle} closeLabel={t.close} onClose={onClose}>
      <p>{t.refreshText}</p>
      <button type="button" className="button button--primary" onClick={onRefresh}>
        {t.refresh}
      </button>
    </Dialog>
  );
}
