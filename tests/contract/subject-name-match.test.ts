// Which words of a locale's subject names a search word stands for (contract/subject-name-match.ts):
// the word itself, the start of a word being typed, and in Turkish a word with its endings.
import { describe, expect, it } from 'vitest';
import { sameTurkishWord, subjectNameWordsFor } from '../../contract/subject-name-match';
import { foldSearchText } from '../../contract/search-text';

// Words of some demo Turkish names (server/ingest/generator/subjects-tr.ts), folded.
const NAMES = [
  'Biyoloji',
  'Koruma Biyolojisi',
  'Mikrobiyoloji',
  'Biyokimya',
  'Genetik',
  'Popülasyon Genetiği',
  'Hemşirelik ve Sağlık Meslekleri',
  'Kimya',
  'Fizik',
];
const WORDS = [...new Set(NAMES.flatMap((n) => foldSearchText(n).split(' ')))];

const tr = (word: string, prefix = false) => subjectNameWordsFor(foldSearchText(word), prefix, WORDS, 'tr-tr');

describe('subjectNameWordsFor in tr-tr', () => {
  it('finds the word itself, and its forms with endings among the names', () => {
    expect(tr('biyoloji')).toEqual(['biyoloji', 'biyolojisi']);
    expect(tr('BİYOLOJİ')).toEqual(['biyoloji', 'biyolojisi']);
  });

  it('reads an inflected word as its stem: possessive, case, plural', () => {
    expect(tr('biyolojisi')).toEqual(['biyoloji', 'biyolojisi']);
    expect(tr('biyolojinin')).toEqual(['biyoloji', 'biyolojisi']);
    expect(tr('biyolojisinde')).toEqual(['biyoloji', 'biyolojisi']);
    expect(tr('kimyada')).toEqual(['kimya']);
    expect(tr('kimyası')).toEqual(['kimya']);
    expect(tr('fizikte')).toEqual(['fizik']);
    expect(tr('fizikler')).toEqual(['fizik']);
    expect(tr('hemşireliğe')).toEqual(['hemsirelik']);
  });

  it('softens a final k before a vowel, both ways', () => {
    expect(tr('genetik')).toEqual(['genetik', 'genetigi']);
    expect(tr('genetiği')).toEqual(['genetik', 'genetigi']);
    expect(tr('fiziği')).toEqual(['fizik']);
  });

  it('matches the start of a word being typed, and unfinished endings', () => {
    expect(tr('biyo', true)).toEqual(['biyoloji', 'biyolojisi', 'biyokimya']);
    expect(tr('biyolojisin', true)).toEqual(['biyoloji', 'biyolojisi']);
    expect(tr('genetiğ', true)).toEqual(['genetik', 'genetigi']);
    // A whole word is not a start: 'biyo ' typed with a space after it names nothing.
    expect(tr('biyo', false)).toEqual([]);
    // Two letters are too few to be a start.
    expect(tr('bi', true)).toEqual([]);
  });

  it('does not take other words for endings, nor short words for stems', () => {
    expect(tr('biyolojik')).toEqual([]);
    expect(tr('fizikokimya')).toEqual([]);
    expect(tr('veya')).toEqual([]);
    expect(tr('kimyager')).toEqual([]);
    expect(tr('mikrobiyolojiye')).toEqual(['mikrobiyoloji']);
  });
});

describe('subjectNameWordsFor in the English locales', () => {
  it('finds the word and the start of a word being typed, never endings', () => {
    expect(subjectNameWordsFor('biyoloji', false, WORDS, 'en-us')).toEqual(['biyoloji']);
    expect(subjectNameWordsFor('biyo', true, WORDS, 'en-gb')).toEqual(['biyoloji', 'biyolojisi', 'biyokimya']);
    expect(subjectNameWordsFor('biyolojisi', false, WORDS, 'en-us')).toEqual(['biyolojisi']);
    expect(subjectNameWordsFor('kimyada', false, WORDS, 'en-us')).toEqual([]);
  });
});

describe('sameTurkishWord', () => {
  it.each([
    ['kitap', 'kitabı', true],
    ['kitap', 'kitaplar', true],
    ['kitap', 'kitaplarindan', true],
    ['agac', 'agaci', true],
    ['kitap', 'kitapci', false],
    ['masa', 'masaya', true],
    ['masa', 'masal', false],
  ])('%s / %s: %s', (a, b, expected) => {
    expect(sameTurkishWord(foldSearchText(a), foldSearchText(b))).toBe(expected);
    expect(sameTurkishWord(foldSearchText(b), foldSearchText(a))).toBe(expected);
  });
});
