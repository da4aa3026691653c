// The search bar's autocomplete rules (src/domain/search/autocomplete.ts) against spec §2, §4, §5,
// §7 and §9.
import { describe, expect, it } from 'vitest';
import type { AutoCompleteItem, AutoCompleteResponse } from '../../contract/wire';
import { AUTOCOMPLETE_DELAY_MS, AUTOCOMPLETE_LIMIT } from '../../contract/search-options';
import {
  autocompleteContext,
  autocompleteText,
  buildSuggestions,
  carriedActiveIndex,
  continuesText,
  dropdownKey,
  highlightParts,
  matchesEveryWord,
  narrowSuggestions,
  nextActiveIndex,
  platformLabelKey,
  thumbnailUrl,
} from '../../src/domain/search/autocomplete';
import { DEFAULT_COVER } from '../../src/domain/product/cover';

function item(n: number, overrides: Partial<AutoCompleteItem['source']> = {}): AutoCompleteItem {
  return {
    productId: `978000000000${n}`,
    uuid: `00000000-0000-4000-8000-00000000000${n}`,
    matchedFields: ['name'],
    source: {
      name: `Biology ${n}`,
      slug: `biology-${n}`,
      isbn13: `978000000000${n}`,
      images: [{ type: 'thumbnail', url: `/api/covers/978000000000${n}.svg` }],
      auxiliaryFields: { productPlatform: 'etext', authors: [{ givenName: 'Lisa', familyName: 'Urry' }] },
      productModel: { name: 'ETEXT2_PXE' },
      orgId: null,
      ...overrides,
    },
  };
}

const author = (name: string, count = 3) => {
  const [givenName = '', ...rest] = name.split(' ');
  return { name, givenName, familyName: rest.join(' '), count };
};

describe('when to ask (spec §4, §5, §9)', () => {
  it('asks from 3 characters, not counting surrounding spaces', () => {
    expect(autocompleteText('')).toBeNull();
    expect(autocompleteText('bi')).toBeNull();
    expect(autocompleteText('  bi  ')).toBeNull();
    expect(autocompleteText('bio')).toBe('bio');
    expect(autocompleteText('数学史')).toBe('数学史');
  });

  it('drops leading spaces, folds runs of spaces and keeps one trailing space (the last word is complete)', () => {
    expect(autocompleteText('   campbell    bio')).toBe('campbell bio');
    expect(autocompleteText('bio   ')).toBe('bio ');
    expect(autocompleteText('bio\t')).toBe('bio ');
  });

  it('never sends more than 100 characters (spec §5)', () => {
    expect(autocompleteText('a'.repeat(150))).toHaveLength(100);
  });

  it('waits 300 ms after the last key and asks for 24 (spec §9)', () => {
    expect(AUTOCOMPLETE_DELAY_MS).toBe(300);
    expect(AUTOCOMPLETE_LIMIT).toBe(24);
  });
});

describe('no flicker, no stale suggestions', () => {
  it('the last answer stands in only while the text goes on from it', () => {
    expect(continuesText('bio', 'biol')).toBe(true);
    expect(continuesText('biol', 'bio ')).toBe(true);
    expect(continuesText('Bio', 'biology')).toBe(true);
    expect(continuesText('bio', 'chem')).toBe(false);
    expect(continuesText('', 'chem')).toBe(false);
  });
});

describe('what to ask with (spec §7)', () => {
  const base = { type: 'all', cat: '', disc: '', limit: 24, offset: 0 };

  it('anonymous: type all, cat and disc empty, the limit, no organisation', () => {
    expect(autocompleteContext({ search: '?q=x&ref=revel', organisation: null, country: null })).toEqual({
      ...base,
      country: '',
      institution: '',
      token: '',
      orgClassification: '',
    });
  });

  it("signed in: the current organisation and its class, the user's country", () => {
    // Which organisation is current is spec §4's choice (organisation-choice.ts), made by the caller.
    expect(
      autocompleteContext({ search: '', organisation: { orgId: 'uni', classification: 'higher_ed' }, country: 'US' }),
    ).toEqual({ ...base, token: '', institution: 'uni', orgClassification: 'higher_ed', country: 'US' });
    expect(
      autocompleteContext({ search: '', organisation: { orgId: 'school-1', classification: 'School' }, country: null }),
    ).toMatchObject({ institution: 'school-1', orgClassification: 'school', country: '' });
    // no organisation: institution and class empty
    expect(autocompleteContext({ search: '', organisation: null, country: 'US' })).toMatchObject({
      institution: '',
      orgClassification: '',
      country: 'US',
    });
  });

  it('with an LMS token: the token, the LMS organisation class, institution and country empty', () => {
    expect(
      autocompleteContext({
        search: '?integration_context_token=tok',
        organisation: { orgId: 'lms-school', classification: 'school' },
        country: 'US',
      }),
    ).toMatchObject({
      token: 'tok',
      institution: '',
      country: '',
      orgClassification: 'school',
    });
  });

  it('names the page’s locale for its subject names, except en-us (the API’s default)', () => {
    expect(autocompleteContext({ search: '', organisation: null, country: null, locale: 'tr-tr' })).toEqual({
      ...base,
      country: '',
      institution: '',
      token: '',
      orgClassification: '',
      locale: 'tr-tr',
    });
    expect(autocompleteContext({ search: '', organisation: null, country: null, locale: 'en-us' })).not.toHaveProperty('locale');
  });
});

describe('what the dropdown shows (spec §2 "Search bar", §9)', () => {
  it('at most 5 authors, the products, then View all with the trimmed text', () => {
    const response: AutoCompleteResponse = {
      authors: ['Ann Lee', 'Bob Lee', 'Cy Lee', 'Di Lee', 'Ed Lee', 'Flo Lee', 'Gus Lee'].map((n) => author(n)),
      searchResults: [item(1), item(2)],
    };
    const s = buildSuggestions(response, 'lee ');
    expect(s.authors.map((a) => a.query)).toEqual(['Ann Lee', 'Bob Lee', 'Cy Lee', 'Di Lee', 'Ed Lee']);
    expect(s.products.map((p) => p.productId)).toEqual(['9780000000001', '9780000000002']);
    expect(s.options.map((o) => o.kind)).toEqual([...Array(5).fill('author'), 'product', 'product', 'view-all']);
    expect(s.options.at(-1)).toEqual({ kind: 'view-all', key: 'view-all', query: 'lee' });
    expect(s.count).toBe(7);
  });

  it('nothing to suggest: no options at all (no lone View all)', () => {
    expect(buildSuggestions({ authors: [], searchResults: [] }, 'zzz').options).toEqual([]);
    expect(buildSuggestions(undefined, 'zzz').options).toEqual([]);
  });

  it('shows an author or product once', () => {
    const s = buildSuggestions(
      { authors: [author('Ann Lee'), author('ann lee')], searchResults: [item(1), item(1)] },
      'ann',
    );
    expect(s.authors).toHaveLength(1);
    expect(s.products).toHaveLength(1);
  });

  it('cuts titles at 50 and author names at 55 characters plus an ellipsis', () => {
    const long = 'A'.repeat(60);
    const s = buildSuggestions(
      {
        authors: [author(`Ann ${'B'.repeat(60)}`)],
        searchResults: [
          item(1, {
            name: long,
            auxiliaryFields: {
              productPlatform: 'etext',
              authors: [{ givenName: 'C'.repeat(40), familyName: 'D'.repeat(40) }],
            },
          }),
        ],
      },
      'aaa',
    );
    expect(s.products[0]!.title).toBe(`${'A'.repeat(50)}…`);
    expect(s.products[0]!.fullTitle).toBe(long);
    expect(s.products[0]!.authors).toBe(`${'C'.repeat(40)} ${'D'.repeat(14)}…`);
    expect(s.authors[0]!.label).toBe(`Ann ${'B'.repeat(51)}…`);
    expect(s.authors[0]!.query).toBe(`Ann ${'B'.repeat(60)}`);
  });

  it('joins product authors with commas', () => {
    const s = buildSuggestions(
      {
        authors: [],
        searchResults: [
          item(1, {
            auxiliaryFields: {
              productPlatform: 'revel',
              authors: [
                { givenName: 'Lisa', familyName: 'Urry' },
                { givenName: '', familyName: 'Cain' },
              ],
            },
          }),
        ],
      },
      'bio',
    );
    expect(s.products[0]!.authors).toBe('Lisa Urry, Cain');
    expect(s.products[0]!.platform).toBe('courses');
  });

  it('names the platform by its platform filter option (spec §9)', () => {
    expect(platformLabelKey('etext', 'ETEXT2_PXE')).toBe('etexts');
    expect(platformLabelKey('revel', 'REVEL')).toBe('courses');
    expect(platformLabelKey('collection', 'COLLECTION')).toBe('collections');
    expect(platformLabelKey('collection', 'CUSTOM_COLLECTIONS')).toBe('custom');
    expect(platformLabelKey('learning_applications', 'MEDIA_SHARE')).toBe('application');
    expect(platformLabelKey('print', 'ETEXT1_PDF')).toBe('print');
    expect(platformLabelKey('glp', 'SUMATRA')).toBe('glp');
  });

  it('thumbnail: the thumbnail image, else the default image (which covers are ours: cover.test.ts)', () => {
    expect(thumbnailUrl(item(1))).toBe('/api/covers/9780000000001.svg');
    expect(thumbnailUrl(item(1, { images: [] }))).toBe(DEFAULT_COVER);
  });
});

describe('keyboard walk', () => {
  it('ArrowDown: text → first … last → text; ArrowUp the other way', () => {
    expect(nextActiveIndex(-1, 3, 'down')).toBe(0);
    expect(nextActiveIndex(0, 3, 'down')).toBe(1);
    expect(nextActiveIndex(2, 3, 'down')).toBe(-1);
    expect(nextActiveIndex(-1, 3, 'up')).toBe(2);
    expect(nextActiveIndex(0, 3, 'up')).toBe(-1);
    expect(nextActiveIndex(-1, 0, 'down')).toBe(-1);
  });
});

describe('dropdownKey: what a key in the field does to the list (a number: that option made active)', () => {
  const list = (open: boolean, active: number, activeKind?: string) => ({ open, active, count: 4, activeKind });

  it('the arrows walk the options, and open a closed list on its first (down) or last (up) option', () => {
    expect(dropdownKey('ArrowDown', list(true, 1, 'author'))).toBe(2);
    expect(dropdownKey('ArrowUp', list(true, 0, 'recent'))).toBe(-1);
    expect(dropdownKey('ArrowDown', list(false, -1))).toBe(0);
    expect(dropdownKey('ArrowUp', list(false, -1))).toBe(3);
    expect(dropdownKey('ArrowDown', { open: false, active: -1, count: 0, activeKind: undefined })).toBe(-1);
  });

  it("Enter takes the active option; with none active it is the form's (submits the text)", () => {
    expect(dropdownKey('Enter', list(true, 2, 'product'))).toBe('choose');
    expect(dropdownKey('Enter', list(true, -1))).toBeNull();
  });

  it('Delete removes an active recent search only', () => {
    expect(dropdownKey('Delete', list(true, 0, 'recent'))).toBe('remove');
    expect(dropdownKey('Delete', list(true, 2, 'product'))).toBeNull();
    expect(dropdownKey('Delete', list(true, -1))).toBeNull();
  });

  it("Escape closes an open list and is the field's once closed; Tab closes and moves on; other keys are the field's", () => {
    expect(dropdownKey('Escape', list(true, -1))).toBe('close');
    expect(dropdownKey('Escape', list(false, -1))).toBeNull();
    expect(dropdownKey('Tab', list(true, 1, 'author'))).toBe('leave');
    expect(dropdownKey('a', list(true, 1, 'author'))).toBeNull();
    expect(dropdownKey('Home', list(true, 1, 'author'))).toBeNull();
  });
});

describe('highlighting', () => {
  const marked = (text: string, query: string) =>
    highlightParts(text, query)
      .filter((p) => p.match)
      .map((p) => p.text);

  it('marks where a typed word starts a word, ignoring case and accents', () => {
    expect(marked('Campbell Biology', 'bio')).toEqual(['Bio']);
    expect(marked('Campbell Biology', 'campbell bio')).toEqual(['Campbell', 'Bio']);
    expect(marked('Émile Zola', 'emi')).toEqual(['Émi']);
    expect(marked('Microbiology', 'bio')).toEqual([]);
  });

  it('keeps the whole text, in order', () => {
    const parts = highlightParts('Campbell Biology', 'bio');
    expect(parts.map((p) => p.text).join('')).toBe('Campbell Biology');
    expect(highlightParts('Campbell', '')).toEqual([{ text: 'Campbell', match: false }]);
  });
});

describe('typing on: the last suggestions narrowed to the text in the box (spec §9)', () => {
  it('a word matches where it starts a word, case and accents ignored; every word must match', () => {
    expect(matchesEveryWord(['Campbell Biología'], 'biolo')).toBe(true);
    expect(matchesEveryWord(['Campbell Biology'], 'camp bio')).toBe(true);
    expect(matchesEveryWord(['Campbell Biology'], 'ology')).toBe(false);
    expect(matchesEveryWord(['Campbell Biology', 'Lisa Urry'], 'biology urry')).toBe(true);
    expect(matchesEveryWord(['Campbell Biology'], 'biology chem')).toBe(false);
  });

  it('keeps the authors and products the new text still matches, View all searching the new text', () => {
    const built = buildSuggestions(
      {
        authors: [author('Bianca Lee'), author('Bill Biondi')],
        searchResults: [item(1, { name: 'Biology' }), item(2, { name: 'Bioethics' })],
      },
      'bi',
    );
    const narrowed = narrowSuggestions(built, 'biol');
    expect(narrowed.authors).toEqual([]);
    expect(narrowed.products.map((p) => p.title)).toEqual(['Biology']);
    expect(narrowed.options.at(-1)).toEqual({ kind: 'view-all', key: 'view-all', query: 'biol' });
    expect(narrowed.count).toBe(1);
    expect(narrowSuggestions(built, 'chem').options).toEqual([]);
  });
});

describe('the same title in several formats', () => {
  it('marks products whose title another suggestion shares, case ignored', () => {
    const { products } = buildSuggestions(
      {
        authors: [],
        searchResults: [
          item(1, { name: 'Campbell Biology' }),
          item(2, { name: 'campbell biology', auxiliaryFields: { productPlatform: 'revel', authors: [] } }),
          item(3, { name: 'Chemistry' }),
        ],
      },
      'bio',
    );
    expect(products.map((p) => [p.title, p.platform, p.sharesTitle])).toEqual([
      ['Campbell Biology', 'etexts', true],
      ['campbell biology', 'courses', true],
      ['Chemistry', 'etexts', false],
    ]);
  });
});

describe('carriedActiveIndex: the chosen option survives a list that changes under the reader', () => {
  const product = (id: string) => ({ kind: 'product', key: `product-${id}` });
  const author = (index: number, name: string) => ({ kind: 'author', key: `author-${index}`, query: name });
  const viewAll = (q: string) => ({ kind: 'view-all', key: 'view-all', query: q });

  it('nothing chosen: none', () => {
    expect(carriedActiveIndex(undefined, [product('1')])).toBe(-1);
  });

  it('a product keeps being chosen where a slower answer moved it', () => {
    const next = [author(0, 'Helen Wells'), product('2'), product('1'), viewAll('biology')];
    expect(carriedActiveIndex(product('1'), next)).toBe(2);
  });

  it('an author is the same by name, not by place', () => {
    const next = [author(0, 'Naomi Wilson'), author(1, 'Helen Wells')];
    expect(carriedActiveIndex(author(0, 'Helen Wells'), next)).toBe(1);
    expect(carriedActiveIndex(author(1, 'Peter Morris'), next)).toBe(-1);
  });

  it("'View all' stays chosen for the longer text", () => {
    expect(carriedActiveIndex(viewAll('biol'), [product('1'), viewAll('biology')])).toBe(1);
  });

  it('gone from the new answer: none', () => {
    expect(carriedActiveIndex(product('9'), [product('1'), viewAll('biology')])).toBe(-1);
  });
});
