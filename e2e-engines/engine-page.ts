/**
 * The thin driver the cross-engine journeys speak: a tab, real navigation, real clicks and
 * keys, script in the page. Three implementations: Playwright (Chromium, and Playwright's own
 * Firefox and WebKit builds where they are installed), puppeteer-core over WebDriver BiDi
 * (Debian's firefox-esr) and W3C WebDriver (WebKitGTK's WebKitWebDriver driving MiniBrowser).
 * Elements are named by CSS selectors; the journeys find them by role and text in the page
 * (e2e-engines/page-queries.ts) and mark them with a data attribute to click them.
 */
export type EngineName = 'chromium' | 'firefox' | 'webkit';

export interface EnginePage {
  readonly engine: EngineName;
  /** How the engine is driven, for the report: 'playwright', 'puppeteer-core over WebDriver BiDi'… */
  readonly via: string;
  goto(url: string): Promise<void>;
  url(): Promise<string>;
  reload(): Promise<void>;
  back(): Promise<void>;
  /** Runs `body` (a function body: `return …`) in the page with `args` bound to `args`. */
  evaluate<T>(body: string, ...args: unknown[]): Promise<T>;
  /** A real, trusted click in the middle of the element. */
  click(selector: string): Promise<void>;
  /** Real key presses into the element (focused first). */
  type(selector: string, text: string): Promise<void>;
  /** One key to whatever has focus. */
  press(key: SpecialKey): Promise<void>;
  /** Hands a file to an <input type=file>, as choosing it in the file dialog would. */
  setFile(selector: string, path: string): Promise<void>;
  /** A script run in every new document before the page's own, where the driver can (not classic WebDriver). */
  addInitScript?(source: string): Promise<void>;
  /** Tells the engine the device is offline (navigator.onLine, offline events), where the driver can. */
  setOffline?(offline: boolean): Promise<void>;
  screenshot(path: string): Promise<void>;
  close(): Promise<void>;
}

export type SpecialKey = 'Enter' | 'ArrowDown' | 'Escape' | 'Tab' | 'Backspace';

/** WebDriver's code points for the keys the journeys press. */
export const WEBDRIVER_KEYS: Record<SpecialKey, string> = {
  Enter: '\uE007',
  ArrowDown: '\uE015',
  Escape: '\uE00C',
  Tab: '\uE004',
  Backspace: '\uE003',
};

export interface Engine {
  readonly name: EngineName;
  /** A fresh tab in a fresh profile (no storage, no service worker), at the given viewport. */
  newPage(viewport: { width: number; height: number }): Promise<EnginePage>;
  stop(): Promise<void>;
}
