/**
 * The parts of a product (spec §7): /toc, /module and /related (our path for the
 * spec's "related products" call). Products are picked from the seeded catalogue by
 * property; exact answers are checked on a product the test writes itself
 * (tests/support/known-product.ts).
 */
import { describe, expect, it } from 'vitest';
import Value from 'typebox/value';
import { databaseKinds, pickProduct } from '../../support/test-db.ts';
import { useTestApp } from '../../support/test-app.ts';
import { TocResponse } from '../../../contract/schemas/toc.ts';
import { RelatedListResponse } from '../../../contract/schemas/related.ts';
import type { TocNode } from '../../../server/db/types.ts';
import { insertKnownProduct, KNOWN_ID, KNOWN_RELATED_ANSWER } from '../../support/known-product.ts';

/** What the API answers for a stored tree: leaves without `children`. */
function normalise(nodes: TocNode[]): TocNode[] {
  return nodes.map((n) =>
    n.children && n.children.length > 0 ? { label: n.label, children: normalise(n.children) } : { label: n.label },
  );
}

describe.each(databaseKinds)('product parts on %s', (kind) => {
  const t = useTestApp(kind);

  const pick = (condition: string, what: string) => pickProduct(t.database.db, condition, what);

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  describe('GET /api/products/{productId}/toc', () => {
    it('answers the stored table of contents (spec §3: toc with label and children, tocString)', async () => {
      const id = await pick(
        `exists (select 1 from product_toc t where t.product_id = p.product_id)`,
        'product with a toc',
      );
      const stored = await t.database.db
        .selectFrom('product_toc')
        .select(['toc', 'toc_string'])
        .where('product_id', '=', id)
        .executeTakeFirstOrThrow();
      const res = await get(`/api/products/${id}/toc`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect([...Value.Errors(TocResponse, body)]).toEqual([]);
      expect(body.tocString).toBe(stored.toc_string);
      expect(body.toc).toEqual(normalise(stored.toc));
      expect(body.toc.length).toBeGreaterThan(0);
      expect(res.headers.etag).toBeDefined();
    });

    it('answers a written table of contents: leaves without children, tocString as stored', async () => {
      const cleanup = await insertKnownProduct(t.database.db);
      try {
        const res = await get(`/api/products/${KNOWN_ID}/toc`);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({
          toc: [
            { label: 'Part 1 Cells', children: [{ label: '1 The cell' }, { label: '2 Membranes' }] },
            { label: 'Part 2 Systems' },
          ],
          tocString: 'Part 1 Cells; 1 The cell; 2 Membranes; Part 2 Systems',
        });
      } finally {
        await cleanup();
      }
    });

    it('answers 404 for a product without a table of contents', async () => {
      const id = await pick(
        `not exists (select 1 from product_toc t where t.product_id = p.product_id)`,
        'product without a toc',
      );
      const res = await get(`/api/products/${id}/toc`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toContain('table of contents');
    });

    it('answers 404 for an unknown product', async () => {
      const res = await get('/api/products/no-such-product-0000/toc');
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toContain('does not exist');
    });
  });

  describe('GET /api/products/{productId}/module', () => {
    it('lists a collection’s modules in order (spec §3 Modules)', async () => {
      const id = await pick(
        `p.platform = 'collection' and exists (select 1 from product_module m where m.product_id = p.product_id)`,
        'collection with modules',
      );
      const stored = await t.database.db
        .selectFrom('product_module')
        .select('title')
        .where('product_id', '=', id)
        .orderBy('position')
        .execute();
      const res = await get(`/api/products/${id}/module`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ modules: stored.map((m) => ({ title: m.title })) });
      expect(res.headers['cache-control']).toContain('max-age');
    });

    it('lists written modules in position order', async () => {
      const cleanup = await insertKnownProduct(t.database.db);
      try {
        const res = await get(`/api/products/${KNOWN_ID}/module`);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ modules: [{ title: 'Module A' }, { title: 'Module B' }, { title: 'Module C' }] });
      } finally {
        await cleanup();
      }
    });

    it('answers an empty list for a product that is not a collection', async () => {
      const id = await pick(`p.platform <> 'collection'`, 'product that is not a collection');
      const res = await get(`/api/products/${id}/module`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ modules: [] });
    });

    it('answers 404 for an unknown product', async () => {
      expect((await get('/api/products/no-such-product-0000/module')).statusCode).toBe(404);
    });
  });

  describe('GET /api/products/{productId}/related', () => {
    it('lists the alternate formats in position order, each in the spec §3 Related product shape', async () => {
      const cleanup = await insertKnownProduct(t.database.db);
      try {
        const res = await get(`/api/products/${KNOWN_ID}/related`);
        expect(res.statusCode).toBe(200);
        const body = res.json();
        expect([...Value.Errors(RelatedListResponse, body)]).toEqual([]);
        // Written at positions a 2, b 0, c 1.
        expect(body).toEqual({
          relatedProducts: KNOWN_RELATED_ANSWER,
        });
        // The product detail's isRelatedTo is the same list.
        expect((await get(`/api/products/${KNOWN_ID}?getRelated=true`)).json().isRelatedTo).toEqual(
          body.relatedProducts,
        );
      } finally {
        await cleanup();
      }
    });

    it('never lists more than 4, keeping the first 4 by position (spec §9 "Related products max 4")', async () => {
      // The demo seed links at most a few formats per title; six links exercise the cap.
      const id = await pick(
        `not exists (select 1 from related_product r where r.product_id = p.product_id)`,
        'product without related products',
      );
      const others = await t.database.db
        .selectFrom('product')
        .select('product_id')
        .where('product_id', '<>', id)
        .orderBy('product_id')
        .limit(6)
        .execute();
      const links = others.map((o, i) => ({ product_id: id, related_product_id: o.product_id, position: 5 - i }));
      await t.database.db.insertInto('related_product').values(links).execute();
      try {
        const body = (await get(`/api/products/${id}/related`)).json();
        const firstFour = [...links].sort((a, b) => a.position - b.position).slice(0, 4);
        expect(body.relatedProducts.map((r: { productId: string }) => r.productId)).toEqual(
          firstFour.map((l) => l.related_product_id),
        );
        const detail = (await get(`/api/products/${id}?getRelated=true`)).json();
        expect(detail.isRelatedTo).toHaveLength(4);
        expect(detail.related).toBe(true);
      } finally {
        await t.database.db.deleteFrom('related_product').where('product_id', '=', id).execute();
      }
    });

    it('answers an empty list for a product without alternate formats', async () => {
      const id = await pick(
        `not exists (select 1 from related_product r where r.product_id = p.product_id)`,
        'product without related products',
      );
      const res = await get(`/api/products/${id}/related`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ relatedProducts: [] });
    });

    it('answers 404 for an unknown product', async () => {
      expect((await get('/api/products/no-such-product-0000/related')).statusCode).toBe(404);
    });
  });

  it.each(['toc', 'module', 'related'])('/%s answers 400 naming productId for a malformed id', async (part) => {
    for (const id of ['bad.id', 'a%00b', '%C3%A9t%C3%A9', 'x'.repeat(65)]) {
      const res = await get(`/api/products/${id}/${part}`);
      expect(res.statusCode, id).toBe(400);
      expect(res.json(), id).toEqual(expect.objectContaining({ statusCode: 400, field: 'productId' }));
    }
  });
});
