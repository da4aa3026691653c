import { describe, expect, it } from 'vitest';
import { generateCatalogue, referenceRows, type GeneratedCatalogue } from '../../../server/ingest/generator/index.ts';
import { PLATFORMS, PRODUCT_MODELS, CURRENCIES, OFFER_KINDS } from '../../../contract/catalogue.ts';
import { DISCIPLINE_CODE_PATTERN } from '../../../contract/search-options.ts';
import type { TocNode } from '../../../server/db/types.ts';

const PRODUCT_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
const CODE = new RegExp(DISCIPLINE_CODE_PATTERN);

// The API tests' catalogue (tests/support/test-db.ts) and a larger one.
const small = generateCatalogue({ products: 240, seed: 7 });
const large = generateCatalogue({ products: 3000, seed: 1 });

const parse = <T>(json: unknown): T => JSON.parse(json as string) as T;

function depth(nodes: TocNode[]): number {
  return nodes.length === 0 ? 0 : 1 + Math.max(...nodes.map((n) => depth(n.children ?? [])));
}

describe('determinism', () => {
  it('gives the same catalogue for the same seed', () => {
    expect(generateCatalogue({ products: 240, seed: 7 })).toEqual(small);
  });

  it('gives a different catalogue for a different seed', () => {
    const other = generateCatalogue({ products: 240, seed: 8 });
    expect(other.products.map((p) => p.product_id)).not.toEqual(small.products.map((p) => p.product_id));
    expect(other.products.map((p) => p.name)).not.toEqual(small.products.map((p) => p.name));
  });

  it('makes exactly the number of products asked for', () => {
    for (const n of [0, 1, 7, 240]) expect(generateCatalogue({ products: n, seed: 3 }).products).toHaveLength(n);
  });
});

describe('ISBNs (spec §2: "ISBN-13 (second entry of the isbn list)")', () => {
  const checkIsbn13 = (isbn: string) => {
    const sum = [...isbn.slice(0, 12)].reduce((s, d, i) => s + Number(d) * (i % 2 ? 3 : 1), 0);
    return /^97[89]\d{10}$/.test(isbn) && (10 - (sum % 10)) % 10 === Number(isbn[12]);
  };
  const checkIsbn10 = (isbn: string) => {
    const sum = [...isbn].reduce((s, d, i) => s + (d === 'X' ? 10 : Number(d)) * (10 - i), 0);
    return /^\d{9}[\dX]$/.test(isbn) && sum % 11 === 0;
  };

  it('has valid ISBN-13 check digits, the ISBN-13 second in the list, unique per product', () => {
    for (const p of large.products) {
      expect(checkIsbn13(p.isbn13!), p.isbn13!).toBe(true);
      expect(p.isbns![1]).toBe(p.isbn13);
      expect(p.isbns![0]!.length === 10 ? checkIsbn10(p.isbns![0]!) : checkIsbn13(p.isbns![0]!)).toBe(true);
    }
    expect(new Set(large.products.map((p) => p.isbn13)).size).toBe(large.products.length);
  });

  it('has the ISBN-10 of every 978 ISBN-13 and none for 979', () => {
    const with979 = large.products.filter((p) => p.isbn13!.startsWith('979'));
    expect(with979.length).toBeGreaterThan(0);
    for (const p of with979) expect(p.isbn10).toBeNull();
    for (const p of large.products.filter((q) => q.isbn13!.startsWith('978'))) {
      expect(checkIsbn10(p.isbn10!)).toBe(true);
      expect(p.isbn10!.slice(0, 9)).toBe(p.isbn13!.slice(3, 12));
    }
  });

  it('lists the ISBN-10 first for print books', () => {
    for (const p of large.products.filter((q) => q.platform === 'print')) expect(p.isbns![0]).toBe(p.isbn10);
  });

  it('uses the ISBN-13 as product id', () => {
    for (const p of large.products) {
      expect(p.product_id).toMatch(PRODUCT_ID);
      expect(p.product_id).toBe(p.isbn13);
    }
  });
});

describe('subjects (spec §3 Discipline list)', () => {
  const ref = referenceRows();

  it('has at least 12 categories and 80 primary disciplines, each with secondary ones', () => {
    expect(ref.categories.length).toBeGreaterThanOrEqual(12);
    expect(ref.primaries.length).toBeGreaterThanOrEqual(80);
    for (const p of ref.primaries)
      expect(
        ref.secondaries.some((s) => s.primary_code === p.code),
        p.code,
      ).toBe(true);
    expect(ref.primaries.map((p) => p.name)).toEqual(
      expect.arrayContaining(['Biology', 'Microbiology', 'Accounting', 'Finance', 'Nursing']),
    );
  });

  it('has codes that fit the discipline code pattern and are unique across all levels', () => {
    const codes = [...ref.categories, ...ref.primaries, ...ref.secondaries].map((r) => r.code);
    for (const code of codes) expect(code).toMatch(CODE);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('uses only known subjects on products, the main one first', () => {
    const primaries = new Set(ref.primaries.map((p) => p.code));
    const secondaries = new Map(ref.secondaries.map((s) => [s.code, s.primary_code]));
    for (const d of large.productDisciplines) {
      expect(primaries.has(d.primary_code)).toBe(true);
      if (d.secondary_code) expect(secondaries.get(d.secondary_code)).toBe(d.primary_code);
    }
    const mains = large.productDisciplines.filter((d) => d.is_main);
    expect(new Set(mains.map((d) => d.product_id)).size).toBe(large.products.length);
  });
});

describe('coverage: every kind of product the spec names', () => {
  for (const [label, catalogue] of [
    ['240 products, seed 7', small],
    ['3,000 products, seed 1', large],
  ] as const) {
    describe(label, () => {
      const products = catalogue.products;

      it('has every platform and every product model of the schema', () => {
        expect(new Set(products.map((p) => p.platform))).toEqual(new Set(PLATFORMS));
        expect(new Set(products.map((p) => p.product_model))).toEqual(new Set(PRODUCT_MODELS));
      });

      it('has sample, beta (class test), review-stage and coming-soon items', () => {
        expect(products.some((p) => p.product_type === 'sample' && p.version === 'SAMPLE')).toBe(true);
        expect(products.some((p) => p.product_type === 'beta' && p.version === 'BETA')).toBe(true);
        const review = products.filter((p) => p.product_stage === 'review');
        expect(review.length).toBeGreaterThan(0);
        for (const p of review) expect(p.content_published_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00Z$/);
        expect(products.filter((p) => p.product_stage !== 'review').every((p) => p.content_published_at === null)).toBe(
          true,
        );
        expect(products.some((p) => p.coming_soon)).toBe(true);
      });

      it('has K-12, higher-ed and all-audience items, K-12 ones available for licence', () => {
        expect(new Set(products.map((p) => p.audience))).toEqual(new Set(['k12', 'highered', 'all']));
        expect(products.some((p) => p.audience === 'k12' && p.k12_available_for_license)).toBe(true);
        expect(products.filter((p) => p.audience === 'highered').every((p) => !p.k12_available_for_license)).toBe(true);
      });

      it('has offers of every kind in all seven currencies, institutional and national', () => {
        const offers = catalogue.offers;
        expect(new Set(offers.map((o) => o.currency))).toEqual(new Set(CURRENCIES));
        expect(new Set(offers.map((o) => o.kind))).toEqual(new Set(OFFER_KINDS));
        expect(new Set(products.map((p) => p.offer_type))).toEqual(new Set(['institutional', 'national']));
        const national = offers.filter((o) => o.scope === 'national');
        const byCountry = new Map<string, Set<string>>();
        for (const o of national)
          byCountry.set(
            `${o.product_id}/${o.country}`,
            (byCountry.get(`${o.product_id}/${o.country}`) ?? new Set()).add(o.kind),
          );
        const groups = [...byCountry.values()];
        expect(groups.some((kinds) => kinds.has('DIRECT_BILL'))).toBe(true);
        expect(groups.some((kinds) => !kinds.has('DIRECT_BILL'))).toBe(true);
        for (const o of offers) {
          expect(o.duration_days).toBeGreaterThan(0);
          expect(o.scope === 'institutional' ? o.org_id : o.country).toBeTruthy();
        }
        expect(new Set(offers.map((o) => o.offer_id)).size).toBe(offers.length);
      });

      it('gives school-licence products available-to-buy offers and seat licences', () => {
        const licensable = new Set(products.filter((p) => p.k12_available_for_license).map((p) => p.product_id));
        expect(catalogue.availableToBuy.length).toBeGreaterThan(0);
        for (const o of catalogue.availableToBuy) expect(licensable.has(o.product_id)).toBe(true);
        const active = catalogue.seatLicences.filter((l) => l.status === 'active');
        expect(new Set(active.map((l) => l.org_id)).size).toBeGreaterThanOrEqual(2);
        expect(catalogue.seatLicences.some((l) => l.status === 'expired')).toBe(true);
      });

      it('has collections with modules and a source textbook', () => {
        const collections = products.filter((p) => p.platform === 'collection');
        expect(collections.length).toBeGreaterThan(0);
        for (const c of collections) {
          const modules = catalogue.modules.filter((m) => m.product_id === c.product_id);
          expect(modules.length).toBeGreaterThan(0);
          expect(c.module_count).toBe(modules.length);
          expect(c.source_textbook).toMatch(/, \d+e$/);
        }
      });

      it('has alternate formats: at most 4, existing, never the product itself', () => {
        const ids = new Set(products.map((p) => p.product_id));
        expect(catalogue.relatedProducts.length).toBeGreaterThan(0);
        const perProduct = new Map<string, number>();
        for (const r of catalogue.relatedProducts) {
          expect(ids.has(r.related_product_id)).toBe(true);
          expect(r.related_product_id).not.toBe(r.product_id);
          perProduct.set(r.product_id, (perProduct.get(r.product_id) ?? 0) + 1);
        }
        expect(Math.max(...perProduct.values())).toBeLessThanOrEqual(4);
      });

      it('has products without a cover, to exercise the default image', () => {
        expect(products.some((p) => p.has_cover === false)).toBe(true);
      });
    });
  }

  it('leaves about 2% of products without a cover', () => {
    const share = large.products.filter((p) => !p.has_cover).length / large.products.length;
    expect(share).toBeGreaterThan(0.01);
    expect(share).toBeLessThan(0.04);
  });

  it('spreads publication dates over about 15 years', () => {
    const years = new Set(large.products.map((p) => String(p.date_published).slice(0, 4)));
    for (let y = 2011; y <= 2025; y++) expect(years.has(String(y))).toBe(true);
  });
});

describe('content reads like a publisher catalogue', () => {
  const products = large.products;

  it('has textbook titles with filled templates, editions like "12e" and slugs', () => {
    for (const p of products) {
      expect(p.name).not.toMatch(/[{}]|undefined|null/);
      if (p.book_edition !== null) expect(p.book_edition).toMatch(/^\d+e$/);
      expect(p.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    }
    expect(products.filter((p) => p.platform === 'learning_applications').every((p) => p.book_edition === null)).toBe(
      true,
    );
    expect(new Set(products.map((p) => p.name)).size).toBeGreaterThan(500);
  });

  it('has deterministic, unique UUIDs', () => {
    const uuids = products.map((p) => p.uuid);
    for (const u of uuids) expect(u).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(uuids).size).toBe(uuids.length);
  });

  it('has HTML descriptions with paragraphs, lists and links to relative or example.com addresses only', () => {
    for (const p of products) {
      const html = p.description_html!;
      expect(html).toMatch(/^<p>/);
      expect(html).toContain('<ul><li>');
      const hrefs = [...html.matchAll(/(?:href|src)="([^"]+)"/g)].map((m) => m[1]!);
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of hrefs) expect(href).toMatch(/^(\/|https:\/\/www\.example\.com\/)/);
      expect(p.description_text).not.toMatch(/[<>]/);
      expect(p.description_text!.length).toBeGreaterThan(145);
    }
  });

  it('fills the columns the search reads', () => {
    const byProduct = new Map<string, { given_name?: string; family_name: string }[]>();
    for (const a of large.authors) byProduct.set(a.product_id, [...(byProduct.get(a.product_id) ?? []), a]);
    const ref = referenceRows();
    const categoryName = new Map(ref.categories.map((c) => [c.code, c.name]));
    const primary = new Map(ref.primaries.map((p) => [p.code, p]));
    for (const p of products) {
      const authors = byProduct.get(p.product_id) ?? [];
      expect(p.first_author_family_name ?? null).toBe(authors[0]?.family_name ?? null);
      for (const a of authors) {
        expect(p.authors_text).toContain(a.given_name!);
        expect(p.authors_text).toContain(a.family_name);
      }
      const main = large.productDisciplines.find((d) => d.product_id === p.product_id && d.is_main)!;
      const pd = primary.get(main.primary_code)!;
      expect(p.disciplines_text).toContain(pd.name);
      expect(p.disciplines_text).toContain(categoryName.get(pd.category_code)!);
      expect(p.cover_color).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('gives authors biographies', () => {
    for (const a of large.authors) expect(a.biography).toMatch(new RegExp(`^${a.given_name} ${a.family_name} is `));
  });

  it('has tables of contents two or three levels deep, with their text form', () => {
    const depths = new Set<number>();
    for (const t of large.tocs) {
      const toc = parse<TocNode[]>(t.toc);
      depths.add(depth(toc));
      expect(t.toc_string.split('\n')[0]).toBe(toc[0]!.label);
    }
    expect(depths).toEqual(new Set([2, 3]));
  });

  it('points use actions at the console and previews at relative paths', () => {
    for (const p of products) {
      const actions = parse<{ name: string; target: { url?: string; urlTemplate?: string } }[]>(p.use_actions);
      expect(actions.length).toBeGreaterThan(0);
      for (const a of actions) expect(a.target.url ?? a.target.urlTemplate).toMatch(/^\/console\//);
      if (p.preview_url) expect(p.preview_url).toMatch(/^\/console\//);
    }
  });
});

describe('organisations and discipline features', () => {
  const ref = referenceRows();

  it('has higher-ed and school organisations in several countries, with ORG- ids', () => {
    const orgs = ref.organisations;
    for (const o of orgs) expect(o.org_id).toMatch(/^ORG-[A-Z]{2}-(HE|K12)-\d{3}$/);
    expect(new Set(orgs.map((o) => o.country))).toEqual(new Set(['US', 'CA', 'GB', 'AU', 'NZ', 'DE', 'FR', 'TR']));
    expect(orgs.filter((o) => o.country === 'US' && o.classification === 'higher_ed').length).toBeGreaterThanOrEqual(2);
    expect(orgs.filter((o) => o.classification === 'school').length).toBeGreaterThanOrEqual(2);
  });

  it('has one mobile feature with app CTAs for android and iTunes (spec §3)', () => {
    const mobile = ref.disciplineFeatures.filter(
      (f) => (parse<{ appCTAs?: unknown[] }>(f.content).appCTAs ?? []).length > 0,
    );
    expect(mobile).toHaveLength(1);
    const ctas = parse<{ appCTAs: { platformType: string; ctaUrl: string; ctaImageUrl: string }[] }>(
      mobile[0]!.content,
    ).appCTAs;
    expect(ctas.map((c) => c.platformType).sort()).toEqual(['android', 'iTunes']);
  });

  it('has features for every primary discipline with the spec §3 content fields', () => {
    for (const p of ref.primaries) {
      const rows = ref.disciplineFeatures.filter((f) => f.primary_code === p.code);
      expect(rows.length).toBeGreaterThan(0);
      for (const r of rows) {
        expect(Object.keys(parse<object>(r.content))).toEqual(
          expect.arrayContaining([
            'resourceUrl',
            'primaryTitle',
            'secondaryTitle',
            'description',
            'studentDescription',
            'ctaText',
            'ctaUrl',
          ]),
        );
      }
    }
  });
});

// Type-level check that the catalogue has every table's rows.
const _tables: (keyof GeneratedCatalogue)[] = [
  'categories',
  'primaries',
  'secondaries',
  'organisations',
  'disciplineFeatures',
  'products',
  'authors',
  'productDisciplines',
  'relatedProducts',
  'tocs',
  'modules',
  'offers',
  'availableToBuy',
  'seatLicences',
];
void _tables;
