/**
 * Firefox through puppeteer-core over WebDriver BiDi, on Debian's firefox-esr. Why this one:
 * Playwright's Firefox needs Playwright's own patched build (it cannot be downloaded here), and
 * BiDi is the protocol Firefox itself ships, so the stock ESR works; puppeteer-core is the
 * most complete BiDi client on npm and downloads no browser. One browser, and a fresh user
 * context (its own storage and service workers) per page.
 */
import { existsSync } from 'node:fs';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import type { Engine, EnginePage, SpecialKey } from './engine-page.ts';

export const FIREFOX_PATHS = ['/usr/bin/firefox-esr', '/usr/bin/firefox'];

export function findFirefox(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.FIREFOX_PATH) return existsSync(env.FIREFOX_PATH) ? env.FIREFOX_PATH : null;
  return FIREFOX_PATHS.find((p) => existsSync(p)) ?? null;
}

export class PuppeteerPage implements EnginePage {
  constructor(
    readonly engine: 'firefox' | 'chromium',
    readonly via: string,
    private readonly page: Page,
    private readonly onClose: () => Promise<void>,
  ) {}

  async goto(url: string) {
    await this.page.goto(url, { waitUntil: 'load' });
  }
  async url() {
    return this.page.url();
  }
  async reload() {
    await this.page.reload({ waitUntil: 'load' });
  }
  async back() {
    await this.page.goBack();
  }
  evaluate<T>(body: string, ...args: unknown[]) {
    const fn = new Function('args', `return (async () => { ${body} })();`) as (args: unknown[]) => Promise<T>;
    return this.page.evaluate(fn, args) as Promise<T>;
  }
  async click(selector: string) {
    await this.page.click(selector);
  }
  async type(selector: string, text: string) {
    await this.page.focus(selector);
    await this.page.keyboard.type(text, { delay: 20 });
  }
  async press(key: SpecialKey) {
    await this.page.keyboard.press(key);
  }
  async setFile(selector: string, path: string) {
    const input = await this.page.$(selector);
    if (!input) throw new Error(`no element ${selector}`);
    await (input as unknown as { uploadFile(p: string): Promise<void> }).uploadFile(path);
  }
  async addInitScript(source: string) {
    await this.page.evaluateOnNewDocument(source);
  }
  async setOffline(offline: boolean) {
    // BiDi's emulation.setNetworkConditions (firefox-esr 153 has it).
    await this.page.setOfflineMode(offline);
  }
  async screenshot(path: string) {
    await this.page.screenshot({ path: path as `${string}.png` });
  }
  async close() {
    await this.onClose();
  }
}

export async function launchFirefox(): Promise<Engine> {
  const executablePath = findFirefox();
  if (!executablePath) throw new Error('Firefox: install firefox-esr (or set FIREFOX_PATH)');
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath,
    headless: true,
    // Quiet: this machine's network is closed, and Firefox's own background calls would fail.
    extraPrefsFirefox: {
      'app.update.enabled': false,
      'browser.safebrowsing.malware.enabled': false,
      'browser.safebrowsing.phishing.enabled': false,
      'network.captive-portal-service.enabled': false,
      'dom.serviceWorkers.enabled': true,
    },
  });
  return {
    name: 'firefox',
    async newPage(viewport) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport(viewport);
      return new PuppeteerPage('firefox', 'puppeteer-core over WebDriver BiDi (firefox-esr)', page, () =>
        context.close(),
      );
    },
    async stop() {
      await browser.close();
    },
  };
}
