/**
 * The XSS corpus (tests/fixtures/xss-vectors.json) through the catalogue import, server
 * side (catalogue data comes from outside and may be hostile): every vector imports as a product description without failing
 * the import (hostile character references included), the product API hands the HTML back
 * exactly as stored, as JSON (the product page renders it only through DOMPurify, tested in
 * the browser), and the plain text the search cards show carries no markup made of tags.
 * A raw NUL is refused naming the field (PostgreSQL text cannot hold it).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../../support/test-db.ts';
import { useTestApp } from '../../support/test-app.ts';
import { refusedImport } from './refused-import.ts';
import { importCatalog } from '../../../server/ingest/catalog-import.ts';
import { isbn13CheckDigit } from '../../../server/ingest/generator/isbn.ts';

const corpus = JSON.parse(readFileSync(new URL('../../fixtures/xss-vectors.json', import.meta.url), 'utf8')) as {
  vectors: { name: string; html: string }[];
};
const SAMPLE = readFileSync(new URL('../../../examples/catalog-sample.jsonl', import.meta.url), 'utf8');
const { offers: _o, isRelatedTo: _r, ...base } = JSON.parse(SAMPLE.split('\n')[0]!) as Record<string, unknown>;

function productLine(n: number, html: string): Record<string, unknown> {
  const first12 = `97819997${String(n).padStart(4, '0')}`;
  const isbn = first12 + isbn13CheckDigit(first12);
  return { ...base, productId: isbn, isbn: [isbn], name: `Corpus Title ${n}`, description: { html } };
}

describe.each(databaseKinds)('the XSS corpus through the import on %s', (kind) => {
  const t = useTestApp(kind, { seed: { products: 20 } });

  it(`imports all ${corpus.vectors.length} vectors, answers them as stored, and keeps tags out of card text`, async () => {
    expect(corpus.vectors.length).toBeGreaterThanOrEqual(30);
    const lines = corpus.vectors.map((v, i) => productLine(i + 1, `<p>Vector ${i + 1}.</p>${v.html}`));
    const result = await importCatalog(t.database.db, lines.map((l) => JSON.stringify(l)).join('\n'));
    expect(result.imported).toBe(corpus.vectors.length);

    for (const [i, line] of lines.entries()) {
      const res = await t.app.inject({ method: 'GET', url: `/api/products/${line.productId as string}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json().description.html).toBe((line.description as { html: string }).html);
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      const rows = await t.database.db
        .selectFrom('product')
        .select('description_text')
        .where('product_id', '=', line.productId as string)
        .execute();
      const text = rows[0]!.description_text;
      expect(text, corpus.vectors[i]!.name).toMatch(new RegExp(`^Vector ${i + 1}\\.`));
      expect(text, corpus.vectors[i]!.name).not.toMatch(/<[a-z!/]/i);
    }
  });

  it('turns character references that are not characters into U+FFFD instead of failing', async () => {
    const line = productLine(900, '<p>a&#0;b&#x110000;c&#xD800;d&#99999999999;e</p>');
    await importCatalog(t.database.db, JSON.stringify(line));
    const row = await t.database.db
      .selectFrom('product')
      .select('description_text')
      .where('product_id', '=', line.productId as string)
      .executeTakeFirstOrThrow();
    expect(row.description_text).toBe('a\uFFFDb\uFFFDc\uFFFDd\uFFFDe.');
  });

  it('refuses a raw NUL, naming the field', async () => {
    const error = await refusedImport(t.database.db, JSON.stringify(productLine(901, '<p>a\u0000b</p>')));
    expect(error.issues).toEqual([
      { line: 1, field: 'description.html', message: 'must not hold control characters (NUL and other C0 controls)' },
    ]);
  });
});
