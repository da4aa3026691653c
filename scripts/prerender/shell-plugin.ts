/**
 * Prerenders the app shell (src/app/shell-html.tsx: skip link, header, loading skeleton) into
 * the built index.html's #root, so a phone paints the page's frame from the HTML instead of
 * after the whole entry script has downloaded and run (issue #17). Build only; the dev server
 * serves the empty root as before.
 */
import { createServer, type Plugin } from 'vite';

const ROOT = '<div id="root"></div>';

export function prerenderShell(): Plugin {
  return {
    name: 'exchange:prerender-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        if (!html.includes(ROOT)) throw new Error(`prerender-shell: index.html has no ${ROOT}`);
        // A throw-away Vite server only to load the shell module for Node (JSX, TS, CSS imports).
        const vite = await createServer({
          configFile: false,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
          optimizeDeps: { noDiscovery: true, include: [] },
        });
        try {
          const shell = (await vite.ssrLoadModule('/src/app/shell-html.tsx')) as { renderShellHtml: () => string };
          return html.replace(ROOT, `<div id="root">${shell.renderShellHtml()}</div>`);
        } finally {
          await vite.close();
        }
      },
    },
  };
}
