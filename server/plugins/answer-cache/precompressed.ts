/**
 * Compressed bodies of kept answers (response-cache.ts), made once per answer and
 * encoding off the event loop (zlib's thread pool), instead of compressing the same bytes
 * again on the event loop for every request that hits the cache: compression was the largest
 * cost of the load benchmark's hits (docs/benchmarks/load.md). Same settings as
 * @fastify/compress: gzip at zlib's default level, Brotli at quality 4 (text mode).
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
const BROTLI = {
  params: {
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
  },
};

/**
 * The encoding to answer with for an Accept-Encoding header: Brotli when accepted, else gzip,
 * else none (identity). `q=0` refuses a coding; `*` accepts any not named.
 */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const accepts = (coding: Encoding) => (q.get(coding) ?? q.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

const made = new WeakMap<object, Map<Encoding, Promise<Buffer>>>();

/** `body` compressed with `encoding`, made once for the lifetime of `owner` (the kept answer). */
export function compressedOnce(owner: object, body: string, encoding: Encoding): Promise<Buffer> {
  let byEncoding = made.get(owner);
  if (!byEncoding) made.set(owner, (byEncoding = new Map()));
  let compressed = byEncoding.get(encoding);
  if (!compressed) {
    compressed = encoding === 'br' ? brotli(body, BROTLI) : gzip(body);
    byEncoding.set(encoding, compressed);
    // A failure is not kept: the next request tries again.
    compressed.catch(() => byEncoding.delete(encoding));
  }
  return compressed;
}
