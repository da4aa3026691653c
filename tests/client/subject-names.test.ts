// The subject tree is asked for in the page's locale (the server names subjects in it where the
// catalogue can, docs/regions.md §5), and kept under that locale: a tree cached by an en-us page
// is never what a tr-tr page shows.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, testQueryClient } from './test-utils';

const TREE = { _embedded: { disciplineCategories: [] } };

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

/** The modules as a page at `path` loads them (the page's locale is read once, at load). */
async function disciplinesAt(path: string) {
  window.history.replaceState(null, '', path);
  vi.resetModules();
  const { appLocale } = await import('../../src/lib/locale/locale');
  return { appLocale, ...(await import('../../src/lib/api/disciplines')) };
}

describe('GET /api/discipline in the page’s locale', () => {
  it.each([
    ['/tr-tr/search', 'tr-tr'],
    ['/en-us', 'en-us'],
    ['/en-gb/', 'en-gb'],
  ])('a page at %s asks for %s names and keeps them under its locale', async (path, locale) => {
    const fetchMock = vi.fn(async () => jsonResponse(TREE));
    vi.stubGlobal('fetch', fetchMock);
    const { appLocale, disciplinesQueryOptions } = await disciplinesAt(path);
    const options = disciplinesQueryOptions(appLocale);
    expect(options.queryKey).toEqual(['disciplines', 'list', locale]);
    await testQueryClient().fetchQuery(options);
    const [url] = fetchMock.mock.calls[0] as unknown as [string];
    expect(url).toBe(`/api/discipline?locale=${locale}`);
  });

  it('keeps each locale’s tree apart in one cache', async () => {
    const { disciplinesQueryOptions } = await disciplinesAt('/tr-tr');
    expect(disciplinesQueryOptions('tr-tr').queryKey).not.toEqual(disciplinesQueryOptions('en-us').queryKey);
  });
});

describe('the subject outline a page draws from', () => {
  const WHOLE = {
    _embedded: {
      disciplineCategories: [
        {
          code: 'SCI',
          name: 'Bilim',
          image: 1,
          primaryDisciplines: [
            { code: 'BIO', name: 'Biyoloji', secondaryDisciplines: [{ code: 'GEN', name: 'Genetik' }] },
          ],
        },
      ],
    },
  };
  const OUTLINE = [{ code: 'SCI', name: 'Bilim', image: 1, primaryDisciplines: [{ code: 'BIO', name: 'Biyoloji' }] }];

  it('is asked for as the whole tree in the page’s locale, kept without its secondary disciplines', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(WHOLE));
    vi.stubGlobal('fetch', fetchMock);
    const { subjectOutlineQueryOptions, disciplinesQueryOptions } = await disciplinesAt('/tr-tr/search');
    const client = testQueryClient();
    const options = subjectOutlineQueryOptions('tr-tr');
    expect(options.queryKey).toEqual(['disciplines', 'outline', 'tr-tr']);
    expect(await client.fetchQuery(options)).toEqual(OUTLINE);
    const [url] = fetchMock.mock.calls[0] as unknown as [string];
    expect(url).toBe('/api/discipline?locale=tr-tr');
    // The browser keeps the whole tree it came from (its offline search reads it): one request.
    expect(client.getQueryData(disciplinesQueryOptions('tr-tr').queryKey)).toEqual(
      WHOLE._embedded.disciplineCategories,
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shares an ask for the whole tree already under way: one request for both', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(WHOLE));
    vi.stubGlobal('fetch', fetchMock);
    const { subjectOutlineQueryOptions, disciplinesQueryOptions } = await disciplinesAt('/tr-tr/search');
    const client = testQueryClient();
    // The layout keeps the whole tree once the page is idle; the header asks for the outline then too.
    const keeping = client.prefetchQuery(disciplinesQueryOptions('tr-tr'));
    expect(await client.fetchQuery(subjectOutlineQueryOptions('tr-tr'))).toEqual(OUTLINE);
    await keeping;
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // And the other way round, on a new client: the outline first, then the whole tree.
    const second = testQueryClient();
    const outline = second.fetchQuery(subjectOutlineQueryOptions('tr-tr'));
    await second.prefetchQuery(disciplinesQueryOptions('tr-tr'));
    expect(await outline).toEqual(OUTLINE);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is made from the whole tree the device holds, without asking the server', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(WHOLE));
    vi.stubGlobal('fetch', fetchMock);
    const { subjectOutlineQueryOptions, disciplinesQueryOptions } = await disciplinesAt('/tr-tr/search');
    const client = testQueryClient();
    client.setQueryData(disciplinesQueryOptions('tr-tr').queryKey, WHOLE._embedded.disciplineCategories);
    expect(await client.fetchQuery(subjectOutlineQueryOptions('tr-tr'))).toEqual(OUTLINE);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
