// The Share modal for instructors (spec §2 "mobile-app promo with Share modal (instructors)",
// §6 "Sees Share button", §8 "Clipboard success: 'Contents copied to clipboard.'"): the page
// address in a read-only field, Copy link, and the device's own share sheet where the Web
// Share API exists.
import { useId, useRef, useState } from 'react';
import { productText } from './product-messages';
import { Dialog } from '../../ui/dialog';
import './product-extras.css';

const t = productText.productFormats;

export interface ShareDialogProps {
  open: boolean;
  onClose: () => void;
  /** The address to share (the page's absolute address). */
  url: string;
  /** The product's name, handed to the device's share sheet. */
  title: string;
}

type CopyState = 'idle' | 'copied' | 'failed';

function canShareNatively(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

export function ShareDialog({ open, onClose, url, title }: ShareDialogProps) {
  return (
    <Dialog open={open} title={t.shareTitle} closeLabel={t.close} onClose={onClose} className="share-dialog">
      {/* Mounted with each opening, so the copy state starts empty every time. */}
      <ShareBody url={url} title={title} />
    </Dialog>
  );
}

function ShareBody({ url, title }: Pick<ShareDialogProps, 'url' | 'title'>) {
  const fieldId = useId();
  const fieldRef = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<CopyState>('idle');

  async function copyLink() {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      // Denied or unavailable: select the address so the user can copy it themselves.
      fieldRef.current?.select();
      setCopy('failed');
    }
  }

  async function shareNatively() {
    try {
      await navigator.share({ title, url });
    } catch {
      // Cancelled by the user, or refused: nothing to report.
    }
  }

  return (
    <>
      <label htmlFor={fieldId} className="share-dialog__label">
        {t.pageAddress}
      </label>
      <input
        ref={fieldRef}
        id={fieldId}
        className="share-dialog__field"
        type="url"
        readOnly
        value={url}
        onFocus={(e) => e.currentTarget.select()}
      />
      <div className="share-dialog__actions">
        <button type="button" className="button button--primary" data-autofocus onClick={() => void copyLink()}>
          {t.copyLink}
        </button>
        {canShareNatively() && (
          <button type="button" className="button button--secondary" onClick={() => void shareNatively()}>
            {t.shareWithApp}
          </button>
        )}
      </div>
      <p className={`share-dialog__status${copy === 'failed' ? ' share-dialog__status--failed' : ''}`} role="status">
        {copy === 'copied' ? t.copied : copy === 'failed' ? t.copyFailed : ''}
      </p>
    </>
  );
}

export interface ShareButtonProps {
  /** The address to share (the page's absolute address). */
  url: string;
  /** The product's name. */
  title: string;
  className?: string;
}

/** The 'Share' button with its modal, for the lead to mount where instructors see it. */
export function ShareButton({ url, title, className }: ShareButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className ?? 'button button--secondary'}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t.share}
      </button>
      <ShareDialog open={open} onClose={() => setOpen(false)} url={url} title={title} />
    </>
  );
}
