// spec §2 "Collapsible text toggles 'Show more' / 'Show less'": long text (past
// COLLAPSIBLE_TEXT_MAX characters, ours) shows its start and a toggle; short text shows whole.
import { useId, useState, type ReactNode } from 'react';
import { COLLAPSIBLE_TEXT_MAX } from '../../../contract/limits';
import { productText } from './product-messages';

export function Collapsible({ textLength, children }: { textLength: number; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  if (textLength <= COLLAPSIBLE_TEXT_MAX) return <div className="collapsible">{children}</div>;
  return (
    <div className="collapsible">
      <div id={id} className={open ? 'collapsible__body' : 'collapsible__body collapsible__body--closed'}>
        {children}
      </div>
      <button
        type="button"
        className="button button--link collapsible__toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {open ? productText.product.showLess : productText.product.showMore}
      </button>
    </div>
  );
}
