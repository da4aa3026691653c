// The device's recent searches (offered offline too), text plus subject, newest first, 10 at most.
import { describe, expect, it } from 'vitest';
import {
  addRecent,
  matchingRecent,
  recentListOf,
  recentOptions,
  recentSearchHref,
  removeRecent,
  type RecentSearch,
} from '../../src/domain/search/recent-searches';

const r = (q: string, at: number, subject: Partial<Pick<RecentSearch, 'cat' | 'disc' | 'subject'>> = {}): RecentSearch => ({
  q,
  cat: null,
  disc: [],
  subject: '',
  at,
  ...subject,
});

describe('addRecent', () => {
  it('puts the newest first and keeps 10', () => {
    let list: RecentSearch[] = [];
    for (let i = 1; i <= 12; i++) list = addRecent(list, r(`query ${i}`, i));
    expect(list).toHaveLength(10);
    expect(list[0]!.q).toBe('query 12');
    expect(list[9]!.q).toBe('query 3');
  });
  it('the same text again (any case or spacing) moves to the front once, with the newer subject', () => {
    const list = [r('biology', 2), r('calculus', 1)];
    const next = addRecent(list, r('  Calculus ', 3, { cat: 'MATH', subject: 'Mathematics' }));
    expect(next.map((e) => [e.q, e.subject])).toEqual([
      ['Calculus', 'Mathematics'],
      ['biology', ''],
    ]);
  });
  it('ignores empty text', () => {
    expect(addRecent([r('a b', 1)], r('   ', 2))).toEqual([r('a b', 1)]);
  });
});

describe('removeRecent and matchingRecent', () => {
  const list = [r('Campbell Biology', 3), r('calculus early transcendentals', 2), r('Économie', 1)];
  it('removes one search by its text', () => {
    expect(removeRecent(list, 'campbell biology').map((e) => e.q)).toEqual(['calculus early transcendentals', 'Économie']);
  });
  it('matches searches whose words start with every typed word, ignoring case and accents', () => {
    expect(matchingRecent(list, 'ca').map((e) => e.q)).toEqual(['Campbell Biology', 'calculus early transcendentals']);
    expect(matchingRecent(list, 'bio camp').map((e) => e.q)).toEqual(['Campbell Biology']);
    expect(matchingRecent(list, 'econ').map((e) => e.q)).toEqual(['Économie']);
    expect(matchingRecent(list, 'ology')).toEqual([]);
  });
});

describe('recentOptions', () => {
  const list = [r('biology', 2), r('calculus', 1)];
  it('an empty box: every search, each followed by its Remove option, then Clear all', () => {
    expect(recentOptions(list, ' ').map((o) => o.kind)).toEqual([
      'recent',
      'remove-recent',
      'recent',
      'remove-recent',
      'clear-recent',
    ]);
  });
  it('while typing: the matching ones, no Clear all', () => {
    expect(recentOptions(list, 'calc').map((o) => [o.kind, 'entry' in o ? o.entry.q : ''])).toEqual([
      ['recent', 'calculus'],
      ['remove-recent', 'calculus'],
    ]);
    expect(recentOptions(list, 'zzz')).toEqual([]);
  });
  it('no searches: no options (not even Clear all)', () => {
    expect(recentOptions([], '')).toEqual([]);
  });
});

describe('recentSearchHref', () => {
  it('searches the text with its subject, keeping the carried parameters', () => {
    expect(recentSearchHref('?ref=revel&q=old&page=3', r('cell biology', 1))).toBe('/search?ref=revel&q=cell+biology');
    expect(recentSearchHref('', r('limits', 1, { cat: 'MATH' }))).toBe('/search?q=limits&cat=MATH');
    expect(recentSearchHref('', r('limits', 1, { disc: ['CALC', 'STATS'] }))).toBe('/search?q=limits&disc=CALC%7CSTATS');
  });
});

describe('recentListOf', () => {
  it('keeps well-formed entries, newest first, one per text, at most 10', () => {
    const stored = [r('a1', 1), { q: 'bad' }, r('A1', 5), null, ...Array.from({ length: 12 }, (_, i) => r(`x${i}`, 10 + i))];
    const list = recentListOf(stored);
    expect(list).toHaveLength(10);
    expect(list[0]!.q).toBe('x11');
    expect(list.filter((e) => e.q.toLowerCase() === 'a1')).toHaveLength(0); // pushed out by the 12 newer ones
    expect(recentListOf([r('A1', 5), r('a1', 1)]).map((e) => e.at)).toEqual([5]);
    expect(recentListOf('garbage')).toEqual([]);
  });
});
