/**
 * GET /api/products/{productId} (spec §7) against the seeded catalogue: products are
 * picked from the database by property, never by hard-coded id.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import Value from 'typebox/value';
import { createTestApp, databaseKinds, pickProduct, type TestApp } from '../helpers/test-db.ts';
import { Product } from '../../../server/schemas/product.ts';

describe.each(databaseKinds)('GET /api/products/{productId} on %s', (kind) => {
  let t: TestApp & { close(): Promise<void> };

  const pick = (condition: string, what: string) => pickProduct(t.database.db, condition, what);

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('answers the spec §3 Product, matching the database', async () => {
    const id = await pick(
      `p.has_cover
       and exists (select 1 from author a where a.product_id = p.product_id and a.position > 0)
       and exists (select 1 from product_discipline d where d.product_id = p.product_id)`,
      'product with two authors, a discipline and a cover',
    );
    const res = await get(`/api/products/${id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect([...Value.Errors(Product, body)]).toEqual([]);

    const row = await t.database.db
      .selectFrom('product')
      .selectAll()
      .where('product_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(body).toMatchObject({
      productId: id,
      uuid: row.uuid,
      slug: row.slug,
      name: row.name,
      productPlatform: row.platform,
      productModel: { name: row.product_model },
      productType: row.product_type,
      productStage: row.product_stage,
      accessStatus: row.access_status,
      version: row.version,
      audience: row.audience,
      k12: { availableForLicense: row.k12_available_for_license },
      isbn: row.isbns,
      brand: { name: row.brand_name },
      description: { html: row.description_html },
      comingSoon: row.coming_soon,
      offerType: row.offer_type,
      image: { url: `/api/covers/${id}.svg` },
    });

    const authors = await t.database.db
      .selectFrom('author')
      .select(['given_name', 'family_name', 'additional_name', 'biography'])
      .where('product_id', '=', id)
      .orderBy('position')
      .execute();
    expect(body.authors).toEqual(
      authors.map((a) => ({
        givenName: a.given_name,
        familyName: a.family_name,
        additionalName: a.additional_name,
        biography: a.biography,
      })),
    );

    const disciplines = await t.database.db
      .selectFrom('product_discipline as d')
      .innerJoin('primary_discipline as pd', 'pd.code', 'd.primary_code')
      .select(['d.primary_code', 'd.is_main', 'pd.category_code'])
      .where('d.product_id', '=', id)
      .execute();
    const codes = body.disciplines.map((d: { primaryDiscipline: { code: string } }) => d.primaryDiscipline.code);
    expect([...codes].sort()).toEqual(disciplines.map((d) => d.primary_code).sort());
    const main = disciplines.find((d) => d.is_main);
    if (main) expect(codes[0]).toBe(main.primary_code);
    for (const d of body.disciplines) {
      expect(d.primaryDiscipline.name).toEqual(expect.any(String));
      expect(d.disciplineCategory).toEqual({ code: expect.any(String), name: expect.any(String) });
    }
  });

  it('answers every platform and product model in the contract shape', async () => {
    const { rows } = await sql<{ product_id: string }>`
      select distinct on (platform, product_model) product_id
      from product order by platform, product_model, product_id`.execute(t.database.db);
    expect(rows.length).toBeGreaterThan(0);
    for (const { product_id } of rows) {
      const res = await get(`/api/products/${product_id}?getRelated=true`);
      expect(res.statusCode, product_id).toBe(200);
      expect([...Value.Errors(Product, res.json())], product_id).toEqual([]);
    }
  });

  it('sets `related` and, with getRelated=true, lists up to 4 alternate formats in order', async () => {
    const id = await pick(
      `exists (select 1 from related_product r where r.product_id = p.product_id)`,
      'product with related products',
    );
    const expected = await t.database.db
      .selectFrom('related_product')
      .select('related_product_id')
      .where('product_id', '=', id)
      .orderBy('position')
      .orderBy('related_product_id')
      .limit(4)
      .execute();

    const plain = (await get(`/api/products/${id}`)).json();
    expect(plain.related).toBe(true);
    expect(plain.isRelatedTo).toBeUndefined();
    expect((await get(`/api/products/${id}?getRelated=false`)).json().isRelatedTo).toBeUndefined();

    const withRelated = (await get(`/api/products/${id}?getRelated=true`)).json();
    expect(withRelated.related).toBe(true);
    expect(withRelated.isRelatedTo.map((r: { productId: string }) => r.productId)).toEqual(
      expected.map((r) => r.related_product_id),
    );
    expect(withRelated.isRelatedTo[0]).toEqual({
      productId: expect.any(String),
      slug: expect.any(String),
      name: expect.any(String),
      productPlatform: expect.any(String),
      productModel: { name: expect.any(String) },
      sourceIsbn: { isbn13: expect.toBeOneOf([expect.any(String), null]) },
      brand: { name: expect.toBeOneOf([expect.any(String), null]) },
    });
  });

  it('says related=false and lists nothing for a product without alternate formats', async () => {
    const id = await pick(
      `not exists (select 1 from related_product r where r.product_id = p.product_id)`,
      'product without related products',
    );
    const body = (await get(`/api/products/${id}?getRelated=true`)).json();
    expect(body.related).toBe(false);
    expect(body.isRelatedTo).toEqual([]);
  });

  it('has no image for a product without a cover (the client shows its default, spec §8)', async () => {
    const id = await pick(`not p.has_cover`, 'product without a cover');
    const body = (await get(`/api/products/${id}`)).json();
    expect(body).not.toHaveProperty('image');
  });

  it('gives the content-published date of a review-stage product as an ISO date-time', async () => {
    const id = await pick(
      `p.product_stage = 'review' and p.content_published_at is not null`,
      'review-stage product with a date',
    );
    const row = await t.database.db
      .selectFrom('product')
      .select('content_published_at')
      .where('product_id', '=', id)
      .executeTakeFirstOrThrow();
    const body = (await get(`/api/products/${id}`)).json();
    expect(body.productStage).toBe('review');
    expect(body.typeSafeContentPublishedDate).toBe(new Date(row.content_published_at as Date).toISOString());
  });

  it('gives a collection its module count and source textbook (spec §2)', async () => {
    const id = await pick(`p.platform = 'collection' and p.module_count is not null`, 'collection');
    const row = await t.database.db
      .selectFrom('product')
      .select(['module_count', 'source_textbook'])
      .where('product_id', '=', id)
      .executeTakeFirstOrThrow();
    const body = (await get(`/api/products/${id}`)).json();
    expect(body.productPlatform).toBe('collection');
    expect(body.moduleCount).toBe(row.module_count);
    expect(body.sourceTextbook).toBe(row.source_textbook);
  });

  it('answers video and preview action as the database has them', async () => {
    const withVideo = await pick(`p.video_embed_url is not null`, 'product with a video');
    expect((await get(`/api/products/${withVideo}`)).json().video).toEqual({ embedUrl: expect.any(String) });
    const withoutVideo = await pick(`p.video_embed_url is null`, 'product without a video');
    expect((await get(`/api/products/${withoutVideo}`)).json().video).toBeNull();
    const withPreview = await pick(`p.preview_url is not null`, 'product with a preview');
    const body = (await get(`/api/products/${withPreview}`)).json();
    expect(body.potentialAction.previewAction).toEqual({ target: { url: expect.any(String) } });
    expect(body.potentialAction.useAction).toEqual(expect.any(Array));
  });

  it('accepts an LMS integration token', async () => {
    const id = await pick('true', 'product');
    const res = await get(`/api/products/${id}?lmsIntegrationToken=${'t'.repeat(2048)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().productId).toBe(id);
  });

  it('answers 404 with the JSON error body for an unknown product', async () => {
    const res = await get('/api/products/no-such-product-0000');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: expect.stringContaining('no-such-product-0000'),
    });
  });

  it.each([
    ['malformed id', '/api/products/bad.id', 'productId'],
    ['id over 64 characters', `/api/products/${'a'.repeat(65)}`, 'productId'],
    ['NUL in the id', '/api/products/a%00b', 'productId'],
    ['unicode id', '/api/products/%E2%9C%93', 'productId'],
    ['bad getRelated', '/api/products/some-product?getRelated=maybe', 'getRelated'],
    ['over-long token', `/api/products/some-product?lmsIntegrationToken=${'t'.repeat(2049)}`, 'lmsIntegrationToken'],
  ])('answers 400 naming the field for %s', async (_name, url, field) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(expect.objectContaining({ statusCode: 400, field }));
  });

  it('is cacheable: ETag, Cache-Control and 304', async () => {
    const id = await pick('true', 'product');
    const first = await get(`/api/products/${id}`);
    expect(first.headers['cache-control']).toContain('stale-while-revalidate');
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/products/${id}`,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });
});
