// The search UI as React's server renderer draws it (renderToString: what the server will send,
// under the router's locale basename), read as a browser without script reads it: the search
// box is a GET form to the locale's /search with the field `q`; on the results page every
// filter, chip and page is a link to the address the app navigates to, and the filters are in
// the HTML, in a <noscript> 'Filter by' disclosure (the sheet's dialog is the app's). The page
// with script: search-page.test.tsx; in a browser without script: e2e/no-script.spec.ts.
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { StaticRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { Provider, appStore } from '../../src/lib/state/app-jotai';
import { SessionServiceProvider } from '../../src/lib/session/session-context';
import SearchPage from '../../src/features/search/search-page';
import { searchPrefetch } from '../../src/features/search/search-loader';
import { SearchBox } from '../../src/widgets/search-box/search-box';
import { searchItem } from '../fixtures/search-item';
import { jsonResponse, resetAppState, stubFetch, testQueryClient, testSessionService } from './test-utils';

const CATEGORIES = Array.from({ length: 7 }, (_, i) => ({
  code: `C${i}`,
  name: `Category ${i}`,
  image: 1,
  primaryDisciplines: [{ code: `D${i}`, name: `Discipline ${i}`, secondaryDisciplines: [] }],
}));
const counts = {
  categories: CATEGORIES.map((c, i) => ({ code: c.code, count: 10 - i })),
  disciplines: CATEGORIES.map((c, i) => ({ code: `D${i}`, count: 10 - i })),
};

function stubApi() {
  stubFetch({
    '/api/discipline/count': () =>
      jsonResponse({
        highered: { count: 60, ...counts },
        k12: { count: 0, categories: [], disciplines: [] },
        all: { count: 60, ...counts },
      }),
    '/api/discipline': () => jsonResponse({ _embedded: { disciplineCategories: CATEGORIES } }),
    '/api/search': () =>
      jsonResponse({
        count: 60,
        searchResults: [
          { key: 'all', count: 60 },
          { key: 'etexts', count: 20 },
        ],
        currentResultPage: 2,
        items: Array.from({ length: 24 }, (_, i) =>
          searchItem({ productId: `978000000${String(i).padStart(4, '0')}`, uuid: `u-${i}` }),
        ),
      }),
  });
}

/** `ui` at `address` under the locale's basename, in the app's providers. */
function page(ui: ReactNode, address: string, basename: string, queryClient = testQueryClient()) {
  return (
    <Provider store={appStore}>
      <QueryClientProvider client={queryClient}>
        <SessionServiceProvider service={testSessionService(queryClient)}>
          <StaticRouter location={address} basename={basename}>
            {ui}
          </StaticRouter>
        </SessionServiceProvider>
      </QueryClientProvider>
    </Provider>
  );
}

/** The server's HTML of `ui` at `address` under the locale's basename. */
function serverHtml(ui: ReactNode, address: string, basename: string, queryClient = testQueryClient()): string {
  return renderToString(page(ui, address, basename, queryClient));
}

/** The HTML as a browser without script builds it: <noscript>'s content is markup. */
function withoutScript(html: string): Document {
  return new DOMParser().parseFromString(html.replace(/<\/?noscript>/g, ''), 'text/html');
}

function link(doc: Document | Element, name: string): HTMLAnchorElement {
  const found = [...doc.querySelectorAll('a')].filter(
    (a) => (a.getAttribute('aria-label') ?? a.textContent?.trim()) === name,
  );
  expect(found, name).toHaveLength(1);
  return found[0]!;
}

beforeEach(() => resetAppState());
afterEach(() => vi.unstubAllGlobals());

describe('without script: the search box', () => {
  it.each([
    ['/en-us', '/en-us/getstarted'],
    ['/tr-tr', '/tr-tr/search?q=old'],
  ])('is a GET form to %s/search, its field named q', (basename, address) => {
    const doc = withoutScript(serverHtml(<SearchBox onSearch={() => undefined} />, address, basename));
    const form = doc.querySelector('form[role="search"]')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe(`${basename}/search`);
    expect(form.querySelectorAll('input[name]')).toHaveLength(1);
    expect(form.querySelector('input[type="search"]')!.getAttribute('name')).toBe('q');
    expect(form.querySelector('button[type="submit"]')).not.toBeNull();
  });
});

describe('without script: the results page', () => {
  async function resultsPage(search: string) {
    stubApi();
    const queryClient = testQueryClient();
    searchPrefetch(queryClient, { url: new URL(`http://localhost/search${search}`) });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const html = serverHtml(<SearchPage />, `/en-us/search${search}`, '/en-us', queryClient);
    return { html, doc: withoutScript(html), queryClient };
  }

  it("the app's first render is the server's HTML: it takes it over without a mismatch", async () => {
    const search = '?q=book&type=etexts&page=2';
    const { html, queryClient } = await resultsPage(search);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const mismatches: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, page(<SearchPage />, `/en-us/search${search}`, '/en-us', queryClient), {
        onRecoverableError: (error) => mismatches.push(error),
      }),
    );
    expect(mismatches).toEqual([]);
    act(() => root.unmount());
    container.remove();
  });

  it("draws the filters in a <noscript> 'Filter by' disclosure, every choice a link", async () => {
    const { html, doc } = await resultsPage('?q=book&type=etexts&sort=name&page=2');
    // With script the browser keeps this as text: the app's page is as it was.
    expect(html).toMatch(/<noscript><details class="search-page__nojs"><summary[^>]*>Filter by<\/summary>/);
    const panel = doc.querySelector('details.search-page__nojs')!;
    expect(panel.hasAttribute('open')).toBe(false);
    // Every subject, no 'Show more +' (it needs script); a subject starts at page 1, as in the app.
    expect(panel.querySelectorAll('.subject-facet__category')).toHaveLength(7);
    expect(panel.querySelector('.subject-facet__more')).toBeNull();
    expect(link(panel, 'Category 6 (4)').getAttribute('href')).toBe(
      '/en-us/search?q=book&type=etexts&sort=name&cat=C6',
    );
    expect(link(panel, 'Discipline 0 (10)').getAttribute('href')).toBe(
      '/en-us/search?q=book&type=etexts&sort=name&disc=D0',
    );
    // Platform and sort: links (the radios are the app's), the chosen one current.
    expect(panel.querySelector('input')).toBeNull();
    const platform = [...panel.querySelectorAll('fieldset')].find((f) => f.textContent?.startsWith('Platform'))!;
    expect(link(platform, 'Pearson eText (20)').getAttribute('aria-current')).toBe('true');
    expect(link(platform, 'All (60)').getAttribute('href')).toBe('/en-us/search?q=book&sort=name');
    const sort = [...panel.querySelectorAll('fieldset')].find((f) => f.textContent?.startsWith('Sort by'))!;
    expect(link(sort, 'Publication Date').getAttribute('href')).toBe(
      '/en-us/search?q=book&type=etexts&sort=datePublished',
    );
    const showBy = [...panel.querySelectorAll('fieldset')].find((f) => f.textContent?.startsWith('Show by'))!;
    expect(link(showBy, 'Available').getAttribute('href')).toBe(
      '/en-us/search?q=book&type=etexts&sort=name&filter=available',
    );
    // The applied filters' chips: links to the address without them.
    expect(link(panel, 'Remove filter: Platform: Pearson eText').getAttribute('href')).toBe(
      '/en-us/search?q=book&sort=name',
    );
    expect(link(panel, 'Remove filter: Sort by: Title').getAttribute('href')).toBe('/en-us/search?q=book&type=etexts');
  });

  it('pages are links, outside the <noscript>', async () => {
    const { html, doc } = await resultsPage('?q=book&page=2');
    const nav = doc.querySelector('nav[aria-label="Search results pages"]')!;
    expect(link(nav, 'Page 3').getAttribute('href')).toBe('/en-us/search?q=book&page=3');
    expect(link(nav, 'Previous page').getAttribute('href')).toBe('/en-us/search?q=book');
    expect(html.indexOf('aria-label="Search results pages"')).toBeGreaterThan(html.lastIndexOf('</noscript>'));
  });
});
