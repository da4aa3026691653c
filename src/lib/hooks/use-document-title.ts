import { createContext, use, useEffect } from 'react';

/**
 * Where the server's renderer hears the title the page it draws sets (src/app/server-render.tsx):
 * the HTML's `<title>` is then the one the app shows, from the same words (a subject's name, a
 * corrected query), not a second guess made from the address. Absent in the browser.
 */
export const DocumentTitleContext = createContext<((title: string) => void) | null>(null);

/** Sets document.title while the calling screen is shown (spec §2 page titles). */
export function useDocumentTitle(title: string): void {
  const drawnTitle = use(DocumentTitleContext);
  // On the server only, where effects never run: the screen's last render is the page's.
  drawnTitle?.(title);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
