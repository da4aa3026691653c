// The autocomplete dropdown of the search bar (spec §2 "Search bar", §3 "Autocomplete
// response", §4 "Search flow", §5, §9): when to ask, what to ask with, and what the dropdown
// shows. Pure: the search box and its tests use these; no React, no DOM. What suggestions
// share with the result cards lives in text.ts (cuts, author line), cover.ts (default image)
// and product-link.ts (the product link).
import type { AutoCompleteItem, AutoCompleteResponse, AuthorSuggestion } from '../../../contract/wire';
import { SUGGESTION_AUTHORS_MAX, SUGGESTION_TITLE_MAX } from '../../../contract/limits';
import { AUTOCOMPLETE_LIMIT, MAX_AUTHOR_SUGGESTIONS, type PlatformType } from '../../../contract/search-options';
import { SEARCH_TEXT_MAX, cutText, isAutocompleteText } from '../../../contract/search-text';
import { LMS_TOKEN_PARAM } from '../../../contract/params';
import type { Locale } from '../../../contract/locales';
import { coverUrl } from '../product/cover';
import type { OrganisationRef } from '../session/organisation';
import { orgClassificationOf } from '../session/roles';
import { authorNames, cut } from './text';

/**
 * The text to ask suggestions for, or null when there is nothing to ask (spec §4: fewer than
 * 3 characters closes the dropdown). Leading spaces go, runs of spaces become one, and one
 * trailing space stays: it tells the server the last word is complete (docs/search.md §4).
 */
export function autocompleteText(raw: string): string | null {
  const text = cutText(raw.replace(/^\s+/, '').replace(/\s+/g, ' '), SEARCH_TEXT_MAX);
  return isAutocompleteText(text) ? text : null;
}

/**
 * Whether the suggestions for `previous` may stand in while those for `next` load: the user
 * typed on (or deleted back) in the same text. Suggestions for an unrelated text never do.
 */
export function continuesText(previous: string, next: string): boolean {
  const a = previous.trim().toLowerCase();
  const b = next.trim().toLowerCase();
  return a !== '' && b !== '' && (b.startsWith(a) || a.startsWith(b));
}

// --- the call ----------------------------------------------------------------------------

/** The query of `GET /api/autoComplete` besides q (spec §7), as strings ('' is "not given"). */
export interface AutocompleteContext {
  type: 'all';
  cat: '';
  disc: '';
  country: string;
  institution: string;
  token: string;
  orgClassification: '' | 'school' | 'higher_ed' | 'anonymous';
  limit: number;
  offset: 0;
  /** The page's locale, whose subject names are matched too; absent for en-us (the API's default). */
  locale?: Locale;
}

/**
 * spec §7: autocomplete sends cat and disc empty, type all, the limit, and the caller's
 * token, institution and organisation class. The organisation is the current one of spec §4
 * "Organisation choice" (the caller reads it without saving or rewriting anything:
 * useOrganisationChoice); none: institution and class empty. With an LMS token, country and
 * institution are empty (as for search): the server takes the token's organisation.
 */
export function autocompleteContext(input: {
  search: string | URLSearchParams;
  organisation: OrganisationRef | null;
  /** The user's country, two letters (user.ts userCountry), or null. */
  country: string | null;
  locale?: Locale;
}): AutocompleteContext {
  const params = new URLSearchParams(typeof input.search === 'string' ? input.search : input.search.toString());
  const token = params.get(LMS_TOKEN_PARAM) ?? '';
  const { organisation } = input;
  return {
    type: 'all',
    cat: '',
    disc: '',
    limit: AUTOCOMPLETE_LIMIT,
    offset: 0,
    token,
    country: token ? '' : (input.country ?? ''),
    institution: token || !organisation ? '' : organisation.orgId,
    orgClassification: organisation ? orgClassificationOf(organisation.classification) : '',
    ...(input.locale && input.locale !== 'en-us' ? { locale: input.locale } : {}),
  };
}

// --- what the dropdown shows -------------------------------------------------------------

/**
 * The platform label of a suggestion: the spec §9 platform filter option it belongs to, so
 * the suggestion and the filter use one name (custom collections are 'Custom'); print and
 * GLP, which have no filter option, have their own. The autocomplete answer carries no brand
 * name.
 */
export type PlatformLabelKey =
  Extract<PlatformType, 'etexts' | 'courses' | 'custom' | 'application' | 'collections'> | 'print' | 'glp';

export function platformLabelKey(platform: string, model: string): PlatformLabelKey {
  switch (platform) {
    case 'revel':
      return 'courses';
    case 'collection':
      return model === 'CUSTOM_COLLECTIONS' ? 'custom' : 'collections';
    case 'learning_applications':
      return 'application';
    case 'print':
      return 'print';
    case 'glp':
      return 'glp';
    default:
      return 'etexts';
  }
}

/** The suggestion's thumbnail, or the default image (cover.ts coverUrl). */
export function thumbnailUrl(item: Pick<AutoCompleteItem, 'source'>): string {
  return coverUrl(item.source.images.find((image) => image.type === 'thumbnail')?.url);
}

export interface AuthorOption {
  kind: 'author';
  key: string;
  /** What choosing it searches for (the server's `name`). */
  query: string;
  label: string;
  count: number;
}

export interface ProductOption {
  kind: 'product';
  key: string;
  productId: string;
  uuid: string;
  slug: string;
  title: string;
  /** The full title when `title` is cut. */
  fullTitle: string;
  authors: string;
  isbn13: string | null;
  platform: PlatformLabelKey;
  thumbnail: string;
  /**
   * Another suggestion has the same title (the same book in another format): the platform
   * label is what tells them apart, so it is shown prominently.
   */
  sharesTitle: boolean;
  /** The owning organisation of an institution's own product (institution-edition.ts), else null. */
  ownedBy: string | null;
}

export interface ViewAllOption {
  kind: 'view-all';
  key: 'view-all';
  query: string;
}

export type SuggestionOption = AuthorOption | ProductOption | ViewAllOption;

export interface Suggestions {
  authors: AuthorOption[];
  products: ProductOption[];
  /** Authors, products, then 'View all': the order the arrow keys walk. */
  options: SuggestionOption[];
  /** Authors plus products (what the live region counts). */
  count: number;
}

function authorOption(author: AuthorSuggestion, index: number): AuthorOption {
  const name = author.name.trim() || authorNames([author]);
  return {
    kind: 'author',
    key: `author-${index}`,
    query: name,
    label: cut(name, SUGGESTION_AUTHORS_MAX),
    count: author.count,
  };
}

function productOption(item: AutoCompleteItem): ProductOption {
  const source = item.source;
  return {
    kind: 'product',
    key: `product-${item.productId}`,
    productId: item.productId,
    uuid: item.uuid,
    slug: source.slug,
    title: cut(source.name, SUGGESTION_TITLE_MAX),
    fullTitle: source.name,
    authors: cut(authorNames(source.auxiliaryFields.authors), SUGGESTION_AUTHORS_MAX),
    isbn13: source.isbn13,
    platform: platformLabelKey(source.auxiliaryFields.productPlatform, source.productModel.name),
    thumbnail: thumbnailUrl(item),
    sharesTitle: false,
    ownedBy: source.orgId ?? null,
  };
}

/**
 * The dropdown's content for an answer (spec §2: author suggestions, at most 5, product
 * suggestions and a 'View all' link). Empty answers give no options at all: nothing to show.
 * Duplicate authors or products (same name, same product) are shown once.
 */
export function buildSuggestions(
  response: Pick<AutoCompleteResponse, 'authors' | 'searchResults'> | null | undefined,
  text: string,
): Suggestions {
  const seenAuthors = new Set<string>();
  const authors = (response?.authors ?? [])
    .filter((a) => {
      const key = (a.name || authorNames([a])).trim().toLowerCase();
      if (!key || seenAuthors.has(key)) return false;
      seenAuthors.add(key);
      return true;
    })
    .slice(0, MAX_AUTHOR_SUGGESTIONS)
    .map(authorOption);
  const seenProducts = new Set<string>();
  const products = (response?.searchResults ?? [])
    .filter((item) => {
      if (seenProducts.has(item.productId)) return false;
      seenProducts.add(item.productId);
      return true;
    })
    .slice(0, AUTOCOMPLETE_LIMIT)
    .map(productOption);
  const titles = new Map<string, number>();
  for (const p of products) titles.set(fold(p.fullTitle.trim()), (titles.get(fold(p.fullTitle.trim())) ?? 0) + 1);
  for (const p of products) p.sharesTitle = (titles.get(fold(p.fullTitle.trim())) ?? 0) > 1;
  const count = authors.length + products.length;
  const query = text.trim();
  const options: SuggestionOption[] =
    count === 0 ? [] : [...authors, ...products, { kind: 'view-all', key: 'view-all', query }];
  return { authors, products, options, count };
}

// --- keyboard ----------------------------------------------------------------------------

/**
 * ArrowDown / ArrowUp through `count` options; -1 is "none active" (the text field itself),
 * so the walk goes text → first … last → text, both ways (WAI-ARIA APG combobox).
 */
export function nextActiveIndex(current: number, count: number, direction: 'down' | 'up'): number {
  if (count <= 0) return -1;
  if (direction === 'down') return current >= count - 1 ? -1 : current + 1;
  return current <= -1 ? count - 1 : current - 1;
}

/**
 * What a key in the search field does to the dropdown (WAI-ARIA APG combobox), for a list
 * that is `open`, with option `active` (-1: none, the text) of `count`:
 * - a number (ArrowDown / ArrowUp): open the list if closed and make that option active;
 * - 'choose' (Enter on an active option; with none active the form submits the text);
 * - 'remove' (Delete on an active recent search, as browsers' own history lists do);
 * - 'close' (Escape on an open list; the next Escape, the field's, clears the text);
 * - 'leave' (Tab: close the list and let the key move the focus on);
 * - null: not the list's key.
 */
export type DropdownKey = number | 'choose' | 'remove' | 'close' | 'leave' | null;

export function dropdownKey(
  key: string,
  list: { open: boolean; active: number; count: number; activeKind: string | undefined },
): DropdownKey {
  if (key === 'ArrowDown' || key === 'ArrowUp') {
    return nextActiveIndex(list.active, list.count, key === 'ArrowDown' ? 'down' : 'up');
  }
  if (key === 'Enter') return list.activeKind ? 'choose' : null;
  if (key === 'Delete') return list.activeKind === 'recent' ? 'remove' : null;
  if (key === 'Escape') return list.open ? 'close' : null;
  return key === 'Tab' ? 'leave' : null;
}

/**
 * Where the chosen option is in the list now shown: the same product (by id), author (by name),
 * 'View all' or recent search stays chosen while the list still holds it, so a reader who
 * arrowed down before a slow answer arrived still opens what they picked with Enter. Not in
 * the list (or nothing chosen): none, -1.
 */
export function carriedActiveIndex(
  chosen: { kind: string; key: string; query?: string } | undefined,
  options: ReadonlyArray<{ kind: string; key: string; query?: string }>,
): number {
  if (!chosen) return -1;
  // Authors' keys are their place in the answer; their name is what a reader chose.
  if (chosen.kind === 'author') return options.findIndex((o) => o.kind === 'author' && o.query === chosen.query);
  return options.findIndex((o) => o.kind === chosen.kind && o.key === chosen.key);
}

// --- highlighting ------------------------------------------------------------------------

export interface TextPart {
  text: string;
  match: boolean;
}

/**
 * One character folded for comparison (lower case, accents off, Turkish dotless i as i, as the
 * search matches: contract/search-text.ts), keeping its length.
 */
function foldChar(ch: string): string {
  const folded = ch.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace('ı', 'i');
  if (folded.length === ch.length) return folded;
  const lower = ch.toLowerCase();
  return lower.length === ch.length ? lower : ch;
}

function fold(text: string): string {
  return Array.from(text).map(foldChar).join('');
}

/**
 * Splits `text` into parts, marking where a word of `query` starts a word of the text
 * (case and accents ignored), so "bio" marks "Bio" in "Campbell Biology".
 */
export function highlightParts(text: string, query: string): TextPart[] {
  const words = fold(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .sort((a, b) => b.length - a.length);
  if (words.length === 0 || text === '') return text ? [{ text, match: false }] : [];
  const haystack = fold(text);
  const marked = new Array<boolean>(text.length).fill(false);
  for (const word of words) {
    let from = 0;
    for (;;) {
      const at = haystack.indexOf(word, from);
      if (at < 0) break;
      const before = at === 0 ? '' : haystack.slice(at - 1, at);
      if (at === 0 || !/[\p{L}\p{N}]/u.test(before)) marked.fill(true, at, at + word.length);
      from = at + 1;
    }
  }
  const parts: TextPart[] = [];
  for (let i = 0; i < text.length; i++) {
    const match = marked[i] ?? false;
    const last = parts[parts.length - 1];
    if (last && last.match === match) last.text += text[i];
    else parts.push({ text: text[i] ?? '', match });
  }
  return parts;
}

// --- typing on ---------------------------------------------------------------------------

const wordsOf = (text: string) =>
  fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Every word of `query` starts a word of one of `texts` (case and accents ignored). */
export function matchesEveryWord(texts: readonly string[], query: string): boolean {
  const words = texts.flatMap(wordsOf);
  return wordsOf(query).every((q) => words.some((w) => w.startsWith(q)));
}

/**
 * The suggestions of an answer for other text, narrowed to those the box's `text` still
 * matches (spec §9): while the answer for the new text loads, the user keeps what
 * still fits instead of a blank or a list for text no longer in the box. 'View all' searches
 * the box's text. None left: nothing is shown.
 */
export function narrowSuggestions(suggestions: Suggestions, text: string): Suggestions {
  const authors = suggestions.authors.filter((a) => matchesEveryWord([a.query], text));
  const products = suggestions.products.filter((p) => matchesEveryWord([p.fullTitle, p.authors, p.isbn13 ?? ''], text));
  const count = authors.length + products.length;
  const options: SuggestionOption[] =
    count === 0 ? [] : [...authors, ...products, { kind: 'view-all', key: 'view-all', query: text.trim() }];
  return { authors, products, options, count };
}
