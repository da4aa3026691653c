import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Two projects: `client` (jsdom: components, routes, browser-only lib code) and `server`
// (node: API tests and the pure rules of src/domain).
export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest's default on two cores is one worker (cores − 1), and a file that waits (a server
    // process starting, a lock, a shutdown) then holds the whole suite; two keep the other busy.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'client',
          environment: 'jsdom',
          globals: true,
          css: false,
          include: ['tests/client/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/client/setup.ts'],
          // A jsdom render with user-event typing can take seconds on a busy 2-core runner;
          // the default 5 s caught load, not faults.
          testTimeout: 30_000,
        },
        resolve: {
          alias: {
            // The PWA plugin's virtual module only exists in Vite builds with the plugin.
            'virtual:pwa-register': fileURLToPath(
              new URL('./tests/client/stubs/pwa-register.ts', import.meta.url),
            ),
          },
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          // One module registry per worker, not per file: each API file imported the whole
          // server afresh (90 s of imports in the run, now 20; the suite 333 → 280 s alone,
          // 2026-11-29). Safe here: no file mocks a module or changes process.env, and each
          // builds its own app and database (tests/support/test-db.ts).
          isolate: false,
          // The run's database snapshots (tests/support/test-db.ts).
          globalSetup: ['tests/support/global-setup.ts'],
          globals: true,
          // *.ssr-test.tsx: a component as the server renders it (tests/client, for its types).
          include: ['tests/server/**/*.test.ts', 'tests/domain/**/*.test.ts', 'tests/contract/**/*.test.ts', 'tests/client/**/*.ssr-test.tsx'],
          testTimeout: 60000,
          hookTimeout: 120000,
        },
      },
    ],
  },
});
