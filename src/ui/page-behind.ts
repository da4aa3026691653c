// The page behind a full-screen dialog, set aside while the dialog covers it.
//
// A modal dialog makes the rest of the page inert, and browsers work inertness out as style: on
// showModal() every element of the page has its style recalculated (on a search page about 360
// elements, most of the press that opens 'Filter by' on a slow phone). Content under
// `content-visibility: hidden` is skipped until it is shown again, so each sibling of the
// dialog's ancestors is marked (`data-behind-dialog`, dialog.css) before the dialog opens and
// unmarked when it closes. Nothing visible changes: a full-screen dialog covers the viewport.
// Hidden content has no height, so the page's scroll position is kept and given back.

const ATTRIBUTE = 'data-behind-dialog';
/** Never drawn anyway; a second dialog open beside this one stays as it is. */
const LEFT_ALONE = new Set(['SCRIPT', 'STYLE', 'LINK', 'TEMPLATE', 'NOSCRIPT', 'DIALOG']);

/** Sets the page behind `dialog` aside; returns what puts it back. */
export function setPageAside(dialog: Element): () => void {
  const { scrollX, scrollY } = window;
  const aside: Element[] = [];
  for (let node = dialog; node !== document.body && node.parentElement; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || LEFT_ALONE.has(sibling.tagName) || sibling.hasAttribute(ATTRIBUTE)) continue;
      sibling.setAttribute(ATTRIBUTE, '');
      aside.push(sibling);
    }
  }
  return () => {
    for (const element of aside) element.removeAttribute(ATTRIBUTE);
    window.scrollTo(scrollX, scrollY);
  };
}
