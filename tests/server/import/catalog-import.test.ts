import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { databaseKinds } from '../../support/test-db.ts';
import { useTestDatabase } from '../../support/test-app.ts';
import { refusedImport } from './refused-import.ts';
import { formatIssue, importCatalog } from '../../../server/ingest/catalog-import.ts';
import { findProduct } from '../../../server/modules/catalogue/product-repository.ts';
import { isbn13CheckDigit } from '../../../server/ingest/generator/isbn.ts';

const SAMPLE = readFileSync(new URL('../../../examples/catalog-sample.jsonl', import.meta.url), 'utf8');
const sampleLines = SAMPLE.trim()
  .split('\n')
  .map((l) => JSON.parse(l) as Record<string, unknown>);
const SAMPLE_IDS = sampleLines.map((l) => l.productId as string);

/** A valid product line with a fresh id (ISBN-13 in the 978-1-9998 block, unused by the generator's salt-free tests). */
function line(n: number, changes: Record<string, unknown> = {}): Record<string, unknown> {
  const first12 = `97819998${String(n).padStart(4, '0')}`;
  const isbn = first12 + isbn13CheckDigit(first12);
  const { offers: _offers, isRelatedTo: _related, ...base } = sampleLines[0]!;
  return { ...base, productId: isbn, isbn: [isbn], name: `Imported Title ${n}`, ...changes };
}
const jsonl = (...lines: unknown[]) => lines.map((l) => (typeof l === 'string' ? l : JSON.stringify(l))).join('\n');

describe.each(databaseKinds)('catalogue import on %s', (kind) => {
  const t = useTestDatabase(kind);
  const count = async () =>
    (
      await t.database.db
        .selectFrom('product')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;

  it('imports the example file: products, authors, subjects, offers, contents, modules, related, search documents', async () => {
    const before = Number(await count());
    const result = await importCatalog(t.database.db, SAMPLE);
    expect(result).toEqual(expect.objectContaining({ imported: 4, created: 4, updated: 0, skipped: [], lines: 4 }));
    expect(Number(await count())).toBe(before + 4);

    const db = t.database.db;
    const [etext, revel, collection, k12] = SAMPLE_IDS as [string, string, string, string];
    const row = await db.selectFrom('product').selectAll().where('product_id', '=', etext).executeTakeFirstOrThrow();
    expect(row).toEqual(
      expect.objectContaining({
        name: 'Marine Robotics: Principles and Practice',
        slug: 'marine-robotics-principles-and-practice',
        platform: 'etext',
        isbn13: etext,
        isbn10: '1999000013',
        first_author_family_name: 'Ortega',
        has_cover: true,
        offer_type: 'national',
      }),
    );
    expect(row.isbns[1]).toBe(etext);
    expect(row.authors_text).toBe('Marisol K. Ortega, Tomasz Lindqvist');
    expect(row.disciplines_text).toContain('Oceanography');
    expect(row.disciplines_text).toContain('Physical Sciences');
    expect(row.description_text).not.toContain('<');
    // The import refreshed the product's search document (table of migration 0002).
    const { rows: documents } = await sql<{ n: number }>`
      select count(*)::int as n from search_document where product_id = ${etext}`.execute(db);
    expect(documents[0]!.n).toBe(1);

    expect(
      await db
        .selectFrom('offer')
        .select(['offer_id', 'scope', 'country', 'currency'])
        .where('product_id', '=', etext)
        .orderBy('position')
        .execute(),
    ).toEqual([
      expect.objectContaining({ scope: 'national', country: 'US', currency: 'USD' }),
      expect.objectContaining({ scope: 'national', country: 'US', currency: 'USD' }),
      expect.objectContaining({ scope: 'national', country: 'CA', currency: 'CAD' }),
    ]);
    const institutional = await db
      .selectFrom('offer')
      .select(['scope', 'org_id', 'price'])
      .where('product_id', '=', revel)
      .orderBy('position')
      .execute();
    expect(institutional.map((o) => o.org_id)).toEqual(['ORG-US-HE-001', 'ORG-US-HE-001', 'ORG-GB-HE-001']);
    expect(institutional[2]!.price).toBeNull();
    expect(
      (
        await db
          .selectFrom('product_toc')
          .select('toc_string')
          .where('product_id', '=', etext)
          .executeTakeFirstOrThrow()
      ).toc_string,
    ).toContain('  Chapter 1: The Ocean as a Workplace');
    const coll = await db
      .selectFrom('product')
      .select(['module_count', 'source_textbook', 'has_cover'])
      .where('product_id', '=', collection)
      .executeTakeFirstOrThrow();
    expect(coll).toEqual({
      module_count: 3,
      source_textbook: 'Marine Robotics: Principles and Practice, 1e',
      has_cover: false,
    });
    expect(
      (
        await db
          .selectFrom('related_product')
          .select('related_product_id')
          .where('product_id', '=', etext)
          .orderBy('position')
          .execute()
      ).map((r) => r.related_product_id),
    ).toEqual([revel, collection]);
    const school = await db
      .selectFrom('product')
      .select(['product_stage', 'content_published_at', 'k12_available_for_license'])
      .where('product_id', '=', k12)
      .executeTakeFirstOrThrow();
    expect(school.product_stage).toBe('review');
    expect(new Date(school.content_published_at!).toISOString()).toBe('2025-11-03T14:30:00.000Z');
    expect(
      await db.selectFrom('available_to_buy_offer').select('offer_title').where('product_id', '=', k12).execute(),
    ).toHaveLength(1);
  });

  it('round-trips: a product as GET /api/products/{id} answers it imports back, and updates in place', async () => {
    const db = t.database.db;
    // A generated product with a seat licence: the update must not lose it.
    const licensed = await db
      .selectFrom('seat_license')
      .select(['product_id', 'license_id'])
      .orderBy('license_id')
      .executeTakeFirstOrThrow();
    const answer = await findProduct(db, licensed.product_id, { withRelated: true, openableOwners: [] });
    expect(answer).not.toBeNull();
    const relatedBefore = await db
      .selectFrom('related_product')
      .select('related_product_id')
      .where('product_id', '=', licensed.product_id)
      .execute();
    const offersBefore = await db
      .selectFrom('offer')
      .select('offer_id')
      .where('product_id', '=', licensed.product_id)
      .execute();

    const changed = {
      ...answer!,
      name: 'A New Title for an Old Book',
      authors: [
        { givenName: 'Ines', familyName: 'Novak', additionalName: null, biography: 'Ines Novak wrote this edition.' },
      ],
    };
    const result = await importCatalog(db, JSON.stringify(changed));
    expect(result).toEqual(expect.objectContaining({ imported: 1, created: 0, updated: 1 }));

    const after = await findProduct(db, licensed.product_id, { withRelated: true, openableOwners: [] });
    expect(after!.name).toBe('A New Title for an Old Book');
    expect(after!.authors).toEqual([
      { givenName: 'Ines', familyName: 'Novak', additionalName: null, biography: 'Ines Novak wrote this edition.' },
    ]);
    expect(after!.uuid).toBe(answer!.uuid);
    expect(after!.disciplines.map((d) => d.primaryDiscipline.code)).toEqual(
      answer!.disciplines.map((d) => d.primaryDiscipline.code),
    );
    const row = await db
      .selectFrom('product')
      .select(['authors_text', 'first_author_family_name'])
      .where('product_id', '=', licensed.product_id)
      .executeTakeFirstOrThrow();
    expect(row.authors_text).toBe('Ines Novak');
    expect(row.first_author_family_name).toBe('Novak');
    // Parts the line did not carry stay; the seat licence stays.
    expect(
      await db.selectFrom('seat_license').select('license_id').where('license_id', '=', licensed.license_id).execute(),
    ).toHaveLength(1);
    expect(
      await db.selectFrom('offer').select('offer_id').where('product_id', '=', licensed.product_id).execute(),
    ).toHaveLength(offersBefore.length);
    expect(
      await db
        .selectFrom('related_product')
        .select('related_product_id')
        .where('product_id', '=', licensed.product_id)
        .execute(),
    ).toHaveLength(relatedBefore.length);
  });

  it('replaces authors, subjects and offers of an existing product when the line has them', async () => {
    const db = t.database.db;
    const [etext] = SAMPLE_IDS as [string];
    const updated = {
      ...sampleLines[0]!,
      authors: [{ givenName: 'Solo', familyName: 'Author' }],
      disciplines: [{ primaryDiscipline: { code: 'physics' } }],
      offers: [
        {
          offerId: `OFF-${etext}-AU-IA-365`,
          country: 'AU',
          title: 'Instant access (12 months)',
          offerType: {
            offerTypeCode: 'INSTANT_ACCESS',
            definition: { subscriptionDuration: 365, currency: 'AUD', price: 99.99 },
          },
        },
      ],
      isRelatedTo: [],
    };
    const result = await importCatalog(db, JSON.stringify(updated));
    expect(result.updated).toBe(1);
    expect(await db.selectFrom('author').select('family_name').where('product_id', '=', etext).execute()).toEqual([
      { family_name: 'Author' },
    ]);
    expect(
      await db
        .selectFrom('product_discipline')
        .select(['primary_code', 'is_main'])
        .where('product_id', '=', etext)
        .execute(),
    ).toEqual([{ primary_code: 'physics', is_main: true }]);
    expect(
      await db.selectFrom('offer').select(['country', 'currency']).where('product_id', '=', etext).execute(),
    ).toEqual([{ country: 'AU', currency: 'AUD' }]);
    expect(
      await db.selectFrom('related_product').select('related_product_id').where('product_id', '=', etext).execute(),
    ).toEqual([]);
  });

  it('writes nothing when any line fails, and names the line and the field', async () => {
    const before = Number(await count());
    const text = jsonl(
      line(1),
      line(2, { disciplines: [{ primaryDiscipline: { code: 'no-such-subject' } }] }),
      '',
      line(3, { authors: [{ givenName: 'A' }] }),
      '{ not json',
      line(5, { isbn: ['9781999800011'] }),
      line(6, {
        offers: [
          {
            offerId: 'OFF-X',
            orgId: 'ORG-NOPE',
            title: 'x',
            offerType: {
              offerTypeCode: 'DIRECT_BILL',
              definition: { subscriptionDuration: 365, currency: 'USD', price: 1 },
            },
          },
        ],
      }),
      line(7, { productType: 'free' }),
    );
    const error = await refusedImport(t.database.db, text);
    const issues = error.issues.map(formatIssue);
    expect(issues).toEqual(
      expect.arrayContaining([
        'line 2: disciplines[0].primaryDiscipline.code: unknown primary discipline "no-such-subject"',
        'line 4: authors[0].familyName: is required',
        expect.stringMatching(/^line 5: \(line\): not valid JSON/),
        'line 6: isbn[0]: "9781999800011" has a wrong check digit',
        'line 7: offers[0].orgId: unknown organisation "ORG-NOPE"',
        expect.stringMatching(/^line 8: productType: /),
      ]),
    );
    expect(issues.some((i) => i.startsWith('line 1:'))).toBe(false);
    expect((error as Error).message).toContain('nothing written');
    expect(Number(await count())).toBe(before);
    expect(
      await t.database.db.selectFrom('product').select('product_id').where('name', '=', 'Imported Title 1').execute(),
    ).toEqual([]);
  });

  it('refuses hostile text line by line (the text rule of contract/text.ts), naming line and field, and writes nothing', async () => {
    const before = Number(await count());
    const text = jsonl(
      line(41),
      line(42, { name: 'Biology \uD800 Today' }),
      line(43, { authors: [{ givenName: 'Ada', familyName: 'Love\u001Blace' }] }),
      line(44, { name: 'Two\nlines' }),
      line(45, { brand: { name: 'Brand\u0000' } }),
      // Line breaks are fine where a field is long text.
      line(46, { description: { html: '<p>One</p>\n<p>Two</p>' } }),
    );
    const error = await refusedImport(t.database.db, text);
    expect(error.issues.map(formatIssue)).toEqual([
      'line 2: name: must be valid Unicode text (it holds a lone surrogate)',
      'line 3: authors[0].familyName: must not hold control characters (NUL and other C0 controls)',
      'line 4: name: must be a single line',
      'line 5: brand.name: must not hold control characters (NUL and other C0 controls)',
    ]);
    expect(Number(await count())).toBe(before);
  });

  it('stores imported text in NFC (e + combining acute becomes é)', async () => {
    const product = line(47, { name: 'Re\u0301sume\u0301 Writing' });
    await importCatalog(t.database.db, jsonl(product));
    const row = await t.database.db
      .selectFrom('product')
      .select('name')
      .where('product_id', '=', product.productId as string)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe('R\u00E9sum\u00E9 Writing');
  });

  it('with skipInvalid writes the valid lines and lists the others, also those relating to a skipped product', async () => {
    const before = Number(await count());
    const good = line(11);
    const bad = line(12, {
      disciplines: [{ primaryDiscipline: { code: 'biology' }, secondaryDiscipline: { code: 'physics-mechanics' } }],
    });
    const dependsOnBad = line(13, { isRelatedTo: [{ productId: bad.productId }] });
    const result = await importCatalog(t.database.db, jsonl(good, bad, dependsOnBad), { skipInvalid: true });
    expect(result.imported).toBe(1);
    expect(result.created).toBe(1);
    expect(result.skipped.map(formatIssue)).toEqual([
      'line 2: disciplines[0].secondaryDiscipline.code: "physics-mechanics" belongs to "physics", not "biology"',
      `line 3: isRelatedTo[0].productId: unknown product "${bad.productId as string}"`,
    ]);
    expect(Number(await count())).toBe(before + 1);
    expect(
      await t.database.db
        .selectFrom('product')
        .select('name')
        .where('product_id', '=', good.productId as string)
        .execute(),
    ).toEqual([{ name: 'Imported Title 11' }]);
  });

  it('rejects a second isbn entry that is not the ISBN-13, and duplicate product ids', async () => {
    const a = line(21);
    const isbn10 = '199900003X';
    const text = jsonl({ ...a, isbn: [a.productId, isbn10] }, line(22), line(22));
    await expect(importCatalog(t.database.db, text)).rejects.toThrow(
      /line 1: isbn\[1\]: the second isbn entry must be the ISBN-13[\s\S]*line 3: productId: "\d+" is also on line 2/,
    );
  });

  it('accepts only https: or /-rooted addresses in every URL field, and video embeds from allowed hosts', async () => {
    const before = Number(await count());
    const action = (target: Record<string, string>) => ({
      potentialAction: { useAction: [{ name: 'Create a course', target }] },
    });
    const text = jsonl(
      line(40, { potentialAction: { previewAction: { target: { url: 'javascript:alert(1)' } }, useAction: [] } }),
      line(41, action({ url: '//evil.example/course' })),
      line(42, action({ urlTemplate: '{productId}' })),
      line(43, action({ urlTemplate: '/\\evil.example/{productId}' })),
      line(44, { video: { embedUrl: 'https://evil.example/embed/1' } }),
      line(45, { video: { embedUrl: 'data:text/html,<script>alert(1)</script>' } }),
      line(46, { image: { url: 'http://example.com/cover.png' } }),
      line(47, action({ url: '/\t/evil.example' })),
    );
    const error = await refusedImport(t.database.db, text);
    const fields = error.issues.map((i) => `${i.line} ${i.field}`);
    // (javascript: and data: also fail the schema's own pattern, which adds its union's parent.)
    expect(fields).toEqual(
      expect.arrayContaining([
        '1 potentialAction.previewAction.target.url',
        '2 potentialAction.useAction[0].target.url',
        '3 potentialAction.useAction[0].target.urlTemplate',
        '4 potentialAction.useAction[0].target.urlTemplate',
        '5 video.embedUrl',
        '6 video.embedUrl',
        '7 image.url',
        '8 potentialAction.useAction[0].target.url',
      ]),
    );
    expect(formatIssue(error.issues.find((i) => i.line === 5)!)).toContain(
      'allowed video host (media.example.com',
    );
    expect(Number(await count())).toBe(before);

    // The same embed passes once its host is allowed; the default demo host passes by default.
    const allowed = await importCatalog(
      t.database.db,
      jsonl(line(44, { video: { embedUrl: 'https://evil.example/embed/1' } })),
      {
        dryRun: true,
        videoEmbedHosts: ['evil.example'],
      },
    );
    expect(allowed.imported).toBe(1);
    const demo = await importCatalog(
      t.database.db,
      jsonl(
        line(48, {
          video: { embedUrl: 'https://media.example.com/embed/x' },
          ...action({ urlTemplate: '/console/c?p={productId}' }),
        }),
      ),
      { dryRun: true },
    );
    expect(demo.imported).toBe(1);
  });

  it('validates without writing on a dry run', async () => {
    const before = Number(await count());
    const result = await importCatalog(t.database.db, jsonl(line(31)), { dryRun: true });
    expect(result.imported).toBe(1);
    expect(Number(await count())).toBe(before);
  });
});
