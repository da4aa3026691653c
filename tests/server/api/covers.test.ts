import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../support/test-db.ts';
import { useTestApp } from '../../support/test-app.ts';
import { escapeXml, renderCoverSvg, wrapText } from '../../../server/modules/catalogue/cover-svg.ts';

describe.each(databaseKinds)('GET /api/covers/{productId}.svg on %s', (kind) => {
  const t = useTestApp(kind);
  let withCover: { product_id: string; name: string };
  let withoutCover: string;
  beforeAll(async () => {
    withCover = await t.database.db
      .selectFrom('product')
      .select(['product_id', 'name'])
      .where('has_cover', '=', true)
      .where('book_edition', 'is not', null)
      .orderBy('product_id')
      .executeTakeFirstOrThrow();
    const none = await t.database.db
      .selectFrom('product')
      .select('product_id')
      .where('has_cover', '=', false)
      .orderBy('product_id')
      .executeTakeFirstOrThrow();
    withoutCover = none.product_id;
  });

  it('answers an SVG with the title, cacheable for a day with an ETag', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/covers/${withCover.product_id}.svg` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(res.body).toContain(`aria-label="Cover of ${escapeXml(withCover.name)}`);
    expect(res.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/covers/${withCover.product_id}.svg`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  /** A PNG's width, height and colour type, from its IHDR chunk. */
  const pngHeader = (png: Buffer) => ({
    width: png.readUInt32BE(16),
    height: png.readUInt32BE(20),
    colourType: png[25],
  });

  it('answers the PNG at a width of the pages (160, 320, 480): a palette picture, in proportion, cacheable', async () => {
    for (const [w, height] of [
      [160, 213],
      [320, 427],
      [480, 640],
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/covers/${withCover.product_id}.png?w=${w}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
      expect(pngHeader(res.rawPayload)).toEqual({ width: w, height, colourType: 3 }); // 3: indexed colour
    }
    const small = await t.app.inject({ method: 'GET', url: `/api/covers/${withCover.product_id}.png?w=160` });
    expect(small.rawPayload.length).toBeLessThan(10_000);
    // Without a width: the link previews' picture, as before.
    const preview = await t.app.inject({ method: 'GET', url: `/api/covers/${withCover.product_id}.png` });
    expect(pngHeader(preview.rawPayload)).toMatchObject({ width: 600, height: 800 });
    // An SVG has no width to choose.
    const svg = await t.app.inject({ method: 'GET', url: `/api/covers/${withCover.product_id}.svg?w=160` });
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it.each(['100', '0', 'big', '320.5'])('answers 400 naming w for a width the pages do not use (w=%s)', async (w) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/covers/${withCover.product_id}.png?w=${w}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(expect.objectContaining({ statusCode: 400, field: 'w' }));
  });

  it('answers 404 for a product without a cover at any width', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/covers/${withoutCover}.png?w=160` });
    expect(res.statusCode).toBe(404);
  });

  it('answers 404 JSON for a product without a cover (the client shows its default image)', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/covers/${withoutCover}.svg` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(
      expect.objectContaining({ statusCode: 404, message: expect.stringContaining('no cover') }),
    );
  });

  it('answers 404 JSON for an unknown product', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/covers/NO-SUCH-PRODUCT.svg' });
    expect(res.statusCode).toBe(404);
    expect(res.json().statusCode).toBe(404);
  });

  it.each([
    ['a malformed id', '/api/covers/bad%20id!.svg'],
    ['another extension', `/api/covers/9781234567897.jpg`], // .svg and .png only
    ['no extension', '/api/covers/9781234567897'],
    ['an over-long id', `/api/covers/${'x'.repeat(65)}.svg`],
  ])('answers 400 naming the parameter for %s', async (_label, url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(expect.objectContaining({ statusCode: 400, field: 'file' }));
  });
});

describe('cover SVG rendering', () => {
  const facts = {
    productId: '9781234567897',
    name: 'Anatomy & Physiology: <Essentials> for "Nurses"',
    edition: '12e',
    platform: 'revel' as const,
    brand: 'Revel',
    color: '#336699',
    authors: ['O\u2019Brien', 'Smith & Co'],
  };

  it('escapes every catalogue string', () => {
    const svg = renderCoverSvg(facts);
    expect(svg).not.toMatch(/<Essentials>|& |"Nurses"/);
    expect(svg).toContain('Anatomy &amp; Physiology');
    expect(svg).toContain('&lt;Essentials&gt;');
    expect(svg).toContain('Smith &amp; Co');
    expect(svg).toContain('Revel\u2122');
    expect(svg).toContain('>12e<');
  });

  it('keeps a colour only when it is a plain hex colour', () => {
    expect(renderCoverSvg(facts)).toContain('fill="#336699"');
    const hostile = renderCoverSvg({ ...facts, color: '"/><script>alert(1)</script>' });
    expect(hostile).not.toContain('<script>');
  });

  it('wraps long titles and ends cut text with an ellipsis', () => {
    expect(wrapText('Calculus: Early Transcendentals', 16, 4)).toEqual(['Calculus: Early', 'Transcendentals']);
    const cut = wrapText('one two three four five six seven eight nine ten', 9, 2);
    expect(cut).toHaveLength(2);
    expect(cut[1]!.endsWith('\u2026')).toBe(true);
  });
});
