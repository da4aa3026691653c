// A modal dialog: labelled, focus moved in on open and back to the opener on close, Tab kept
// inside, Escape and the close button close it. Our own, because jsdom and some browsers we
// care about differ on <dialog>.showModal(): jsdom 27 (the unit tests' DOM) has no showModal
// at all, so a native <dialog> would need a stub in every screen test that opens one.
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { CloseIcon } from './icons';
import './dialog.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface DialogProps {
  open: boolean;
  title: string;
  /** Hide the title visually (it still names the dialog). */
  hideTitle?: boolean;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  /** 'center' (default) or 'fullscreen' (mobile search view). */
  layout?: 'center' | 'fullscreen';
  className?: string;
}

export function Dialog({
  open,
  title,
  hideTitle,
  closeLabel,
  onClose,
  children,
  layout = 'center',
  className,
}: DialogProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    const first = panel?.querySelector<HTMLElement>('[data-autofocus]') ?? panel?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel)?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;

  return (
    // The backdrop closes on a press outside the panel and handles the panel's keys (Escape,
    // Tab cycling), which bubble up to it; keyboard users have Escape and the close button.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className={`dialog-backdrop dialog-backdrop--${layout}`}
      onMouseDown={(e) => e.target === e.currentTarget && onClose()}
      onKeyDown={(event) => onDialogKey(event, panelRef.current, onClose)}
    >
      <div
        ref={panelRef}
        className={`dialog dialog--${layout}${className ? ` ${className}` : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="dialog__head">
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : 'dialog__title'}>
            {title}
          </h2>
          <button
            type="button"
            className="icon-button dialog__close"
            onClick={onClose}
            aria-label={closeLabel}
            title={closeLabel}
          >
            <CloseIcon />
          </button>
        </div>
        <div className="dialog__body">{children}</div>
      </div>
    </div>
  );
}

/** Escape closes; Tab and Shift+Tab cycle through the panel's focusable elements. */
function onDialogKey(event: KeyboardEvent<HTMLDivElement>, panel: HTMLDivElement | null, onClose: () => void) {
  if (event.key === 'Escape') {
    event.stopPropagation();
    onClose();
    return;
  }
  if (event.key !== 'Tab' || !panel) return;
  const items = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
