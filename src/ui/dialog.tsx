// A modal dialog on the native <dialog> element, opened with showModal().
//
// What the browser does: puts the dialog in the top layer above everything (no z-index),
// makes the rest of the page inert (no click, focus, find-in-page or screen-reader reading
// reaches it: that is what keeps Tab inside, with no trap of our own), names it a modal dialog
// for assistive technology, turns Escape into a 'cancel' event on it (not when a control inside
// has used the key itself, e.g. the search box closing its list with preventDefault), moves the
// focus in on opening (the first focusable element: the close button), and draws ::backdrop.
//
// What this component still does: opens and closes the element as `open` says (mounted only
// while open, so a dialog's content starts afresh each time); hands 'cancel' to onClose and
// keeps the element open until the caller says so, so Escape closes the way the close button
// does; closes on a press on the frame outside the panel; focuses the element marked
// `data-autofocus` where a dialog wants another first control; and gives the focus back to the
// control that opened it, explicitly: a dialog removed from the page while open (an unmount)
// restores nothing in any browser, and engines differ on whether close() does. Behind a
// full-screen dialog the page is set aside while it is open (page-behind.ts).
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { CloseIcon } from './icons';
import { setPageAside } from './page-behind';
import './dialog.css';

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
  const ref = useRef<HTMLDialogElement>(null);

  // A layout effect: the dialog is modal before the first paint and before its content's own
  // effects run (which may focus or measure what is inside).
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    // Before showModal(), whose style recalculation then skips what is set aside.
    const putBack = layout === 'fullscreen' ? setPageAside(dialog) : null;
    dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      dialog.close();
      putBack?.();
      if (opener?.isConnected) opener.focus();
    };
  }, [open, layout]);

  if (!open) return null;

  return (
    // The element is a transparent frame over the viewport that places the panel; a press on
    // it is a press outside the panel. Keyboard users have Escape and the close button.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className={`dialog-frame dialog-frame--${layout}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        // React hands a nested dialog's cancel up its own tree (the scanner opens inside the
        // mobile search view): Escape closes the top one only, as the browser means it.
        event.stopPropagation();
        onClose();
      }}
      onMouseDown={(event) => {
        if (event.target !== event.currentTarget) return;
        // no focus for the press: it would land after the focus was given back, on nothing
        event.preventDefault();
        onClose();
      }}
    >
      <div className={`dialog dialog--${layout}${className ? ` ${className}` : ''}`}>
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
    </dialog>
  );
}
