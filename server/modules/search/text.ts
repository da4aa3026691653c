/**
 * Text normalisation shared by query parsing and the search document. The SQL side
 * (search-document.ts) normalises titles and author names the same way, so a query key
 * and a title key compare with `=`.
 */
import { foldSearchText } from '../../../contract/search-text.ts';

/**
 * PostgreSQL's `english` stop words (tsearch_data/english.stop, the Snowball list).
 * The english configuration drops them from documents, so the query drops them too:
 * a stop word in the middle of a query must not be required.
 */
export const ENGLISH_STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers ' +
    'herself it its itself they them their theirs themselves what which who whom this that these those am is are ' +
    'was were be been being have has had having do does did doing a an the and but if or because as until while ' +
    'of at by for with about against between into through during before after above below to from up down in out ' +
    'on off over under again further then once here there when where why how all any both each few more most ' +
    'other some such no nor not only own same so than too very s t can will just don should now'
  ).split(' '),
);

/** Lower-case, accents removed (é → e), everything that is not a letter or digit a single space. */
export const normalizeText = foldSearchText;

/** True when the text ends inside a word: its last word is still being typed. */
export function endsInsideWord(text: string): boolean {
  return /[\p{L}\p{N}]$/u.test(text);
}
