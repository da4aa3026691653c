/// <reference lib="dom" />
// The answers a page the server drew came with (its `#page-state`, read by src/main.tsx), as the
// app's query cache holds them. A test that reads what the page received from its /api/ request
// reads them here when the server drew the page: its first data then comes with the HTML, and no
// request is made.
import type { Page } from '@playwright/test';

export interface PageAnswer {
  queryKey: unknown[];
  data: unknown;
}

/** The document's server answers; none for a page the browser drew (the service worker's shell). */
export async function pageAnswers(page: Page): Promise<PageAnswer[]> {
  return page.evaluate(() => {
    const text = document.getElementById('page-state')?.textContent;
    if (!text) return [];
    const state = JSON.parse(text) as { queries: Array<{ queryKey: unknown[]; state: { data: unknown } }> };
    return state.queries.map((q) => ({ queryKey: q.queryKey, data: q.state.data }));
  });
}

/** The search answer (GET /api/search's body) the document came with, if the server drew a results page. */
export async function pageSearchAnswer<T>(page: Page): Promise<T | null> {
  const answer = (await pageAnswers(page)).find((a) => a.queryKey[0] === 'search' && a.queryKey[1] === 'results');
  return (answer?.data as T | undefined) ?? null;
}
