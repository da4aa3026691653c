import { describe, expect, it } from 'vitest';
import { facetChoice, resultPosition, searchKey } from '../../src/domain/search/search-events';
import { looksPersonal, missingField, normaliseQuery, personalDataField } from '../../contract/search-events';

describe('facetChoice', () => {
  it('names the filter a navigation chose', () => {
    expect(facetChoice('?q=bio', '/search?q=bio&type=etexts')).toEqual({ facet: 'platform', value: 'etexts' });
    expect(facetChoice('?q=bio&type=etexts', '/search?q=bio&type=courses')).toEqual({ facet: 'platform', value: 'courses' });
    expect(facetChoice('?q=bio', '/search?q=bio&filter=samples')).toEqual({ facet: 'showBy', value: 'samples' });
    expect(facetChoice('?q=bio', '/search?q=bio&sort=name')).toEqual({ facet: 'sort', value: 'name' });
    expect(facetChoice('?q=bio', '/search?cat=SCI')).toEqual({ facet: 'subject', value: 'SCI' });
    expect(facetChoice('?disc=SCI-BIO', '/search?disc=SCI-BIO|SCI-CHE')).toEqual({ facet: 'discipline', value: 'SCI-CHE' });
  });
  it('is null when a filter is removed or nothing changed', () => {
    expect(facetChoice('?q=bio&type=etexts', '/search?q=bio')).toBeNull();
    expect(facetChoice('?q=bio&sort=name', '/search?q=bio&sort=name&page=2')).toBeNull();
    expect(facetChoice('?disc=A|B', '/search?disc=A')).toBeNull();
  });
});

describe('resultPosition and searchKey', () => {
  it('counts positions from 1 across pages of 24', () => {
    expect(resultPosition(1, 0)).toBe(1);
    expect(resultPosition(2, 2)).toBe(27);
  });
  it('ignores the page and the case of the text', () => {
    const url = { q: 'Bio', cat: null, disc: [], type: null, filter: null, sort: null };
    expect(searchKey(url)).toBe(searchKey({ ...url, q: 'bio ' }));
    expect(searchKey(url)).not.toBe(searchKey({ ...url, sort: 'name' }));
  });
});

describe('no personal data (contract/search-events)', () => {
  it.each(['jane@example.edu', 'write to j.doe@uni.ac.uk please', 'k3J9xQ2vLm8pR4tW7yZ1aB5cD6eF0gH', 'eyJhbGciOi.eyJzdWIiOiIx.x'])(
    '%s looks personal',
    (text) => expect(looksPersonal(text)).toBe(true),
  );
  it.each(['organic chemistry', '9780134093413', 'SCI-BIO', 'campbell biology 12e', 'c++ @ home', 'antidisestablishmentarianism'])(
    '%s does not',
    (text) => expect(looksPersonal(text)).toBe(false),
  );
  it('names the first personal field, and the field a type needs', () => {
    expect(personalDataField({ type: 'search', query: 'me@x.org' })).toBe('query');
    expect(personalDataField({ type: 'search', query: 'biology' })).toBeNull();
    expect(missingField({ type: 'result-click', ageMs: 0, query: 'x', queryId: 'abcdefgh', productId: '1' })).toBe('position');
    expect(normaliseQuery('  Organic   CHEMISTRY ')).toBe('organic chemistry');
  });
});
