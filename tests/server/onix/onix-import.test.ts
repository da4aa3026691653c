/**
 * ONIX for Books 3.0 import (issue #40 items 1-3) on a real database: hand-written messages under
 * tests/fixtures/onix/ (reference and short tags), each mapping, each notification type, each
 * error class, with the exact report lines.
 */
import { mkdtempSync, writeFileSync, createWriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGzip } from 'node:zlib';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../support/test-app.ts';
import { CatalogImportError, formatIssue } from '../../../server/ingest/catalog-import.ts';
import { detectFeedFormat, importFeedFile } from '../../../server/ingest/import-feed.ts';
import { findProduct } from '../../../server/modules/catalogue/product-repository.ts';

const fixture = (name: string) => new URL(`../../fixtures/onix/${name}`, import.meta.url).pathname;
const t = useTestDatabase('pglite', { products: 20, seed: 7 });
const product = (id: string) => findProduct(t.database.db, id, { withRelated: false, openableOwners: [] });
const count = async () =>
  Number(
    (await t.database.db
      .selectFrom('product')
      .select((e) => e.fn.countAll().as('n'))
      .executeTakeFirst())!.n,
  );

async function refusal(file: string, options = {}): Promise<string[]> {
  try {
    await importFeedFile(t.database.db, file, options);
  } catch (error) {
    if (error instanceof CatalogImportError) return error.issues.map(formatIssue);
    throw error;
  }
  throw new Error(`${file} was imported`);
}

describe('ONIX import', () => {
  it('recognises the format', async () => {
    expect(await detectFeedFormat(fixture('full-reference.xml'))).toBe('onix');
    expect(await detectFeedFormat(new URL('../../../examples/catalog-sample.jsonl', import.meta.url).pathname)).toBe(
      'json-lines',
    );
  });

  it('maps a reference-tag record: identifiers, title, contributors, edition, subjects, audience, form, texts, publishing, prices', async () => {
    const result = await importFeedFile(t.database.db, fixture('full-reference.xml'), {});
    expect(result).toMatchObject({ format: 'onix', imported: 1, created: 1, deleted: 0, sender: 'Harbor Press' });
    expect(result.warnings.map(formatIssue)).toEqual([
      'record HP-0001 (line 46): /ONIXMessage/Product/DescriptiveDetail/Subject/SubjectCode: BISAC "CKB000000" maps to no discipline (catalog/subject-map.json)',
      'record HP-0001 (line 75): /ONIXMessage/Product/ProductSupply/SupplyDetail/Price/CurrencyCode: "JPY" is not a currency this catalogue sells in (USD, CAD, AUD, NZD, GBP, EUR, TRY): price left out',
    ]);
    const p = (await product('9781999000011'))!;
    expect(p.name).toBe('Marine Robotics, Part 2: Principles and Practice');
    // Sequence order; the illustrator (A12) is not an author.
    expect(p.authors.map((a) => [a.givenName, a.familyName, a.biography])).toEqual([
      ['Marisol', 'Ortega', 'Marisol Ortega teaches ocean engineering.'],
      ['Tomasz', 'Lindqvist', null],
    ]);
    expect(p).toMatchObject({
      isbn: ['9781999000011'],
      bookEdition: '3e',
      audience: 'highered',
      productPlatform: 'etext',
      productModel: { name: 'ETEXT_EPUB_STANDARD' },
      publisher: 'Harbor Press',
      brand: { name: 'Harbor eText' },
      datePublished: '2025-08-15',
      copyrightYear: 2025,
      comingSoon: false,
    });
    // Main subject (Thema JNC) first, then BISAC SCI008000.
    expect(p.disciplines.map((d) => d.primaryDiscipline.code)).toEqual(['educational-psychology', 'biology']);
    // The page's sanitising rules: the script and the javascript: address and handler are gone.
    expect(p.description.html).toBe('<p>From the <em>physics</em> of the ocean to <a>robots</a>.</p>');
    const toc = await t.database.db
      .selectFrom('product_toc')
      .selectAll()
      .where('product_id', '=', '9781999000011')
      .executeTakeFirst();
    expect(toc!.toc_string).toBe('Part 1 Oceans\n  Chapter 1 Waves\n  Chapter 2 Currents\nPart 2 Robots');
    const offers = await t.database.db
      .selectFrom('offer')
      .select(['country', 'currency', 'price', 'description'])
      .where('product_id', '=', '9781999000011')
      .orderBy('position')
      .execute();
    expect(offers).toEqual([
      { country: 'US', currency: 'USD', price: 64.99, description: 'Price excludes tax.' },
      { country: 'CA', currency: 'CAD', price: 79.99, description: 'Price includes tax.' },
    ]);
  });

  it('maps a short-tag record with a namespace prefix: ISBN-10, inverted name, plain text, print, out of print', async () => {
    const result = await importFeedFile(t.database.db, fixture('short-tags.xml'), {});
    expect(result).toMatchObject({ imported: 1, warnings: [] });
    const p = (await product('9781999000028'))!;
    expect(p).toMatchObject({
      name: 'Tide Tables',
      isbn: ['1999000021', '9781999000028'],
      authors: [{ givenName: 'Ada', familyName: 'Okafor' }],
      productPlatform: 'print',
      audience: 'k12',
      description: { html: '<p>A first look at tides.</p><p>Second paragraph &amp; more.</p>' },
      image: { url: '/api/covers/9781999000028.svg' },
    });
    expect(p.disciplines[0]!.primaryDiscipline.code).toBe('curriculum-instruction');
    // Out of print (07): not offered, whatever prices the supply names.
    const buy = await t.database.db
      .selectFrom('available_to_buy_offer')
      .selectAll()
      .where('product_id', '=', '9781999000028')
      .execute();
    expect(buy).toEqual([]);
  });

  it('reads gzip', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'onix-'));
    const file = join(dir, 'feed.xml.gz');
    await pipeline(Readable.from([readFileSync(fixture('short-tags.xml'))]), createGzip(), createWriteStream(file));
    expect(await detectFeedFormat(file)).toBe('onix');
    expect((await importFeedFile(t.database.db, file, {})).imported).toBe(1);
  });

  it('names the record, the element path and the line of each error, and writes nothing', async () => {
    const before = await count();
    expect(await refusal(fixture('errors.xml'))).toEqual([
      'record ERR-LANG (line 21): /ONIXMessage/Product/ProductIdentifier/IDValue: "9781999000043" is not a valid ISBN-13 (ProductIDType 15)',
      'record ERR-LANG (line 27): /ONIXMessage/Product/DescriptiveDetail/Language/LanguageCode: "english" is not an ISO 639-2/B code (three lower-case letters)',
      'record ERR-NOISBN (line 32): /ONIXMessage/Product/ProductIdentifier: no valid ISBN (ProductIDType 15, 03 or 02): the record is not imported',
      'record ERR-SUBJ (line 56): /ONIXMessage/Product/DescriptiveDetail/Subject: no subject maps to a discipline of this catalogue (catalog/subject-map.json)',
    ]);
    expect(await count()).toBe(before);
    expect(await product('9781999000035')).toBeNull();
  });

  it('--skip-invalid imports the good records and lists the others', async () => {
    const result = await importFeedFile(t.database.db, fixture('errors.xml'), { skipInvalid: true });
    expect(result.imported).toBe(1);
    expect(result.skipped.map((i) => i.record)).toEqual(['ERR-LANG', 'ERR-LANG', 'ERR-NOISBN', 'ERR-SUBJ']);
    expect((await product('9781999000035'))!.name).toBe('Good Record');
  });

  describe('refuses a hostile or broken document with one line, writing nothing', () => {
    it.each([
      ['malformed.xml', 'line 6: (document): malformed XML: unexpected close tag.'],
      [
        'billion-laughs.xml',
        'line 7: (document): a DOCTYPE with an internal subset (entity declarations) is not accepted',
      ],
      [
        'external-entity.xml',
        'line 2: (document): a DOCTYPE naming "file:///etc/passwd" is not accepted (external entities are never read)',
      ],
      ['onix-2.1.xml', 'line 2: (document): ONIX release 2.1 is not supported: send ONIX for Books 3.0'],
    ])('%s', async (name, line) => {
      const before = await count();
      expect(await refusal(fixture(name), { skipInvalid: true })).toEqual([line]);
      expect(await count()).toBe(before);
    });

    it('a 200 MB text node (gzip, so the test stays small): refused at the cap, memory bounded', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'onix-'));
      const file = join(dir, 'huge.xml.gz');
      const chunk = 'a'.repeat(1 << 20);
      async function* text() {
        yield '<?xml version="1.0"?>\n<ONIXMessage release="3.0"><Product><RecordReference>HUGE</RecordReference><DeletionText>';
        for (let i = 0; i < 200; i++) yield chunk;
        yield '</DeletionText></Product></ONIXMessage>';
      }
      await pipeline(Readable.from(text()), createGzip(), createWriteStream(file));
      const heapBefore = process.memoryUsage().heapUsed;
      expect(await refusal(file)).toEqual(['line 2: (document): a text of more than 1,048,576 characters']);
      expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(64 * 2 ** 20);
    });
  });

  describe('daily updates', () => {
    it('01 creates a forthcoming record, 03 replaces; then 04 replaces only the blocks present, 05 deletes', async () => {
      const first = await importFeedFile(t.database.db, fixture('daily-1.xml'), {});
      expect(first).toMatchObject({ imported: 3, created: 3, deleted: 0 });
      expect((await product('9781999000066'))!.comingSoon).toBe(true);
      const before = (await product('9781999000073'))!;
      expect(before.productPlatform).toBe('revel');

      const second = await importFeedFile(t.database.db, fixture('daily-2.xml'), {});
      expect(second).toMatchObject({ imported: 1, updated: 1, deleted: 1 });
      const after = (await product('9781999000073'))!;
      expect(after.description.html).toBe('<p>Only the description changed.</p>');
      // Blocks not in the update are kept.
      expect(after.name).toBe('Replaced Title');
      expect(after.disciplines).toEqual(before.disciplines);
      const offers = await t.database.db
        .selectFrom('offer')
        .select(['price', 'description'])
        .where('product_id', '=', '9781999000073')
        .orderBy('position')
        .execute();
      expect(offers).toEqual([
        { price: 49.5, description: 'Price excludes tax.' },
        { price: 53, description: 'Price includes tax.' },
      ]);
      // Deleted: gone from the catalogue (the product page and the sitemap read this table; search documents cascade).
      expect(await product('9781999000080')).toBeNull();
      const docs = await t.database.db
        .selectFrom('search_document')
        .select('product_id')
        .where('product_id', '=', '9781999000080')
        .execute();
      expect(docs).toEqual([]);
    });

    it('refuses a message older than the last one applied from its sender', async () => {
      expect(await refusal(fixture('daily-older.xml'))).toEqual([
        'line 3: /ONIXMessage/Header/SentDateTime: "20261102T2359Z" is older than the last message applied from "Daily Press" (20261104T0600Z): refused, apply messages in the order they were sent',
      ]);
    });

    it('applies the same message again (idempotent)', async () => {
      const again = await importFeedFile(t.database.db, fixture('daily-2.xml'), {});
      expect(again.imported).toBe(1);
      expect(again.warnings.map(formatIssue)).toEqual([
        'record DAILY-C (line 19): /ONIXMessage/Product/NotificationType: delete (05) of "9781999000080", which is not in the catalogue: nothing to delete',
      ]);
    });
  });

  it('keeps JSON lines working through the same entry point', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'onix-'));
    const file = join(dir, 'one.jsonl');
    const { isRelatedTo: _related, ...line } = JSON.parse(
      readFileSync(new URL('../../../examples/catalog-sample.jsonl', import.meta.url), 'utf8').split('\n')[0]!,
    ) as Record<string, unknown>;
    writeFileSync(file, JSON.stringify(line));
    const result = await importFeedFile(t.database.db, file, { dryRun: true });
    expect(result).toMatchObject({ format: 'json-lines', imported: 1, deleted: 0 });
  });
});
