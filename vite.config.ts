import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { bundleGraph } from './scripts/first-paint/bundle-graph-plugin';
import { compileHintFirst } from './scripts/first-paint/compile-hint-plugin';
import { prerenderShell } from './scripts/first-paint/shell-plugin';
import { APP_MODULE, isAppSharedModule } from './scripts/first-paint/app-chunks';
import { EARLY_CONSENT_SCRIPT } from './contract/early-consent';
import { kioskFlag } from './src/domain/session/kiosk';

// The Fastify server (server/main.ts) answers /api/* and the stand-in /console/* on 8080;
// API_PROXY_TARGET points the dev/preview proxy at another one (e.g. http://localhost:8091).
const API_TARGET = process.env.API_PROXY_TARGET ?? 'http://localhost:8080';
const proxy = {
  '/api': { target: API_TARGET, changeOrigin: false },
  '/console': { target: API_TARGET, changeOrigin: false },
};

// One id per build: the persisted query cache is dropped when it changes (src/lib/storage/query-client.ts).
const BUILD_ID = process.env.BUILD_ID ?? new Date().toISOString();

// React Router 7's package exports name only its development build (remix-run/react-router
// #12532, #14102): its dev warnings and their strings would ship. A build takes the production
// files the package also holds.
const REACT_ROUTER_PRODUCTION = fileURLToPath(
  new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

/**
 * React Router declares its components as `React.forwardRef(...)` calls, which a bundler must
 * assume have effects, so the ones the app never uses (its <Link>, <NavLink>, <Form>) stayed in
 * every page's start. forwardRef only wraps a function: marked pure, an unused one is dropped.
 * (The app links its pages with src/ui/app-link.tsx.)
 */
function pureRouterComponents(): Plugin {
  return {
    name: 'pure-router-components',
    transform(code, id) {
      if (!/node_modules[\\/]react-router[\\/]dist[\\/]production[\\/]/.test(id)) return null;
      // (Their displayName assignments, for React's developer tools, would keep them too.)
      const pure = code
        .replace(/\b(React\d*\.forwardRef)\(/g, '/* @__PURE__ */ $1(')
        .replace(/^\w+\.displayName = "[^"]*";$/gm, '');
      return { code: pure, map: null };
    },
  };
}

/** Where `vite build --ssr` puts the server's renderer: under a dot folder, so never served nor precached. */
export const SERVER_RENDER_DIR = 'dist/.ssr';

/**
 * The server's renderer (src/app/server-render.tsx): one file with every module in it, so the
 * server can load one copy per locale (server/plugins/page-renderer.ts), in React's production
 * build whatever the server's NODE_ENV. The service worker's registration is the browser's only.
 */
const serverRenderConfig = defineConfig({
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  resolve: { alias: [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] },
  plugins: [
    react(),
    {
      name: 'no-service-worker-on-the-server',
      resolveId: (id) => (id === 'virtual:pwa-register' ? '\0pwa-register' : null),
      load: (id) => (id === '\0pwa-register' ? 'export function registerSW() { return async () => {}; }' : null),
    },
  ],
  ssr: { noExternal: true },
  publicDir: false,
  build: {
    ssr: 'src/app/server-render.tsx',
    outDir: SERVER_RENDER_DIR,
    emptyOutDir: true,
    target: 'node22',
    sourcemap: false,
    rolldownOptions: { output: { codeSplitting: false, entryFileNames: 'server-render.js' } },
  },
});

/**
 * The head's one inline script (contract/early-consent.ts): shows the server-drawn cookie banner
 * from the first paint to a visitor who has not decided. A kiosk build never asks, so has none.
 * The server allows it by its hash (server/plugins/external.ts).
 */
function earlyConsent(mode: string): Plugin {
  const kioskBuild = kioskFlag(loadEnv(mode, process.cwd(), 'VITE_').VITE_KIOSK) === true;
  return {
    name: 'early-consent',
    transformIndexHtml: () =>
      kioskBuild ? [] : [{ tag: 'script', children: EARLY_CONSENT_SCRIPT, injectTo: 'head-prepend' }],
  };
}

export default defineConfig(({ command, mode, isSsrBuild }) => isSsrBuild ? serverRenderConfig : ({
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(BUILD_ID) },
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] : [],
  },
  plugins: [
    react(),
    pureRouterComponents(),
    earlyConsent(mode),
    // Every chunk's first line: V8's explicit compile hint (measured in docs/performance.md).
    compileHintFirst(),
    bundleGraph(),
    prerenderShell(),
    VitePWA({
      // Our own Workbox service worker (sw/sw.ts): precached shell + runtime cache for covers.
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // Updates reach the user through a visible prompt (src/features/offline/reload-prompt.tsx),
      // never a silently stale shell; the app registers the worker itself.
      registerType: 'prompt',
      injectRegister: false,
      // The web app manifest is the top-level manifest.webmanifest, the one source: index.html
      // links it, and Vite emits it as a hashed asset (served immutable; docs/offline.md).
      manifest: false,
      // Manifest icons and screenshots are fetched by the browser when it installs; the pages
      // never need them offline, so they stay out of the precache (budget: scripts/first-paint/budgets.ts).
      includeManifestIcons: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // Product-page artwork (discipline features, store badges) is not precached: offline, a
        // missing picture falls back to the default image (spec §8), and the precache stays small.
        // Also out: the install assets (icons/*.png, screenshots/), the manifest itself (the browser
        // fetches it), and lazy extras a page may never need (field metrics report only with
        // consent and online; the QR code only in kiosk mode): the worker caches those on first
        // use (sw/sw.ts, 'assets' runtime cache).
        // The barcode scanner: its dialog, the ZXing ponyfill and its 1.1 MB .wasm (never
        // matched: no wasm in globPatterns), kept by the same runtime cache on first use; its button
        // and ISBN search are precached. The admins' insights page (its chart library)
        // needs the server anyway, so visitors' phones do not keep it.
        globIgnores: [
          // The sources of the PNG pictures drawn from them (scripts/lib/raster-pictures.ts).
          'images/subject-*.svg',
          'images/features/**',
          'images/badges/**',
          'icons/**',
          'screenshots/**',
          '**/*.webmanifest',
          'assets/field-metrics-reporter-*.js',
          'assets/qr-code-*.js',
          'assets/kiosk-*',
          // The update prompt and its workbox-window: offline there is no update to offer (the
          // layout loads them lazily and goes on without them when they are missing).
          'assets/reload-prompt-*.js',
          'assets/workbox-window*.js',
          // /redeemcode only says the page is no longer active, to a visitor who followed an old
          // link, online by definition; like the insights page it is kept on first use.
          'assets/redeem-code-page-*',
          // /signin's form only works with the server (it posts the credentials there): offline a
          // visitor gets the page-could-not-load notice instead of a form that cannot submit.
          // Kept on first use like the rest, so someone who has signed in once has it.
          'assets/signin-page-*',
          // /getstarted's one action goes to the invitation link, another site: online by
          // definition, like the sign-in; kept on first use.
          'assets/get-started-page-*',
          // The analytics queue: an event recorded while its chunk cannot load waits in memory
          // and is kept on the device when the page goes (src/lib/analytics/analytics.ts); the
          // chunk is kept on first use, which is online for almost every visitor.
          'assets/analytics-queue-*',
          // The account menu: a signed-in visitor's only (sign-in needs the server), kept on first
          // use like the sign-in page; every visitor's page comes without it.
          'assets/account-menu-*',
          'assets/scan-dialog-*',
          'assets/ponyfill-*',
          'assets/insights-page-*',
          // Search learning (admins, online by definition: every action is a write).
          'assets/learning-page-*',
          // Catalogue imports (admins): uploading a feed needs the server, so a device never
          // needs the page offline; kept on first use like the other admin pages. Its Turkish
          // words are a catalogue-imports-* chunk, left out by 'assets/catalogue-*' below.
          'assets/imports-page-*',
          // The one lazy chunk of the route table that loads the two (src/app/admin-screens.tsx).
          'assets/admin-screens-*',
          // The install button: the browser offers installing only online, and the layout goes on
          // without it when its file cannot load (kept on first use, like the rest).
          'assets/install-button-*',
          // Each locale's catalogue but en-us's (messages-en-us-*, precached: the worker's pages
          // are en-us's until another locale is used): a device keeps the one it uses, on first
          // use, rather than every language (docs/regions.md).
          'assets/catalogue-*',
          'assets/locale-chooser-*',
          // The offline search's reading of a locale's subject names (its Turkish endings): loaded
          // by the search page in a locale with names of its own, kept on first use.
          'assets/subject-name-search-*',
          // The same for each locale's page drawn in its words (the service worker keeps it once used).
          'shells/**',
        ],
      },
      devOptions: { enabled: false, type: 'module' },
    }),
  ],
  server: { proxy },
  preview: { proxy },
  build: {
    target: 'es2022',
    // Two entries: the page's script (index.html: src/boot.ts, tiny) and the app it starts once
    // the HTML has painted (src/main.tsx; the boot imports it by the address the HTML links,
    // scripts/first-paint/shell-plugin.ts). The app as an entry of its own keeps its code in one
    // chunk that the screens import from, as when it was the page's script; as a bundled
    // dynamic import, Rolldown splits what it shares with the screens into some 40 small chunks,
    // each one more request before the first render.
    rolldownOptions: {
      input: { index: 'index.html', main: APP_MODULE },
      output: {
        // React and React DOM in a chunk of their own, which the boot evaluates in a task before
        // the app's (scripts/first-paint/app-chunks.ts, STAGED_CHUNKS). A second stage for React
        // Router, TanStack Query and Jotai was tried twice: first 0.6 kB more of chunk glue took the
        // precache over its budget; then (2026-12-01) the group also drew in the library code only
        // lazy screens use (home's tr-tr start +1.8 kB gzip), and bench:page-work read the search
        // page's start as more work, not less (blocking at 10× 488 → 660 ms, median of 8).
        codeSplitting: {
          groups: [
            { name: 'react-dom', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|src[\\/]app[\\/]start-react/ },
            // One chunk, not seventeen, for the small modules the app and its screens share
            // (scripts/first-paint/app-chunks.ts APP_SHARED_MODULES).
            { name: 'app-shared', test: isAppSharedModule },
          ],
        },
      },
    },
    // dist/.vite/manifest.json: which files each entry and lazy screen loads, read by the size
    // budgets (scripts/first-paint/check-budgets.ts). Under a dot folder, so neither served nor precached.
    manifest: true,
    // No modulepreload polyfill in the boot: every browser the catalogue supports has
    // modulepreload (Safari 17, Firefox 115); without it a module is fetched when imported.
    modulePreload: { polyfill: false },
    // Maps are built (to decode a reported stack) but not linked from the files: the phone's
    // precache then holds no sourceMappingURL lines either (precache ≤ 600 kB).
    sourcemap: 'hidden',
  },
}));
