/** The weak ETag of a serialised body: the HTTP caching hook and the answer caches share it. */
import { createHash } from 'node:crypto';

export function etagOf(payload: string | Buffer): string {
  return `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
}
