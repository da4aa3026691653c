// spec §2 Contents tab: the table of contents as a nested, collapsible tree. Each part with
// sections is a disclosure (a button with aria-expanded); the first part starts open.
import { useState } from 'react';
import type { TocNode } from '../../../contract/wire';
import { productText } from './product-messages';

type Node = { label: string; children?: Node[] };

function TocItem({ node, initiallyOpen }: { node: Node; initiallyOpen: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const children = node.children ?? [];
  if (children.length === 0) return <li className="toc__item">{node.label}</li>;
  return (
    <li className="toc__item">
      <button
        type="button"
        className="toc__toggle"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        title={productText.product.contentsExpand(node.label)}
      >
        <span className="toc__chevron" aria-hidden="true">
          {open ? '▾' : '▸'}
        </span>
        {node.label}
      </button>
      {open && (
        <ul className="toc__list">
          {children.map((child, i) => (
            <TocItem key={i} node={child} initiallyOpen={false} />
          ))}
        </ul>
      )}
    </li>
  );
}

export function TocTree({ toc }: { toc: readonly TocNode[] }) {
  return (
    <ul className="toc toc__list">
      {toc.map((node, i) => (
        <TocItem key={i} node={node} initiallyOpen={i === 0} />
      ))}
    </ul>
  );
}
