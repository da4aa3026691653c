/**
 * The client and the API agree on every bound of spec §5 / §9 (contract/): what the client
 * sends is accepted, and what the client refuses the API refuses too, with a 400 naming the
 * field. Regression: the client once counted UTF-16 units, so `q=😀` passed its check and the
 * API answered 400 'q must be at least 2 characters'.
 */
import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../../support/test-db.ts';
import { useTestApp } from '../../support/test-app.ts';
import {
  ANONYMOUS_VIEWER,
  effectiveSelection,
  isSearchableQuery,
  readSearchUrl,
  searchRequest,
  type SearchRequest,
} from '../../../src/domain/search/search-filters.ts';
import { autocompleteContext, autocompleteText } from '../../../src/domain/search/autocomplete.ts';

const x = (n: number) => 'x'.repeat(n);
const smile = (n: number) => '😀'.repeat(n);

/** The request the results page makes for `?q=raw&page=…`, as a query string. */
function clientSearch(search: string): { searches: boolean; query: string } {
  const url = readSearchUrl(search);
  const request: SearchRequest = searchRequest(url, effectiveSelection(url, ANONYMOUS_VIEWER), {
    viewer: ANONYMOUS_VIEWER,
    organisation: null,
    country: null,
  });
  const params = new URLSearchParams(Object.entries(request).map(([k, v]): [string, string] => [k, String(v)]));
  return { searches: url.q !== '' && isSearchableQuery(url.q), query: params.toString() };
}

describe.each(databaseKinds)('client and API bounds agree on %s', (kind) => {
  const t = useTestApp(kind, { seed: { products: 40 } });
  const status = async (path: string) => {
    const res = await t.app.inject({ method: 'GET', url: path });
    return { code: res.statusCode, field: res.statusCode === 400 ? (res.json() as { field?: string }).field : undefined };
  };

  // [typed text, the client searches it, the API's answer to the text as typed]
  const texts: Array<[string, string, boolean, number]> = [
    ['one emoji', smile(1), false, 400],
    ['two emoji', smile(2), true, 200],
    ['one letter', 'a', false, 400],
    ['one letter in spaces', '  a  ', false, 400],
    ['e and a combining accent (one character in NFC, as both sides count)', 'e\u0301', false, 400],
    ['e and a combining accent, then a letter (two characters in NFC)', 'e\u0301t', true, 200],
    ['a single astral letter', '𝔸', false, 400],
    ['99 characters', x(99), true, 200],
    ['100 characters', x(100), true, 200],
    ['101 characters (the client cuts to 100)', x(101), true, 400],
    ['100 emoji (200 UTF-16 units)', smile(100), true, 200],
    ['101 emoji (the client cuts to 100)', smile(101), true, 400],
  ];

  it.each(texts)('search text: %s', async (_name, raw, clientSearches, apiAsTyped) => {
    const client = clientSearch(`q=${encodeURIComponent(raw)}`);
    expect(client.searches).toBe(clientSearches);
    const asTyped = await status(`/api/search?q=${encodeURIComponent(raw)}`);
    expect(asTyped.code).toBe(apiAsTyped);
    if (apiAsTyped === 400) expect(asTyped.field).toBe('q');
    // What the client would send is always accepted; what it refuses, the API refuses too.
    if (clientSearches) expect((await status(`/api/search?${client.query}`)).code).toBe(200);
    else expect(asTyped.code).toBe(400);
  });

  it('page and offset: the last page the client asks for is accepted, one past the bound is not', async () => {
    const deep = clientSearch('q=biology&page=999999999');
    expect(new URLSearchParams(deep.query).get('offset')).toBe('999984'); // page 41,667 at 24 a page
    expect((await status(`/api/search?${deep.query}`)).code).toBe(200);
    expect(await status('/api/search?q=biology&offset=1000000')).toEqual({ code: 200, field: undefined });
    expect(await status('/api/search?q=biology&offset=1000001')).toEqual({ code: 400, field: 'offset' });
    expect(await status('/api/search?q=biology&limit=24')).toEqual({ code: 200, field: undefined });
    expect(await status('/api/search?q=biology&limit=25')).toEqual({ code: 400, field: 'limit' });
  });

  const suggestions: Array<[string, string, boolean]> = [
    ['two letters', 'ab', false],
    ['three letters', 'abc', true],
    ['two emoji', smile(2), false],
    ['three emoji', smile(3), true],
    ['two letters and a trailing space', 'ab ', false],
  ];

  it.each(suggestions)('autocomplete text: %s', async (_name, raw, clientAsks) => {
    const text = autocompleteText(raw);
    expect(text !== null).toBe(clientAsks);
    const context = autocompleteContext({ search: '', organisation: null, country: null });
    const params = new URLSearchParams({ ...Object.fromEntries(Object.entries(context).map(([k, v]) => [k, String(v)])), q: raw });
    const answer = await status(`/api/autoComplete?${params}`);
    expect(answer.code).toBe(clientAsks ? 200 : 400);
    if (!clientAsks) expect(answer.field).toBe('q');
  });
});
