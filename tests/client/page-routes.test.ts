/**
 * The server tells an app page from an unknown address by contract/page-routes.ts (404 for the
 * latter); the app's router draws from src/app/routes.tsx. The two must list the same pages,
 * and the server's titles must be the ones the app sets once it runs.
 */
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../src/app/routes';
import { PAGE_ROUTES } from '../../contract/page-routes';
import { pageHeadWords } from '../../contract/page-head';
import { messages } from '../../src/lib/messages/messages';
import { loadPageCatalogue } from '../../src/lib/messages/catalogues';

describe('the pages the server knows', () => {
  it('are the router’s pages', () => {
    const children = appRoutes[0]!.children!;
    const routed = children.map((r) => (r.index ? '/' : `/${r.path}`)).filter((p) => p !== '/*');
    expect(routed.sort()).toEqual(Object.values(PAGE_ROUTES).sort());
  });
});

describe('the titles in the server’s HTML', () => {
  it.each(['en-us', 'en-gb', 'tr-tr'] as const)('are the app’s own in %s', async (locale) => {
    await loadPageCatalogue(locale);
    const words = pageHeadWords(locale);
    expect(words.titleDefault).toBe(messages.app.titleDefault);
    expect(words.titleSearch('x y')).toBe(messages.app.titleSearch('x y'));
    expect(words.titleProduct('A Book')).toBe(messages.app.titleProduct('A Book'));
  });
});
