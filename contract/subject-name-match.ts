/**
 * Which words of a locale's subject names (discipline_name: 'Biyoloji', 'Koruma Biyolojisi') a
 * search word stands for, read by both sides: the server adds them to the word's match
 * (server/modules/search/search-service.ts), the device to its offline search
 * (src/features/search/offline/seen-index.ts). Words are folded (search-text.ts foldSearchText):
 * accents and the Turkish dotted/dotless i do not count.
 *
 * A word stands for a name word when
 * - it is that word;
 * - it is being typed (the last word, 3+ letters) and the name word starts with it: 'biyo' →
 *   'biyoloji', 'biyokimya';
 * - in Turkish, both are one stem with other case, possessive or plural endings (Turkish adds
 *   them to the word: 'biyolojisi', 'kimyada', 'fizikte'), the stem's last k, p or t softened
 *   before a vowel ('genetik' → 'genetiği'): 'biyolojisi' and 'biyolojinin' → 'biyoloji' and
 *   'biyolojisi' ('Koruma Biyolojisi' is conservation biology). A word being typed may stop
 *   inside its endings ('biyolojisin…'). The stem has 4+ letters: 'veya' ('or') is not 've'
 *   ('and') with an ending.
 *
 * Derivations that make another word ('biyolojik', biological) are not endings; nor are vowels
 * dropped from a stem ('burun' → 'burnu'): neither occurs in the demo's subject names.
 */
import { languageOf, type Locale } from './locales.ts';

/** A typed start shorter than this matches as a whole word only (server/modules/search/query.ts PREFIX_MIN_LENGTH). */
export const NAME_PREFIX_MIN = 3;
/** The stem of an inflected word has at least this many letters. */
export const INFLECTED_STEM_MIN = 4;

// Folded, so each harmony pair or quartet is one or two spellings: ı/i → i, ü → u, ö → o.
const PLURAL = ['', 'ler', 'lar'];
const POSSESSIVE = [
  ...['', 'i', 'u', 'si', 'su', 'm', 'im', 'um', 'n', 'in', 'un'],
  ...['miz', 'imiz', 'umuz', 'niz', 'iniz', 'unuz', 'leri', 'lari'],
];
const CASE = [
  ...['', 'i', 'u', 'yi', 'yu', 'ni', 'nu'], // accusative
  ...['in', 'un', 'nin', 'nun'], // genitive
  ...['e', 'a', 'ye', 'ya', 'ne', 'na'], // dative
  ...['de', 'da', 'te', 'ta', 'nde', 'nda'], // locative
  ...['den', 'dan', 'ten', 'tan', 'nden', 'ndan'], // ablative
  ...['le', 'la', 'yle', 'yla'], // with
  ...['ki', 'deki', 'daki', 'teki', 'taki', 'ndeki', 'ndaki'], // the one in
];

/** Every chain of endings (plural, possessive, case; each optional), and every start of one. */
const ENDINGS = new Set<string>();
const ENDING_STARTS = new Set<string>();
for (const plural of PLURAL) {
  for (const possessive of POSSESSIVE) {
    for (const grammaticalCase of CASE) {
      const chain = plural + possessive + grammaticalCase;
      ENDINGS.add(chain);
      for (let i = 0; i <= chain.length; i++) ENDING_STARTS.add(chain.slice(0, i));
    }
  }
}

const HARDENED: Readonly<Record<string, string>> = { g: 'k', b: 'p', d: 't' };
const VOWEL = /^[aeiou]/;

/**
 * The stems (4+ letters) `word` may be with endings: the word itself, the word less each chain of
 * endings it ends with, and a stem whose last k, p or t an ending starting with a vowel softened
 * ('genetigi' → 'genetik'). `typing`: the last ending may be unfinished.
 */
function stemsOf(word: string, typing: boolean): Set<string> {
  const stems = new Set<string>();
  const letters = Array.from(word);
  const endings = typing ? ENDING_STARTS : ENDINGS;
  for (let cut = letters.length; cut >= INFLECTED_STEM_MIN; cut--) {
    const rest = letters.slice(cut).join('');
    if (!endings.has(rest)) continue;
    const stem = letters.slice(0, cut).join('');
    stems.add(stem);
    const hard = HARDENED[stem.at(-1) ?? ''];
    if (hard && (VOWEL.test(rest) || (typing && rest === ''))) stems.add(stem.slice(0, -1) + hard);
  }
  return stems;
}

/**
 * True when `a` and `b` (folded) are one Turkish word with other endings (or none): both are one
 * stem of 4+ letters with endings ('biyolojisi', 'biyolojinin': 'biyoloji'). `typing`: `a` is
 * being typed, so its endings may be unfinished.
 */
export function sameTurkishWord(a: string, b: string, typing = false): boolean {
  if (a === b) return true;
  const stems = stemsOf(b, false);
  for (const stem of stemsOf(a, typing)) if (stems.has(stem)) return true;
  return false;
}

/**
 * The name words (folded, each once) that the search word `word` stands for in `locale`'s
 * subject names `nameWords`. `prefix`: the word is still being typed.
 */
export function subjectNameWordsFor(
  word: string,
  prefix: boolean,
  nameWords: Iterable<string>,
  locale: Locale,
): string[] {
  const turkish = languageOf(locale) === 'tr';
  const started = prefix && Array.from(word).length >= NAME_PREFIX_MIN;
  const out: string[] = [];
  for (const name of nameWords) {
    if (
      name === word ||
      (started && name.startsWith(word)) ||
      (turkish && sameTurkishWord(word, name, prefix))
    ) {
      if (!out.includes(name)) out.push(name);
    }
  }
  return out;
}
