/**
 * Publishers' front covers (SupportingResource, ResourceContentType 01): fetched after the
 * import has committed — never inside its transaction, where a slow host would hold it open —
 * with limits on time, size and type, and stored for the cover route. A cover that cannot be
 * fetched keeps the product's current image (the generated cover) and is reported.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { ImportIssue } from '../import-line-checks.ts';
import { storeCoverImage } from '../../modules/catalogue/cover-image-repository.ts';
import { P } from './map-product.ts';

export const COVER_MAX_BYTES = 5 * 2 ** 20;
export const COVER_TIMEOUT_MS = 10_000;
/** Covers fetched at once. */
const PARALLEL = 4;

/** The image's type by its first bytes (what the server says is not trusted alone). */
function sniffImage(bytes: Buffer): 'image/jpeg' | 'image/png' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  return null;
}

export interface CoverRequest {
  productId: string;
  link: string;
  /** The ResourceLink's line, and its record's (the record's key in the import). */
  line: number;
  recordLine: number;
  record: string;
}

export interface CoverLimits {
  maxBytes?: number;
  timeoutMs?: number;
}

/** Why the cover was not fetched, or the image. */
async function fetchCover(
  link: string,
  limits: Required<CoverLimits>,
): Promise<{ problem: string } | { contentType: string; bytes: Buffer }> {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return { problem: 'not an address' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { problem: `${url.protocol} addresses are not fetched` };
  const signal = AbortSignal.timeout(limits.timeoutMs);
  try {
    const response = await fetch(url, { signal, redirect: 'follow' });
    if (!response.ok) return { problem: `answered ${response.status}` };
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > limits.maxBytes) return { problem: `larger than ${limits.maxBytes} bytes` };
    const chunks: Buffer[] = [];
    let size = 0;
    const reader = response.body?.getReader();
    for (let read = await reader?.read(); reader && read && !read.done; read = await reader.read()) {
      size += read.value.length;
      if (size > limits.maxBytes) {
        await reader.cancel();
        return { problem: `larger than ${limits.maxBytes} bytes` };
      }
      chunks.push(Buffer.from(read.value));
    }
    const bytes = Buffer.concat(chunks);
    const type = sniffImage(bytes);
    if (!type) return { problem: `not a JPEG or PNG image (${response.headers.get('content-type') ?? 'no type'})` };
    return { contentType: type, bytes };
  } catch (error) {
    if (signal.aborted) return { problem: `no answer within ${limits.timeoutMs} ms` };
    return { problem: (error as Error).message };
  }
}

/** Fetches and stores the covers; returns the reports of those that failed. */
export async function fetchCovers(
  db: Kysely<DB>,
  requests: readonly CoverRequest[],
  limits: CoverLimits = {},
): Promise<{ stored: number; issues: ImportIssue[] }> {
  const full = { maxBytes: limits.maxBytes ?? COVER_MAX_BYTES, timeoutMs: limits.timeoutMs ?? COVER_TIMEOUT_MS };
  const issues: ImportIssue[] = [];
  let stored = 0;
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const r = requests[next++]!;
      const got = await fetchCover(r.link, full);
      if ('problem' in got)
        issues.push({
          line: r.line,
          record: r.record,
          field: `${P}/CollateralDetail/SupportingResource/ResourceVersion/ResourceLink`,
          message: `front cover ${JSON.stringify(r.link.slice(0, 200))} not fetched (${got.problem}): the default cover is kept`,
        });
      else if (await storeCoverImage(db, r.productId, { ...got, sourceUrl: r.link })) stored++;
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  issues.sort((a, b) => a.line - b.line);
  return { stored, issues };
}
