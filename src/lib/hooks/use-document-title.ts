import { use, useEffect } from 'react';
import { DrawnPageContext } from './drawn-page';

/** Sets document.title while the calling screen is shown (spec §2 page titles). */
export function useDocumentTitle(title: string): void {
  use(DrawnPageContext)?.title(title);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
