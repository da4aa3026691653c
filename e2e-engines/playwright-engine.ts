/**
 * An engine through Playwright: Chromium (Playwright's own or the system's, scripts/chromium.ts,
 * as the Chromium e2e suite uses), and Playwright's own Firefox and WebKit builds where
 * `npx playwright install firefox webkit` worked (E2E_ENGINE_BUILD=playwright): the path for
 * machines that can download them; this one cannot.
 */
import { writeFileSync } from 'node:fs';
import { chromium, firefox, webkit, type Browser, type Page } from '@playwright/test';
import { QUIET_CHROMIUM_ARGS, chromiumLaunchOptions, findChromium } from '../scripts/chromium.ts';
import type { Engine, EngineName, EnginePage, SpecialKey } from './engine-page.ts';

class PlaywrightPage implements EnginePage {
  constructor(
    readonly engine: EngineName,
    readonly via: string,
    private readonly page: Page,
  ) {}

  async goto(url: string) {
    await this.page.goto(url);
  }
  async url() {
    return this.page.url();
  }
  async reload() {
    await this.page.reload();
  }
  async back() {
    await this.page.goBack();
  }
  evaluate<T>(body: string, ...args: unknown[]) {
    return this.page.evaluate(`((args) => (async () => { ${body} })())(${JSON.stringify(args)})`) as Promise<T>;
  }
  async click(selector: string) {
    await this.page.click(selector);
  }
  async type(selector: string, text: string) {
    await this.page.locator(selector).pressSequentially(text, { delay: 20 });
  }
  async press(key: SpecialKey) {
    await this.page.keyboard.press(key);
  }
  async setFile(selector: string, path: string) {
    await this.page.locator(selector).setInputFiles(path);
  }
  async addInitScript(source: string) {
    await this.page.addInitScript(source);
  }
  async setOffline(offline: boolean) {
    await this.page.context().setOffline(offline);
  }
  async screenshot(path: string) {
    writeFileSync(path, await this.page.screenshot());
  }
  async close() {
    await this.page.context().close();
  }
}

export async function launchWithPlaywright(name: EngineName): Promise<Engine> {
  let browser: Browser;
  if (name === 'chromium') {
    browser = await chromium.launch({ ...chromiumLaunchOptions(findChromium()), args: QUIET_CHROMIUM_ARGS });
  } else {
    browser = await (name === 'firefox' ? firefox : webkit).launch();
  }
  const via = name === 'chromium' ? 'Playwright (Chromium)' : `Playwright's own ${name} build`;
  return {
    name,
    async newPage(viewport) {
      const context = await browser.newContext({ viewport, serviceWorkers: 'allow' });
      return new PlaywrightPage(name, via, await context.newPage());
    },
    async stop() {
      await browser.close();
    },
  };
}
