/**
 * Name-based UUIDs (version-5 layout, SHA-1 of a name): deterministic and, unlike a
 * 32-bit PRNG stream, unique for distinct names — product ids are unique, so their
 * UUIDs are too (spec §2: the product page is chosen by the `uuid` query parameter).
 * The generator names products `exchange-demo:{seed}:{productId}`, the import
 * `exchange-product:{productId}`.
 */
import { createHash } from 'node:crypto';

export function productUuid(name: string): string {
  const h = createHash('sha1').update(name).digest('hex').split('');
  h[12] = '5';
  h[16] = '89ab'[parseInt(h[16]!, 16) & 3]!;
  const s = h.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20, 32)}`;
}
