import { createContext } from 'react';

/**
 * What a screen drawn by the server's renderer tells the server beyond its markup
 * (src/app/server-render.tsx), where effects never run: the title it sets, and the address it
 * moves to at once. The HTML then carries the title the app shows (a subject's name, a corrected
 * query: words only the page's answers tell), and a visitor without script is sent where the
 * app would send one with it. Absent in the browser, whose effects do both.
 */
export interface DrawnPage {
  /** The title the screen sets (spec §2); its last render's is the page's. */
  title(text: string): void;
  /** The address under the locale ('/search?q=x&page=3') that replaces the page's own. */
  redirect(to: string): void;
}

export const DrawnPageContext = createContext<DrawnPage | null>(null);
