/**
 * GET /api/products/{productId} (spec §7) against the seeded catalogue: products are
 * picked from the database by property, never by hard-coded id; exact answers are
 * checked on a product the test writes itself (tests/support/known-product.ts).
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import Value from 'typebox/value';
import { signLmsToken } from '../../../server/modules/identity/lms-token.ts';
import { databaseKinds, pickProduct } from '../../support/test-db.ts';
import { useTestApp } from '../../support/test-app.ts';
import { Product } from '../../../contract/schemas/product.ts';
import { insertKnownProduct, KNOWN_ID, KNOWN_RELATED_ANSWER } from '../../support/known-product.ts';

describe.each(databaseKinds)('GET /api/products/{productId} on %s', (kind) => {
  const t = useTestApp(kind);

  const pick = (condition: string, what: string) => pickProduct(t.database.db, condition, what);

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('answers the spec §3 Product of a product the test wrote (authors by position, main discipline first)', async () => {
    const cleanup = await insertKnownProduct(t.database.db);
    try {
      const res = await get(`/api/products/${KNOWN_ID}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect([...Value.Errors(Product, body)]).toEqual([]);
      expect(body).toEqual({
        productId: 'zz-known-main',
        uuid: '00000000-0000-4000-8000-000000000001',
        slug: 'known-biology',
        name: 'Known Biology',
        authors: [
          { givenName: 'Ada', familyName: 'First', additionalName: 'M.', biography: 'Writes on cells.' },
          { givenName: 'Bea', familyName: 'Second', additionalName: null, biography: null },
        ],
        productPlatform: 'etext',
        productModel: { name: 'ETEXT2_PXE', features: [] },
        productType: 'other',
        productStage: 'live',
        accessStatus: 'ACTIVE',
        version: 'FULL',
        audience: 'highered',
        k12: { availableForLicense: false },
        isbn: ['9780000000002', '0000000000'],
        brand: { name: 'Known Brand' },
        description: { html: '<p>Cells and <em>systems</em>.</p>' },
        comingSoon: false,
        offerType: 'national',
        potentialAction: { useAction: [], previewAction: null },
        disciplines: [
          {
            primaryDiscipline: { code: 'zz-known-p2', name: 'Known Primary Two' },
            disciplineCategory: { code: 'zz-known-cat', name: 'Known Category' },
          },
          {
            primaryDiscipline: { code: 'zz-known-p1', name: 'Known Primary One' },
            disciplineCategory: { code: 'zz-known-cat', name: 'Known Category' },
          },
        ],
        bookEdition: '3e',
        copyrightYear: 2024,
        publisher: 'Known Press',
        moduleCount: null,
        sourceTextbook: null,
        typeSafeContentPublishedDate: null,
        video: null,
        datePublished: '2024-01-15',
        orgId: null,
        isCustom: false,
        image: { url: '/api/covers/zz-known-main.svg' },
        related: true,
      });
    } finally {
      await cleanup();
    }
  });

  it('answers every platform and product model in the contract shape', async () => {
    const { rows } = await sql<{ product_id: string; org_id: string | null }>`
      select distinct on (platform, product_model) product_id, org_id
      from product order by platform, product_model, product_id`.execute(t.database.db);
    expect(rows.length).toBeGreaterThan(0);
    for (const { product_id, org_id } of rows) {
      // An institution's own product is read with an LMS token of that institution.
      const token = org_id
        ? `&lmsIntegrationToken=${encodeURIComponent(signLmsToken(t.config.lmsTokenSecret, { org: org_id, role: 'instructor', minutes: 5 }).token)}`
        : '';
      const res = await get(`/api/products/${product_id}?getRelated=true${token}`);
      expect(res.statusCode, product_id).toBe(200);
      expect([...Value.Errors(Product, res.json())], product_id).toEqual([]);
    }
  });

  it('sets `related` and, with getRelated=true, lists the alternate formats in position order', async () => {
    const cleanup = await insertKnownProduct(t.database.db);
    try {
      const plain = (await get(`/api/products/${KNOWN_ID}`)).json();
      expect(plain.related).toBe(true);
      expect(plain.isRelatedTo).toBeUndefined();
      expect((await get(`/api/products/${KNOWN_ID}?getRelated=false`)).json().isRelatedTo).toBeUndefined();

      const withRelated = (await get(`/api/products/${KNOWN_ID}?getRelated=true`)).json();
      expect(withRelated.related).toBe(true);
      // Written at positions a 2, b 0, c 1.
      expect(withRelated.isRelatedTo).toEqual(KNOWN_RELATED_ANSWER);
    } finally {
      await cleanup();
    }
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
