// Cuts and the author line shared by result cards, suggestions and the institution picker
// (src/domain/search/text.ts) against spec §2 and §9.
import { describe, expect, it } from 'vitest';
import { authorNames, cut } from '../../src/domain/search/text';

describe('cut at N characters plus an ellipsis (spec §9)', () => {
  it('leaves a text that fits as it is', () => {
    expect(cut('short', 50)).toBe('short');
    expect(cut('exactly10!', 10)).toBe('exactly10!');
    expect(cut('', 5)).toBe('');
  });

  it('cuts after N characters and adds an ellipsis', () => {
    expect(cut('A'.repeat(60), 50)).toBe(`${'A'.repeat(50)}…`);
    expect(cut('Lakeshore State University', 12)).toBe('Lakeshore St…');
  });

  it('counts code points, never splitting a surrogate pair', () => {
    expect(cut('𝔸𝔹ℂ𝔻', 2)).toBe('𝔸𝔹…');
  });

  it('drops spaces and a dangling stop, comma, semicolon or colon before the ellipsis', () => {
    expect(cut('Decisions. More', 10)).toBe('Decisions…');
    expect(cut('Katherine Russo, John Harper', 16)).toBe('Katherine Russo…');
    expect(cut('Lakeshore   State', 11)).toBe('Lakeshore…');
  });
});

describe('author line (spec §2)', () => {
  it('"givenName familyName", joined by commas, empty parts and names left out', () => {
    expect(
      authorNames([
        { givenName: 'Lisa', familyName: 'Urry' },
        { givenName: '', familyName: 'Cain' },
        { givenName: ' Jane ', familyName: ' Reece ' },
        { givenName: '', familyName: '' },
      ]),
    ).toBe('Lisa Urry, Cain, Jane Reece');
    expect(authorNames([])).toBe('');
  });
});
