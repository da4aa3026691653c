// The page behind a full-screen dialog, set aside while the dialog covers it.
//
// A modal dialog makes the rest of the page inert, and Chromium works inertness out as style: on
// showModal() every element of the page had its style recalculated (on a phone's search page
// about 360 elements, half of the press that opens 'Filter by'). Content under
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
