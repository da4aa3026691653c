// Which products a platform option, a show-by value and an audience list hold is one rule
// (contract/product-filters.ts) applied on both sides: in SQL by the server (filters-sql.ts:
// the search documents' masks, then the predicates over them) and in TypeScript by the offline
// search (src/domain/search/offline-search.ts). Both run here on the same products, against answers
// written by hand, on each database kind.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  inAudienceList,
  inPlatformOption,
  inShowByOption,
  PRODUCT_SHOW_BY,
  type FilterFacts,
} from '../../../contract/product-filters.ts';
import { PLATFORM_TYPES, RESULT_TYPES } from '../../../contract/search-options.ts';
import { inAudience, inPlatform, inShowBy, type SeenProduct } from '../../../src/domain/search/offline-search.ts';
import {
  audiencePredicate,
  masksOf,
  showByKeysOf,
  typeKeysOf,
} from '../../../server/modules/search/filters-sql.ts';
import { UNFILTERED } from '../../../server/modules/search/options.ts';
import { databaseKinds } from '../../support/test-db.ts';
import { useTestDatabase } from '../../support/test-app.ts';

interface Case {
  name: string;
  facts: FilterFacts;
  platforms: string[];
  showBy: string[];
  audiences: string[];
}

const product = (facts: Partial<FilterFacts>): FilterFacts => ({
  platform: 'etext',
  productType: 'other',
  productStage: 'live',
  isCustom: false,
  comingSoon: false,
  audience: 'highered',
  ...facts,
});

/** Each product with the lists a person reading spec §9 would put it in. */
const CASES: Case[] = [
  { name: 'a live eText', facts: product({}), platforms: ['all', 'etexts'], showBy: ['available'], audiences: ['highered'] },
  {
    name: 'a live REVEL course for both audiences',
    facts: product({ platform: 'revel', audience: 'all' }),
    platforms: ['all', 'courses'],
    showBy: ['available'],
    audiences: ['highered', 'k12'],
  },
  {
    name: 'a class test on REVEL (beta): only the beta option',
    facts: product({ platform: 'revel', productType: 'beta' }),
    platforms: ['beta'],
    showBy: ['available'],
    audiences: ['highered'],
  },
  {
    name: 'an eText sample in review: only the reviewer option',
    facts: product({ productStage: 'review', productType: 'sample' }),
    platforms: ['reviewer'],
    showBy: ['samples'],
    audiences: ['highered'],
  },
  {
    name: 'a class test in review: reviewer and beta',
    facts: product({ productStage: 'review', productType: 'beta', audience: 'k12' }),
    platforms: ['reviewer', 'beta'],
    showBy: ['available'],
    audiences: ['k12'],
  },
  {
    name: 'a custom collection coming soon, for K-12',
    facts: product({ platform: 'collection', isCustom: true, comingSoon: true, audience: 'k12' }),
    platforms: ['all', 'custom', 'collections'],
    showBy: ['comingSoon'],
    audiences: ['k12'],
  },
  {
    name: 'a custom REVEL course',
    facts: product({ platform: 'revel', isCustom: true }),
    platforms: ['all', 'courses', 'custom'],
    showBy: ['available'],
    audiences: ['highered'],
  },
  {
    name: 'a learning application',
    facts: product({ platform: 'learning_applications', audience: 'all' }),
    platforms: ['all', 'application'],
    showBy: ['available'],
    audiences: ['highered', 'k12'],
  },
  {
    name: 'a print book: only all',
    facts: product({ platform: 'print' }),
    platforms: ['all'],
    showBy: ['available'],
    audiences: ['highered'],
  },
  {
    name: 'a GLP sample coming soon: samples and coming soon, not available',
    facts: product({ platform: 'glp', productType: 'sample', comingSoon: true }),
    platforms: ['all'],
    showBy: ['samples', 'comingSoon'],
    audiences: ['highered'],
  },
];

/** The product as the device saw it in a search answer (only what the filters read). */
function seen(facts: FilterFacts): SeenProduct {
  return {
    item: {
      source: {
        'cnt:productType': facts.productType,
        'cnt:auxiliaryFields': {
          productPlatform: facts.platform,
          productStage: facts.productStage,
          comingSoon: facts.comingSoon,
          audience: facts.audience,
        },
      },
    },
    isCustom: facts.isCustom,
    institutions: [],
  } as unknown as SeenProduct;
}

describe('the contract rule and the offline search, case by case', () => {
  it.each(CASES)('$name', ({ facts, platforms, showBy, audiences }) => {
    expect(PLATFORM_TYPES.filter((type) => inPlatformOption(facts, type))).toEqual(platforms);
    expect(PRODUCT_SHOW_BY.filter((s) => inShowByOption(facts, s))).toEqual(showBy);
    expect(RESULT_TYPES.filter((a) => inAudienceList(facts, a))).toEqual(audiences);

    const device = seen(facts);
    expect(PLATFORM_TYPES.filter((type) => inPlatform(device, type))).toEqual(platforms);
    expect(PRODUCT_SHOW_BY.filter((filter) => inShowBy(device, { filter }))).toEqual(showBy);
    expect(RESULT_TYPES.filter((resultType) => inAudience(device, resultType))).toEqual(audiences);
  });

  it('no show-by and no audience hold every product; institution only the organisations that listed it', () => {
    for (const { facts } of CASES) {
      expect(inShowBy(seen(facts), {})).toBe(true);
      expect(inAudience(seen(facts), undefined)).toBe(true);
      expect(inShowBy(seen(facts), { filter: 'institution', institution: 'ORG-1' })).toBe(false);
    }
    const listed = { ...seen(product({})), institutions: ['ORG-1'] };
    expect(inShowBy(listed, { filter: 'institution', institution: 'ORG-1' })).toBe(true);
    expect(inShowBy(listed, { filter: 'institution', institution: 'ORG-2' })).toBe(false);
  });
});

describe.each(databaseKinds)('the SQL of filters-sql.ts on %s agrees case by case', (kind) => {
  const test = useTestDatabase(kind, false);

  it('the same lists as the contract rule, and as written by hand', async () => {
    const values = sql.join(
      CASES.map(
        ({ name, facts: f }) =>
          sql`(${name}, ${f.platform}, ${f.productType}, ${f.productStage}, ${f.isCustom}::boolean, ${f.comingSoon}::boolean, ${f.audience})`,
      ),
    );
    const masks = masksOf('p');
    const { rows } = await sql<{ name: string; platforms: string[]; show_by: string[]; highered: boolean; k12: boolean }>`
      select d.name, ${typeKeysOf('d')} as platforms, ${showByKeysOf('d')} as show_by,
        ${audiencePredicate('d', { ...UNFILTERED, audience: 'highered' })} as highered,
        ${audiencePredicate('d', { ...UNFILTERED, audience: 'k12' })} as k12
      from (
        select p.name, ${masks.type} as type_mask, ${masks.show} as show_mask, ${masks.audience} as audience_mask
        from (values ${values}) as p(name, platform, product_type, product_stage, is_custom, coming_soon, audience)
      ) d`.execute(test.database.db);
    const byName = new Map(rows.map((r) => [r.name, r]));
    for (const { name, facts, platforms, showBy, audiences } of CASES) {
      const row = byName.get(name)!;
      expect(row.platforms, name).toEqual(platforms);
      expect(row.platforms, name).toEqual(PLATFORM_TYPES.filter((type) => inPlatformOption(facts, type)));
      // showByKeysOf lists '' (no show-by) for every product first.
      expect(row.show_by, name).toEqual(['', ...showBy]);
      expect(row.show_by.slice(1), name).toEqual(PRODUCT_SHOW_BY.filter((s) => inShowByOption(facts, s)));
      expect(RESULT_TYPES.filter((a) => row[a]), name).toEqual(audiences);
      expect(RESULT_TYPES.filter((a) => row[a]), name).toEqual(RESULT_TYPES.filter((a) => inAudienceList(facts, a)));
    }
  });
});
