import { describe, expect, it } from 'vitest';
import {
  allowedTypos,
  chooseCorrection,
  oneTypoVariants,
  prefixTypoDistance,
  prefixUpperBound,
  typoDistance,
} from '../../../server/modules/search/typo.ts';

describe('typo rule: none under 4 letters, one in 4–7, two in 8+', () => {
  it.each([
    [1, 0],
    [2, 0],
    [3, 0],
    [4, 1],
    [5, 1],
    [7, 1],
    [8, 2],
    [12, 2],
    [30, 2],
  ])('a word of %i letters may carry %i typos', (length, typos) => {
    expect(allowedTypos(length)).toBe(typos);
  });

  it.each([
    ['biology', 'biology', 0],
    ['biolgy', 'biology', 1], // deletion
    ['bioology', 'biology', 1], // insertion
    ['biolagy', 'biology', 1], // replacement
    ['bilogoy', 'biology', 2],
    ['boilogy', 'biology', 1], // neighbours swapped count as one
    ['smtih', 'smith', 1],
    ['', 'abc', 3],
    ['kitten', 'sitting', 3],
  ])('distance(%j, %j) = %i', (a, b, d) => {
    expect(typoDistance(a, b)).toBe(d);
    expect(typoDistance(b, a)).toBe(d);
  });

  it('stops early beyond the allowance', () => {
    expect(typoDistance('microeconomics', 'macroeconomics', 0)).toBe(1);
    expect(typoDistance('abc', 'xyzabc', 2)).toBe(3);
  });

  it('compares a word being typed with the start of a known word', () => {
    expect(prefixTypoDistance('micrecon', 'microeconomics', 2)).toBe(1);
    expect(prefixTypoDistance('biol', 'biology', 1)).toBe(0);
    expect(prefixTypoDistance('bilo', 'biology', 1)).toBe(1);
  });

  const vocab = [
    { term: 'biology', documents: 120 },
    { term: 'biologic', documents: 3 },
    { term: 'geology', documents: 40 },
    { term: 'cell', documents: 80 },
    { term: 'call', documents: 5 },
    { term: 'microeconomics', documents: 50 },
    { term: 'macroeconomics', documents: 45 },
  ];

  it('corrects within the allowance, the closest and then the most common first', () => {
    expect(chooseCorrection('biolgy', vocab)).toEqual({ best: 'biology', alternatives: ['biology'], distance: 1 });
    expect(chooseCorrection('cepl', vocab)?.best).toBe('cell');
    expect(chooseCorrection('mikroeconomcs', vocab)?.best).toBe('microeconomics');
  });

  it('keeps every candidate at the best distance as an alternative', () => {
    expect(chooseCorrection('cxll', vocab)).toEqual({ best: 'cell', alternatives: ['cell', 'call'], distance: 1 });
  });

  it('does not correct short words, known words, or words too far away', () => {
    expect(chooseCorrection('cel', vocab)).toBeNull(); // 3 letters: no typo allowed
    expect(chooseCorrection('biology', vocab)).toBeNull(); // known as typed
    expect(chooseCorrection('bgolgy', vocab)).toBeNull(); // two typos in a 6-letter word
    expect(chooseCorrection('mcrecnomics', vocab)).toBeNull(); // three typos
  });

  it('corrects a word being typed to the start of a known word', () => {
    expect(chooseCorrection('micrecon', vocab, true)?.best).toBe('microecon');
    expect(chooseCorrection('biol', vocab, true)).toBeNull(); // a known start needs no correction
    expect(chooseCorrection('bilog', vocab, true)?.best).toBe('biolog');
  });

  it('lists every one-typo variant of a word', () => {
    const variants = oneTypoVariants('cell');
    for (const v of ['cel', 'cll', 'ecll', 'call', 'cella', 'xcell']) expect(variants).toContain(v);
    expect(variants).not.toContain('cell');
    for (const v of variants) expect(typoDistance('cell', v)).toBe(1);
  });

  it('bounds a prefix range', () => {
    expect(prefixUpperBound('bio')).toBe('bip');
  });
});
