// The page's origin (scheme, host and port), for the absolute addresses a screen draws (the
// stand-in console's links). The browser knows it; the server's renderer is told it for each
// page (src/app/server-render.tsx), as a context, because renders for different hosts may
// interleave. Read while drawing, so the server's HTML and the browser's first render agree.
import { createContext, use } from 'react';

export const PageOriginContext = createContext(import.meta.env.SSR ? 'http://localhost' : window.location.origin);

/** The page's origin: the renderer's for the page it draws, else the browser's. */
export const usePageOrigin = (): string => use(PageOriginContext);
