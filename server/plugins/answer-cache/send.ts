/**
 * Sends the answer for `key` from the answer cache, computing and serialising it with the
 * route's response schema when it is not there. The key is built from validated input (and
 * the caller's organisation where it matters), never from the raw request, so callers share
 * an answer only when they would get the same one.
 *
 * A kept answer is also kept compressed (precompressed.ts): a client that accepts Brotli
 * or gzip gets bytes compressed once per answer off the event loop, not again per request.
 * @fastify/compress leaves a body that already has a Content-Encoding alone.
 */
import type { FastifyReply } from 'fastify';
import type { CacheResult } from './response-cache.ts';
import { compressedOnce, preferredEncoding } from './precompressed.ts';

/** What sending needs of the cache (answer-cache.ts's AnswerCache). */
interface AnswerSource {
  readonly enabled: boolean;
  answer(key: string, produce: () => Promise<string>): Promise<CacheResult>;
}

/** Smaller bodies go out as they are, as with @fastify/compress's threshold. */
const COMPRESS_FROM_BYTES = 1024;

export async function sendCached(
  cache: AnswerSource,
  reply: FastifyReply,
  key: unknown[],
  produce: () => Promise<unknown>,
): Promise<FastifyReply> {
  const { answer, status, ageSeconds } = await cache.answer(JSON.stringify(key), async () => {
    // The route's response schema serialiser, as Fastify would use it; it yields a string.
    const body = reply.serialize(await produce());
    return typeof body === 'string' ? body : Buffer.from(body as ArrayBuffer).toString('utf8');
  });
  if (ageSeconds > 0) reply.header('age', String(ageSeconds));
  reply.header('etag', answer.etag).header('x-cache', status).type('application/json; charset=utf-8');
  return sendKept(reply, answer, answer.body, cache.enabled && answer.body.length >= COMPRESS_FROM_BYTES);
}

/**
 * Sends `body`, a kept answer's (`owner`), compressed once per answer in the encoding the client
 * prefers when `compress`, else as it is.
 */
export async function sendKept(
  reply: FastifyReply,
  owner: object,
  body: string,
  compress: boolean,
): Promise<FastifyReply> {
  const encoding = compress ? preferredEncoding(reply.request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(body);
  const compressed = await compressedOnce(owner, body, encoding);
  return reply.header('content-encoding', encoding).header('vary', 'Accept-Encoding').send(compressed);
}
