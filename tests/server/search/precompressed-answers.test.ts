/**
 * Kept answers go out compressed once (plugins/answer-cache/precompressed.ts, send.ts):
 * a client accepting Brotli or gzip gets the kept bytes, which decompress to exactly the
 * answer a client without compression gets; Vary names Accept-Encoding beside the caller
 * headers; ETag revalidation still answers 304.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../../support/test-db.ts';
import { useTestApp } from '../../support/test-app.ts';
import { preferredEncoding } from '../../../server/plugins/answer-cache/precompressed.ts';

describe('the encoding chosen for Accept-Encoding', () => {
  it('prefers Brotli, then gzip, honours q=0 and *, and answers none otherwise', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('GZIP')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*;q=0')).toBeNull();
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding('deflate')).toBeNull();
    expect(preferredEncoding('')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});

describe.each(databaseKinds)('compressed kept answers on %s', (kind) => {
  const t = useTestApp(kind, { seed: { products: 60 } });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it.each([
    ['/api/search?q=&limit=24', 'search'],
    ['/api/discipline', 'subjects'],
  ])('%s (%s): the same answer plain, gzip and Brotli, from the cache', async (url) => {
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    for (const [encoding, decode] of [
      ['gzip', gunzipSync],
      ['br', brotliDecompressSync],
    ] as const) {
      const res = await get(url, { 'accept-encoding': encoding });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-cache']).toBe('hit');
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(String(res.headers.vary)).toMatch(/Accept-Encoding/i);
      expect(String(res.headers.vary)).toMatch(/Authorization/);
      expect(res.headers.etag).toBe(plain.headers.etag);
      expect(decode(res.rawPayload).toString('utf8')).toBe(plain.body);
      // Revalidation: 304 and no body.
      const again = await get(url, { 'accept-encoding': encoding, 'if-none-match': String(res.headers.etag) });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    }
  });

  it('leaves small answers uncompressed', async () => {
    await get('/api/autoComplete?q=zzzzqq');
    const res = await get('/api/autoComplete?q=zzzzqq', { 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
