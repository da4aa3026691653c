import { describe, expect, it } from 'vitest';
import { synonymFor, synonymKey } from '../../contract/search-learning.ts';

describe('synonym rules', () => {
  it('keys a text as search reads it', () => {
    expect(synonymKey('  Bio-101 ')).toBe('bio 101');
    expect(synonymKey('Économie  Générale')).toBe('economie generale');
    expect(synonymKey('—')).toBe('');
  });

  it('finds the rule of a text typed any way, and none for other texts', () => {
    const rules = new Map([['bio 101', 'biology']]);
    expect(synonymFor(rules, 'BIO 101')).toBe('biology');
    expect(synonymFor(rules, 'bio-101')).toBe('biology');
    expect(synonymFor(rules, 'bio 102')).toBeNull();
    expect(synonymFor(rules, '  ')).toBeNull();
  });
});
