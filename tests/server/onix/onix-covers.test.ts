/**
 * Front covers named by ONIX records (SupportingResource 01): fetched after the import with
 * limits on time, size and type, from a local HTTP server (never the internet), stored and
 * served by the cover route; a cover that cannot be fetched keeps the generated one and is
 * reported naming the record, the element and the line.
 */
import { createServer, type Server } from 'node:http';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../support/test-app.ts';
import { buildTestApp } from '../../support/test-db.ts';
import { formatIssue } from '../../../server/ingest/catalog-import.ts';
import { importFeedFile } from '../../../server/ingest/import-feed.ts';
import { isbn13CheckDigit } from '../../../server/ingest/generator/isbn.ts';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100, 7)]);
const t = useTestDatabase('pglite', { products: 10, seed: 7 });
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/ok.png') response.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    else if (request.url === '/page.html')
      response.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>');
    // Answers after the limit (the connection is closed with the server, in afterAll).
    else if (request.url === '/slow.jpg') setTimeout(() => response.end(), 60_000).unref();
    else if (request.url === '/big.jpg') {
      response.writeHead(200, { 'content-type': 'image/jpeg' });
      response.end(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(5000)]));
    } else response.writeHead(404).end();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('ONIX front covers', () => {
  it('stores the one that fetches, reports the others, and the cover route serves it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'onix-covers-'));
    const file = join(dir, 'covers.xml');
    const template = readFileSync(new URL('../../fixtures/onix/covers.xml', import.meta.url), 'utf8');
    writeFileSync(file, template.replaceAll('{{BASE}}', base));
    // A limit a loaded host keeps for the covers that do answer (500 ms timed out an HTML page
    // and a big picture too, beside the e2e lane).
    const result = await importFeedFile(t.database.db, file, { fetchCovers: { maxBytes: 1000, timeoutMs: 4000 } });
    expect(result).toMatchObject({ imported: 5, coversStored: 1 });
    const path = '/ONIXMessage/Product/CollateralDetail/SupportingResource/ResourceVersion/ResourceLink';
    expect(result.warnings.map(formatIssue)).toEqual([
      `record COVER-HTML (line 32): ${path}: front cover "${base}/page.html" not fetched (not a JPEG or PNG image (text/html)): the default cover is kept`,
      `record COVER-SLOW (line 48): ${path}: front cover "${base}/slow.jpg" not fetched (no answer within 4000 ms): the default cover is kept`,
      `record COVER-BIG (line 64): ${path}: front cover "${base}/big.jpg" not fetched (larger than 1000 bytes): the default cover is kept`,
      `record COVER-404 (line 80): ${path}: front cover "${base}/missing.jpg" not fetched (answered 404): the default cover is kept`,
    ]);
    const app = await buildTestApp(t.database);
    try {
      const stored = await app.inject({ url: '/api/covers/9781999001018.svg' });
      expect(stored.statusCode).toBe(200);
      expect(stored.headers['content-type']).toBe('image/png');
      expect(stored.rawPayload.equals(PNG)).toBe(true);
      // Not fetched: the generated cover.
      const generated = await app.inject({ url: '/api/covers/9781999001025.svg' });
      expect(generated.statusCode).toBe(200);
      expect(generated.headers['content-type']).toContain('image/svg+xml');
    } finally {
      await app.close();
    }
  });

  it('a later record of the product without a front cover drops the stored one, among many records', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'onix-uncover-'));
    const file = join(dir, 'uncover.xml');
    const record = (id: string, title: string) => `
  <Product>
    <RecordReference>${title}</RecordReference>
    <NotificationType>03</NotificationType>
    <ProductIdentifier><ProductIDType>15</ProductIDType><IDValue>${id}</IDValue></ProductIdentifier>
    <DescriptiveDetail>
      <ProductComposition>00</ProductComposition>
      <ProductForm>BC</ProductForm>
      <TitleDetail><TitleType>01</TitleType><TitleElement><TitleElementLevel>01</TitleElementLevel><TitleText>${title}</TitleText></TitleElement></TitleDetail>
      <Subject><SubjectSchemeIdentifier>10</SubjectSchemeIdentifier><SubjectCode>EDU000000</SubjectCode></Subject>
    </DescriptiveDetail>
    <CollateralDetail>
      <TextContent><TextType>03</TextType><ContentAudience>00</ContentAudience><Text>No cover now.</Text></TextContent>
    </CollateralDetail>
  </Product>`;
    // The covered product comes after more records than one lookup batch holds (50).
    const others = Array.from({ length: 120 }, (_, i) => {
      const first12 = `978199900${String(200 + i).padStart(3, '0')}`;
      return record(first12 + isbn13CheckDigit(first12), `OTHER-${i}`);
    });
    writeFileSync(
      file,
      `<?xml version="1.0" encoding="UTF-8"?>
<ONIXMessage release="3.0" xmlns="http://ns.editeur.org/onix/3.0/reference">
  <Header><Sender><SenderName>Cover Press</SenderName></Sender><SentDateTime>20261102</SentDateTime></Header>${others.join('')}${record('9781999001018', 'COVER-GONE')}
</ONIXMessage>
`,
    );
    const stored = () =>
      t.database.db
        .selectFrom('product_cover_image')
        .select('product_id')
        .where('product_id', '=', '9781999001018')
        .execute();
    expect(await stored()).toHaveLength(1);
    expect(await importFeedFile(t.database.db, file, {})).toMatchObject({ imported: 121 });
    expect(await stored()).toHaveLength(0);
    const app = await buildTestApp(t.database);
    try {
      // No picture now: the cover route no longer serves the PNG.
      const cover = await app.inject({ url: '/api/covers/9781999001018.svg' });
      expect(cover.headers['content-type']).not.toBe('image/png');
    } finally {
      await app.close();
    }
  });
});
