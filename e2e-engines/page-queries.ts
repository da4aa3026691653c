/**
 * Finding things the way a user does, on any engine: by CSS selector narrowed by the name a
 * user reads (aria-label, else the visible text), visible ones only; waiting until they are
 * there. The page-side part is plain DOM script, so WebDriver, BiDi and Playwright run it alike.
 */
import type { EnginePage } from './engine-page.ts';

export const DEFAULT_WAIT_MS = Number(process.env.E2E_ENGINES_WAIT_MS ?? (process.env.CI ? 30_000 : 15_000));

export type Name = string | RegExp;

function nameArg(name: Name | undefined): [string, string] | null {
  if (name === undefined) return null;
  if (typeof name === 'string') return [`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, ''];
  return [name.source, name.flags];
}

/** Page-side: the visible elements matching selector (and name), as a function body's prelude. */
const FIND = `
  const [selector, name] = args;
  const accessibleName = (el) => {
    const label = el.getAttribute('aria-label');
    if (label) return label.trim();
    const by = el.getAttribute('aria-labelledby');
    if (by) return by.split(/\\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' ').replace(/\\s+/g, ' ').trim();
    if (el.labels && el.labels[0]) return el.labels[0].textContent.replace(/\\s+/g, ' ').trim();
    return (el.textContent ?? '').replace(/\\s+/g, ' ').trim();
  };
  const visible = (el) => {
    if (!el.getClientRects().length) return false;
    const style = getComputedStyle(el);
    return style.visibility !== 'hidden' && style.display !== 'none';
  };
  const pattern = name ? new RegExp(name[0], name[1]) : null;
  const found = Array.from(document.querySelectorAll(selector)).filter((el) => visible(el) && (!pattern || pattern.test(accessibleName(el))));
`;

export async function poll<T>(what: string, check: () => Promise<T>, timeoutMs = DEFAULT_WAIT_MS): Promise<T> {
  const end = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
      last = value;
    } catch (error) {
      last = error instanceof Error ? error.message : error;
    }
    if (Date.now() > end) throw new Error(`waited ${timeoutMs} ms for ${what} (last: ${JSON.stringify(last)})`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** How many visible elements match now. */
export function count(page: EnginePage, selector: string, name?: Name): Promise<number> {
  return page.evaluate<number>(`${FIND} return found.length;`, selector, nameArg(name));
}

/** Waits for the first visible match and gives a selector for exactly that element. */
export async function find(page: EnginePage, selector: string, name?: Name, timeoutMs?: number): Promise<string> {
  const mark = await poll(
    `${selector}${name ? ` named ${String(name)}` : ''} on ${await page.url().catch(() => '?')}`,
    () =>
      page.evaluate<string | null>(
        `${FIND}
         const el = found[0];
         if (!el) return null;
         if (!el.dataset.e2e) el.dataset.e2e = String(Math.random()).slice(2);
         return el.dataset.e2e;`,
        selector,
        nameArg(name),
      ),
    timeoutMs,
  );
  return `[data-e2e="${mark}"]`;
}

/** Finds and clicks; found again when the page re-rendered it in between (a new element). */
export async function clickOn(page: EnginePage, selector: string, name?: Name): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await page.click(await find(page, selector, name));
      return;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (attempt >= 3 || !/no element|No element found|stale element|detached|no such element/i.test(message))
        throw error;
    }
  }
}

/** Waits until no visible element matches. */
export async function gone(page: EnginePage, selector: string, name?: Name, timeoutMs?: number): Promise<void> {
  await poll(
    `no ${selector} ${name ? String(name) : ''}`,
    async () => (await count(page, selector, name)) === 0,
    timeoutMs,
  );
}

/** The visible elements' texts, whitespace collapsed. */
export function texts(page: EnginePage, selector: string): Promise<string[]> {
  return page.evaluate<string[]>(
    `return Array.from(document.querySelectorAll(args[0])).filter((el) => el.getClientRects().length > 0).map((el) => (el.textContent ?? '').replace(/\\s+/g, ' ').trim());`,
    selector,
  );
}

/** Waits until some visible element's text matches. */
export async function textShows(page: EnginePage, selector: string, text: Name, timeoutMs?: number): Promise<void> {
  const [source, flags] = nameArg(text)!;
  const re = new RegExp(source, flags);
  try {
    await poll(
      `${selector} showing ${String(text)}`,
      async () => (await texts(page, selector)).some((t) => re.test(t)),
      timeoutMs,
    );
  } catch (error) {
    const now = await texts(page, selector).catch(() => []);
    throw new Error(`${(error as Error).message}; showing: ${JSON.stringify(now.map((t) => t.slice(0, 200)))}`);
  }
}

export async function attribute(page: EnginePage, selector: string, name: string): Promise<string | null> {
  return page.evaluate<string | null>(
    `return document.querySelector(args[0])?.getAttribute(args[1]) ?? null;`,
    selector,
    name,
  );
}

export async function urlMatches(page: EnginePage, pattern: RegExp, timeoutMs?: number): Promise<string> {
  return poll(
    `the address to match ${String(pattern)}`,
    async () => {
      const url = await page.url();
      return pattern.test(url) ? url : '';
    },
    timeoutMs,
  );
}
