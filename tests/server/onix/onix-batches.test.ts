/**
 * The batched reads behind the ONIX export and import (issue #40): findProducts reads many
 * products in a few queries and must give each what findProduct gives it (parts in their order,
 * at most 4 related products, none of another product's); the ONIX import looks its records'
 * products up a batch at a time and must yield them in the file's order, each with its own
 * product as the base, whatever the batch boundaries.
 */
import { mkdtempSync, writeFileSync, createReadStream } from 'node:fs';
import { PassThrough } from 'node:stream';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../support/test-app.ts';
import { findProduct, findProducts } from '../../../server/modules/catalogue/product-repository.ts';
import { onixSource, type OnixOutcome } from '../../../server/ingest/onix/onix-source.ts';
import { writeOnixMessage } from '../../../server/ingest/onix/write-onix.ts';
import { loadSubjectMap } from '../../../server/ingest/onix/subject-map.ts';
import type { SourceRecord } from '../../../server/ingest/catalog-import.ts';

const t = useTestDatabase('pglite', { products: 20, seed: 7 });
const db = () => t.database.db;
const options = { withRelated: true, openableOwners: [] };

/** Seeded products without an owner (anyone may open them), in id order. */
async function publicProducts() {
  return db()
    .selectFrom('product')
    .select(['product_id', 'isbn13', 'name', 'product_type'])
    .where('org_id', 'is', null)
    .orderBy('product_id')
    .execute();
}

describe('findProducts', () => {
  it('reads several products as findProduct reads each: authors by position, main subject first, the first 4 related by position', async () => {
    const [a, b, c, ...others] = await publicProducts();
    expect(others.length).toBeGreaterThanOrEqual(5);
    // Authors written out of order: positions 2, 0, 1.
    await db().deleteFrom('author').where('product_id', 'in', [a!.product_id, b!.product_id]).execute();
    await db()
      .insertInto('author')
      .values([
        { product_id: a!.product_id, position: 2, given_name: 'Cleo', family_name: 'Third' },
        { product_id: a!.product_id, position: 0, given_name: 'Ada', family_name: 'First' },
        { product_id: a!.product_id, position: 1, given_name: 'Bo', family_name: 'Second' },
      ])
      .execute();
    // Two subjects, the main one written last.
    const primaries = await db()
      .selectFrom('primary_discipline')
      .select('code')
      .orderBy('category_code')
      .orderBy('code')
      .execute();
    const [one, two] = [primaries[0]!.code, primaries[primaries.length - 1]!.code];
    await db().deleteFrom('product_discipline').where('product_id', '=', a!.product_id).execute();
    await db()
      .insertInto('product_discipline')
      .values([
        { product_id: a!.product_id, primary_code: one, is_main: false },
        { product_id: a!.product_id, primary_code: two, is_main: true },
      ])
      .execute();
    // Five alternate formats, positions written backwards: the first four by position are shown.
    const related = others.slice(0, 5).map((o) => o.product_id);
    await db().deleteFrom('related_product').where('product_id', 'in', [a!.product_id, c!.product_id]).execute();
    await db()
      .insertInto('related_product')
      .values(related.map((id, i) => ({ product_id: a!.product_id, related_product_id: id, position: 4 - i })))
      .execute();

    const found = await findProducts(
      db(),
      [c!.product_id, 'no-such-product', a!.product_id, b!.product_id, a!.product_id],
      options,
    );
    expect([...found.keys()].sort()).toEqual([a!.product_id, b!.product_id, c!.product_id].sort());
    const pa = found.get(a!.product_id)!;
    expect(pa.authors.map((x) => x.familyName)).toEqual(['First', 'Second', 'Third']);
    expect(pa.disciplines.map((d) => d.primaryDiscipline.code)).toEqual([two, one]);
    expect(pa.isRelatedTo!.map((r) => r.productId)).toEqual([related[4], related[3], related[2], related[1]]);
    expect(pa.related).toBe(true);
    expect(found.get(b!.product_id)!.authors).toEqual([]);
    expect(found.get(c!.product_id)!).toMatchObject({ isRelatedTo: [], related: false });
    // Each as the one-product read answers it.
    for (const p of [a!, b!, c!])
      expect(found.get(p.product_id)).toEqual(await findProduct(db(), p.product_id, options));
    expect(await findProducts(db(), [], options)).toEqual(new Map());
    expect(await findProducts(db(), ['no-such-product'], options)).toEqual(new Map());

    // The export reads its page the same way: each product with its own parts, in their order.
    const out = new PassThrough();
    const chunks: string[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk.toString('utf8')));
    const written = await writeOnixMessage(db(), out, {
      productIds: [a!.product_id, c!.product_id],
      sender: 'Batch test',
      coverBase: 'https://exchange.example',
    });
    expect(written).toBe(2);
    const products = chunks.join('').split('<Product>').slice(1);
    const record = (id: string) => products.find((x) => x.startsWith(`\n<RecordReference>${id}</RecordReference>`))!;
    const keyNames = (xml: string) => [...xml.matchAll(/<KeyNames>([^<]*)<\/KeyNames>/g)].map((m) => m[1]);
    const alternates = (xml: string) =>
      [
        ...xml.matchAll(
          /<ProductRelationCode>06<\/ProductRelationCode><ProductIdentifier>.*?<IDValue>([^<]*)<\/IDValue>/g,
        ),
      ].map((m) => m[1]);
    expect(keyNames(record(a!.product_id))).toEqual(['First', 'Second', 'Third']);
    // Every alternate format (the export is not limited to the 4 a page shows), by position.
    expect(alternates(record(a!.product_id))).toEqual([related[4], related[3], related[2], related[1], related[0]]);
    expect(alternates(record(c!.product_id))).toEqual([]);
    expect(keyNames(record(c!.product_id))).not.toContain('First');
  });
});

describe('ONIX import: products looked up a batch of records at a time', () => {
  const ids = (id: string, isbn13: string | null) =>
    (isbn13 === id
      ? ''
      : `<ProductIdentifier><ProductIDType>01</ProductIDType><IDTypeName>Exchange product id</IDTypeName><IDValue>${id}</IDValue></ProductIdentifier>`) +
    `<ProductIdentifier><ProductIDType>15</ProductIDType><IDValue>${isbn13}</IDValue></ProductIdentifier>`;
  const whole = (ref: string, identifiers: string, title: string) =>
    `<Product><RecordReference>${ref}</RecordReference><NotificationType>03</NotificationType>${identifiers}` +
    '<DescriptiveDetail><ProductComposition>00</ProductComposition><ProductForm>EC</ProductForm>' +
    `<TitleDetail><TitleType>01</TitleType><TitleElement><TitleElementLevel>01</TitleElementLevel><TitleText>${title}</TitleText></TitleElement></TitleDetail>` +
    '<Contributor><SequenceNumber>1</SequenceNumber><ContributorRole>A01</ContributorRole><NamesBeforeKey>Ada</NamesBeforeKey><KeyNames>Okafor</KeyNames></Contributor>' +
    '<Subject><MainSubject/><SubjectSchemeIdentifier>93</SubjectSchemeIdentifier><SubjectCode>JNC</SubjectCode></Subject>' +
    '</DescriptiveDetail><PublishingDetail><PublishingStatus>04</PublishingStatus></PublishingDetail></Product>';
  const blockUpdate = (ref: string, identifiers: string) =>
    `<Product><RecordReference>${ref}</RecordReference><NotificationType>04</NotificationType>${identifiers}` +
    '<PublishingDetail><PublishingStatus>04</PublishingStatus><CopyrightStatement><CopyrightYear>2031</CopyrightYear></CopyrightStatement></PublishingDetail></Product>';

  /** The records the source yields for `message` (it only reads the catalogue). */
  async function yielded(message: string, lookupBatch?: number) {
    const file = join(mkdtempSync(join(tmpdir(), 'onix-batches-')), 'message.xml');
    writeFileSync(file, message);
    const outcome: OnixOutcome = { header: null, recordAt: new Map(), warnings: [], deleted: 0, covers: [] };
    const source = onixSource(
      async () => createReadStream(file, { encoding: 'utf8' }),
      await loadSubjectMap(),
      outcome,
      { covers: false, lookupBatch },
    );
    const records: SourceRecord[] = [];
    await db()
      .transaction()
      .execute(async (trx) => {
        for await (const r of source.records(trx)) records.push(r);
      });
    return records;
  }

  it('yields every record in the file order, each merged with its own product, across batch boundaries', async () => {
    const [e1, e2, e3] = await publicProducts();
    // One record a line, the header on line 2: record n is on line n + 2.
    const message = [
      '<ONIXMessage release="3.0" xmlns="http://ns.editeur.org/onix/3.0/reference">',
      '<Header><Sender><SenderName>Batch Press</SenderName></Sender><SentDateTime>20261201T0600Z</SentDateTime></Header>',
      whole('NEW-1', ids('9781999000066', '9781999000066'), 'New One'), // line 3
      blockUpdate('UPD-1', ids(e1!.product_id, e1!.isbn13)), // line 4: an existing product, name kept
      '<Product><RecordReference>NO-ISBN</RecordReference><NotificationType>03</NotificationType></Product>', // line 5
      blockUpdate('UPD-MISSING', ids('9781999000073', '9781999000073')), // line 6: not in the catalogue
      `<Product><RecordReference>DEL-1</RecordReference><NotificationType>05</NotificationType>${ids(e2!.product_id, e2!.isbn13)}</Product>`, // line 7
      blockUpdate('UPD-3', ids(e3!.product_id, e3!.isbn13)), // line 8
      whole('NEW-2', ids('9781999000080', '9781999000080'), 'New Two'), // line 9
      '</ONIXMessage>',
    ].join('\n');
    for (const lookupBatch of [1, 2, 3, undefined]) {
      const records = await yielded(message, lookupBatch);
      const shape = records.map((r) => ({
        line: r.line,
        issues: r.issues?.map((i) => `${i.record}: ${i.message}`),
        name: (r.value as { name?: string } | undefined)?.name,
        productId: (r.value as { productId?: string } | undefined)?.productId,
        productType: (r.value as { productType?: string } | undefined)?.productType,
        copyrightYear: (r.value as { copyrightYear?: number } | undefined)?.copyrightYear,
      }));
      expect(shape, `lookupBatch ${lookupBatch}`).toEqual([
        { line: 3, name: 'New One', productId: '9781999000066', productType: 'other' },
        {
          line: 4,
          name: e1!.name,
          productId: e1!.product_id,
          productType: e1!.product_type,
          copyrightYear: 2031,
        },
        { line: 5, issues: [expect.stringMatching(/^NO-ISBN: /)] },
        {
          line: 6,
          issues: [
            'UPD-MISSING: a block update (04) of "9781999000073", which is not in the catalogue: send it whole (03) first',
          ],
        },
        {
          line: 8,
          name: e3!.name,
          productId: e3!.product_id,
          productType: e3!.product_type,
          copyrightYear: 2031,
        },
        { line: 9, name: 'New Two', productId: '9781999000080', productType: 'other' },
      ]);
    }
  });
});
