// The search-text rule of spec §5 / §9 as both sides apply it (contract/search-text.ts):
// 2 to 100 characters, a character being a code point, surrounding spaces not counted.
import { describe, expect, it } from 'vitest';
import {
  checkSearchText,
  cutText,
  isAutocompleteText,
  searchTextOf,
  textLength,
} from '../../contract/search-text';

describe('textLength counts code points', () => {
  it.each([
    ['', 0],
    ['ab', 2],
    ['😀', 1], // one code point, two UTF-16 units
    ['😀😀', 2],
    ['e\u0301', 2], // e + combining acute: two code points
    ['👩‍🔬', 3], // woman, zero-width joiner, microscope
    ['𝔸𝔹𝔺', 3],
  ])('%j has %i characters', (text, expected) => {
    expect(textLength(text)).toBe(expected);
  });
});

describe('checkSearchText (spec §5: 2 to 100 characters)', () => {
  it('is empty for nothing or spaces', () => {
    expect(checkSearchText('')).toBe('empty');
    expect(checkSearchText('   ')).toBe('empty');
  });
  it('refuses one character, however many UTF-16 units it takes', () => {
    expect(checkSearchText('a')).toBe('too-short');
    expect(checkSearchText(' a ')).toBe('too-short');
    expect(checkSearchText('😀')).toBe('too-short');
    expect(checkSearchText('𝔸')).toBe('too-short');
  });
  it('accepts two characters, counted in NFC: a combining mark counts unless it composes', () => {
    expect(checkSearchText('ab')).toBe('ok');
    expect(checkSearchText('😀😀')).toBe('ok');
    expect(checkSearchText('x\u0301')).toBe('ok'); // no precomposed x-acute: two characters
    expect(checkSearchText('e\u0301')).toBe('too-short'); // é in NFC: one character
    expect(checkSearchText('e\u0301t')).toBe('ok');
  });
  it('accepts 99 and 100 characters and refuses 101', () => {
    expect(checkSearchText('x'.repeat(99))).toBe('ok');
    expect(checkSearchText('x'.repeat(100))).toBe('ok');
    expect(checkSearchText('😀'.repeat(100))).toBe('ok'); // 200 UTF-16 units
    expect(checkSearchText('x'.repeat(101))).toBe('too-long');
    expect(checkSearchText('😀'.repeat(101))).toBe('too-long');
    expect(checkSearchText(`  ${'x'.repeat(100)}  `)).toBe('ok');
  });
});

describe('cutText and searchTextOf', () => {
  it('never splits a surrogate pair', () => {
    expect(cutText('😀😀😀', 2)).toBe('😀😀');
    expect(cutText('a😀b', 2)).toBe('a😀');
    expect(cutText('abc', 5)).toBe('abc');
  });
  it('cuts at 100 characters and trims', () => {
    expect(searchTextOf(`  ${'😀'.repeat(101)}`)).toBe('😀'.repeat(100));
    expect(searchTextOf(`${'x'.repeat(99)} yz`)).toBe('x'.repeat(99));
    expect(searchTextOf('  biology  ')).toBe('biology');
  });
});

describe('isAutocompleteText (spec §5: from 3 characters)', () => {
  it('counts code points after trimming', () => {
    expect(isAutocompleteText('ab ')).toBe(false);
    expect(isAutocompleteText('😀😀')).toBe(false);
    expect(isAutocompleteText('😀😀😀')).toBe(true);
    expect(isAutocompleteText(' bio')).toBe(true);
  });
});
