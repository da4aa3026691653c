import { useEffect } from 'react';

/** Sets document.title while the calling screen is shown (spec §2 page titles). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
