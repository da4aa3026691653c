/**
 * What kind of feed a file is, and its text as a stream: gzip is recognised by its magic
 * bytes (not the file name), so `feed.xml.gz`, `feed.gz` and an uploaded blob all work.
 */
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { createGunzip } from 'node:zlib';
import type { Readable } from 'node:stream';

const GZIP_MAGIC = [0x1f, 0x8b];

async function isGzip(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(2), 0, 2, 0);
    return bytesRead === 2 && buffer[0] === GZIP_MAGIC[0] && buffer[1] === GZIP_MAGIC[1];
  } finally {
    await handle.close();
  }
}

/** The file's text (gunzipped when it is gzip), as a UTF-8 stream. */
export async function openText(file: string): Promise<Readable> {
  const raw = createReadStream(file);
  const stream = (await isGzip(file)) ? raw.pipe(createGunzip()) : raw;
  // A broken gzip stream errors the gunzip end, which is the one read.
  raw.on('error', (error) => stream.destroy(error));
  stream.setEncoding('utf8');
  return stream;
}

/** How many characters of the start are enough to tell: an XML declaration, comments, then the root. */
const SNIFF_CHARS = 4096;

/** `xml` when the text starts (after a BOM and blanks) with `<`, else `json-lines`. */
export async function sniffText(file: string): Promise<'xml' | 'json-lines'> {
  const stream = await openText(file);
  let head = '';
  try {
    for await (const chunk of stream) {
      head += chunk as string;
      if (head.length >= SNIFF_CHARS) break;
    }
  } finally {
    stream.destroy();
  }
  return /^\uFEFF?\s*</.test(head) ? 'xml' : 'json-lines';
}
