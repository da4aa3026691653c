/**
 * `npm run pwa:screenshots`: takes the manifest's install-sheet screenshots from the app itself
 * (public/screenshots/narrow.png, 375×812, search results on a phone; wide.png, 1280×800, home
 * on a desktop). Needs a build (`npm run build`); starts its own server. Kept out of the
 * precache (vite.config.ts): the browser fetches them only for its install sheet.
 */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { findChromium } from './chromium.ts';
import { ownServer } from './lib/own-server.ts';

const port = Number(process.env.SCREENSHOT_PORT ?? 4391);
const server = ownServer(port, { DEMO_PRODUCTS: '200' });
await server.start();
const executablePath = findChromium()?.executablePath;
const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: ['--disable-gpu'] });
try {
  mkdirSync('public/screenshots', { recursive: true });
  const shots = [
    {
      file: 'public/screenshots/narrow.png',
      viewport: { width: 375, height: 812 },
      path: '/search?q=biology',
      ready: 'a[href*="/products/"]',
    },
    {
      file: 'public/screenshots/wide.png',
      viewport: { width: 1280, height: 800 },
      path: '/',
      ready: '.subject-box:not(.subject-box--skeleton), .discipline-list__category a',
    },
  ];
  for (const shot of shots) {
    const context = await browser.newContext({ viewport: shot.viewport, serviceWorkers: 'block' });
    // No cookie banner in the picture.
    await context.addInitScript(() => {
      try {
        const choice = { version: 1, groups: { C0002: false }, decidedAt: '2025-01-01T00:00:00.000Z' };
        localStorage.setItem('exchange.cookieConsent', JSON.stringify(choice));
      } catch {
        /* storage blocked */
      }
    });
    const page = await context.newPage();
    await page.goto(server.url + shot.path);
    await page.locator(shot.ready).first().waitFor();
    await page.waitForTimeout(800);
    await page.screenshot({ path: shot.file });
    console.log(`wrote ${shot.file}`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
