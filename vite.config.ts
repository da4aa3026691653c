import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { bundleGraph } from './scripts/budgets/bundle-graph-plugin';
import { prerenderShell } from './scripts/prerender/shell-plugin';

// The Fastify server (server/main.ts) answers /api/* and the stand-in /console/* on 8080;
// API_PROXY_TARGET points the dev/preview proxy at another one (e.g. http://localhost:8091).
const API_TARGET = process.env.API_PROXY_TARGET ?? 'http://localhost:8080';
const proxy = {
  '/api': { target: API_TARGET, changeOrigin: false },
  '/console': { target: API_TARGET, changeOrigin: false },
};

export default defineConfig({
  plugins: [
    react(),
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
      manifest: {
        id: '/',
        name: 'Exchange Search: course materials catalogue',
        short_name: 'Exchange',
        description: 'Browse and search course materials: textbooks, eText, courseware and collections.',
        lang: 'en-US',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#0f2a44',
        background_color: '#ffffff',
        categories: ['education', 'books'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // Product-page artwork (discipline features, store badges) is not precached: offline, a
        // missing picture falls back to the default image (spec §8), and the precache stays small.
        // The barcode scanner (issue 14) is not precached either: its dialog, the ZXing ponyfill
        // and its 1.1 MB .wasm (never matched: no wasm in globPatterns) are kept by the service
        // worker on first use (sw/sw.ts, 'scanner' cache). Its button and ISBN search are.
        // Nor is the admins' insights page (issue 13: its chart library): it needs the server
        // anyway, so visitors' phones do not keep it.
        globIgnores: [
          'images/features/**',
          'images/badges/**',
          'assets/scan-dialog-*',
          'assets/ponyfill-*',
          'assets/insights-page-*',
        ],
      },
      devOptions: { enabled: false, type: 'module' },
    }),
  ],
  server: { proxy },
  preview: { proxy },
  build: {
    target: 'es2022',
    sourcemap: true,
  },
});
