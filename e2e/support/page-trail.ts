// What a page did, in order: the addresses it went to (a document load or a history change) and
// each /api/search answer it received (its query, count and number of items, whether it was
// sent signed in). For a step that fails rarely and only under load: its error then says what
// happened before it, where a retry's trace shows only the run that passed.
import type { Page } from '@playwright/test';

export interface PageTrail {
  /** The trail so far, one line per event, times in ms since the trail began. */
  lines(): string[];
}

export function pageTrail(page: Page): PageTrail {
  const start = Date.now();
  const lines: string[] = [];
  const note = (line: string) => lines.push(`${String(Date.now() - start).padStart(6)} ms ${line}`);
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const { pathname, search } = new URL(frame.url());
    note(`address ${pathname}${search}`);
  });
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname !== '/api/search') return;
    const signedIn = response.request().headers().authorization ? 'signed in' : 'anonymous';
    response
      .json()
      .then((body: { count?: number; items?: unknown[] }) =>
        note(`search ${response.status()} count=${body.count} items=${body.items?.length} ${signedIn} ${url.search}`),
      )
      .catch(() => note(`search ${response.status()} (no body) ${signedIn} ${url.search}`));
  });
  return { lines: () => [...lines] };
}

/** Runs `step`; if it fails, its error carries the trail. */
export async function withTrail(trail: PageTrail, step: () => Promise<void>): Promise<void> {
  try {
    await step();
  } catch (error) {
    if (error instanceof Error) error.message += `\nWhat the page did:\n${trail.lines().join('\n')}`;
    throw error;
  }
}
