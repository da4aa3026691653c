// The text rule (contract/text.ts): what a string on the wire or in a catalogue file may hold,
// and its normal form. Expectations written by hand from the rule's wording.
import { describe, expect, it } from 'vitest';
import {
  findTextProblem,
  isMultilineText,
  isSingleLineText,
  normaliseText,
  normaliseTextDeep,
  textProblem,
} from '../../contract/text.ts';

describe('textProblem', () => {
  it.each([
    ['plain text', 'Organic Chemistry'],
    ['a tab', 'a\tb'],
    ['an emoji (a surrogate pair)', 'biology 😀'],
    ['an emoji family (zero-width joiners)', '👨\u200D👩\u200D👧'],
    ['right-to-left text and marks', 'كيمياء\u200F'],
    ['a bidi override', '\u202Ebiology\u202C'],
    ['zero-width space and BOM', 'bio\u200Blogy\uFEFF'],
    ['the replacement character', 'bio\uFFFDlogy'],
    ['C1 controls are not C0', 'a\u0085b'],
    ['the empty string', ''],
  ])('accepts %s', (_what, text) => {
    expect(textProblem(text)).toBeNull();
    expect(isSingleLineText(text)).toBe(true);
  });

  it.each([
    ['NUL', 'a\u0000b', 'control-character'],
    ['BEL', 'a\u0007', 'control-character'],
    ['vertical tab', 'a\u000Bb', 'control-character'],
    ['form feed', 'a\u000Cb', 'control-character'],
    ['ESC', '\u001B[31m', 'control-character'],
    ['unit separator', 'a\u001F', 'control-character'],
    ['DEL', 'a\u007F', 'control-character'],
    ['a lone high surrogate', 'a\uD800b', 'lone-surrogate'],
    ['a lone low surrogate', '\uDC00', 'lone-surrogate'],
    ['a pair the wrong way round', '\uDE00\uD83D', 'lone-surrogate'],
    ['a line feed', 'a\nb', 'line-break'],
    ['a carriage return', 'a\rb', 'line-break'],
  ])('refuses %s in single-line text', (_what, text, problem) => {
    expect(textProblem(text)).toBe(problem);
    expect(isSingleLineText(text)).toBe(false);
  });

  it('allows line breaks, and only them, in multi-line text', () => {
    expect(isMultilineText('<p>One</p>\r\n<p>Two</p>\n')).toBe(true);
    expect(textProblem('a\u0000\nb', { multiline: true })).toBe('control-character');
    expect(textProblem('a\uD800\nb', { multiline: true })).toBe('lone-surrogate');
  });
});

describe('normaliseText', () => {
  it('is NFC: a letter and its combining accent become one character; NFC text is unchanged', () => {
    expect(normaliseText('e\u0301')).toBe('\u00E9');
    expect(normaliseText('\u00E9')).toBe('\u00E9');
    expect(normaliseText('Å')).toBe('\u00C5');
    expect(normaliseText('ﬁ')).toBe('ﬁ'); // NFC keeps compatibility characters (NFKC would not)
  });

  it('normalises every string of a parsed body, keys too, and leaves other values alone', () => {
    expect(normaliseTextDeep({ 'cafe\u0301': ['e\u0301', 1, null, { x: true }] })).toEqual({
      'caf\u00E9': ['\u00E9', 1, null, { x: true }],
    });
  });
});

describe('findTextProblem', () => {
  it('names the first bad string by its dotted path, and allows line breaks only in the named fields', () => {
    const value = { name: 'ok', authors: [{ familyName: 'ok', biography: 'line\nbreak' }, { familyName: 'x\u0000' }] };
    expect(findTextProblem(value, new Set(['biography']))).toEqual({
      path: 'authors.1.familyName',
      problem: 'control-character',
    });
    expect(findTextProblem({ biography: 'a\nb' })).toEqual({ path: 'biography', problem: 'line-break' });
    expect(findTextProblem({ ['k\uD800']: 1 })).toEqual({ path: 'k\uD800', problem: 'lone-surrogate' });
    expect(findTextProblem({ a: [1, true, 'fine'] })).toBeNull();
  });
});
