// The device's own matching (the offline index, the suggestions' highlight) reads Turkish i as
// the server's search does (contract/search-text.ts foldSearchText).
import { describe, expect, it } from 'vitest';
import { foldSearchText } from '../../contract/search-text.ts';
import { highlightParts } from '../../src/domain/search/autocomplete.ts';
import { foldTerm } from '../../src/domain/search/offline-search.ts';

const SPELLINGS = ['istanbul', 'İSTANBUL', 'ıstanbul', 'Istanbul', 'İstanbul'];

describe('Turkish dotted and dotless i', () => {
  it('fold to one key in the offline index, as on the server', () => {
    for (const spelling of SPELLINGS) expect(foldTerm(spelling)).toBe(foldSearchText(spelling));
  });

  it('are highlighted whichever way the query spells them, the title kept as written', () => {
    for (const query of SPELLINGS) {
      expect(highlightParts('İstanbul Tarihi', query)).toEqual([
        { text: 'İstanbul', match: true },
        { text: ' Tarihi', match: false },
      ]);
      expect(highlightParts('ISTANBUL', query)[0]).toEqual({ text: 'ISTANBUL', match: true });
    }
  });
});
