/**
 * A product's cover as a raster picture. `coverPng`: the link previews' PNG (chat apps and social
 * sites show no SVG), drawn from the same generated SVG (cover-svg.ts) by resvg at twice its size
 * (600 × 800: previews want 600 px or more), with the machine's fonts. `coverPngAt`: the pages'
 * pictures at one of the widths of contract/covers.ts, reduced to a palette by sharp
 * (libimagequant): the covers are flat colours and text, so 64 colours look the same and weigh a
 * third (2-7 kB against 7-18 kB). `storedCoverAt`: a publisher's own picture at such a width.
 * Drawing takes milliseconds of CPU, so the last pictures drawn are kept, keyed by what they are
 * drawn from (a changed title draws anew).
 */
import { createHash } from 'node:crypto';
import { Resvg } from '@resvg/resvg-js';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import type { CoverWidth } from '../../../contract/covers.ts';

/** What a preview states about the picture (og:image:width, height, type). */
export const COVER_IMAGE = { width: 600, height: 800, type: 'image/png' } as const;

/** Colours in the pages' PNG covers (libimagequant's choice of them). */
const PAGE_COVER_COLOURS = 64;

// About 40 kB a preview, 2-7 kB a page's cover: 32 MB holds some 800 previews or many more covers.
const drawn = new LRUCache<string, Buffer>({ maxSize: 32 * 1024 * 1024, sizeCalculation: (png) => png.length });

const keyOf = (source: string | Buffer, width: number) =>
  `${width}:${createHash('sha256').update(source).digest('base64url')}`;

function drawSvg(svg: string, width: number): Buffer {
  return new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' },
  })
    .render()
    .asPng();
}

export function coverPng(svg: string): Buffer {
  const key = keyOf(svg, COVER_IMAGE.width);
  const kept = drawn.get(key);
  if (kept) return kept;
  const png = drawSvg(svg, COVER_IMAGE.width);
  drawn.set(key, png);
  return png;
}

/** The generated cover as a palette PNG `width` pixels wide (its height in proportion). */
export async function coverPngAt(svg: string, width: CoverWidth): Promise<Buffer> {
  const key = keyOf(svg, width);
  const kept = drawn.get(key);
  if (kept) return kept;
  // sharp encodes on libuv's threads, off the event loop.
  const png = await sharp(drawSvg(svg, width))
    .png({ palette: true, colours: PAGE_COVER_COLOURS, effort: 7 })
    .toBuffer();
  drawn.set(key, png);
  return png;
}

/**
 * A publisher's picture (JPEG or PNG, as the ONIX import fetched it) at most `width` pixels wide,
 * in its own format; never enlarged. A picture sharp cannot read is answered as it was stored.
 */
export async function storedCoverAt(
  stored: { contentType: string; bytes: Buffer },
  width: CoverWidth,
): Promise<{ contentType: string; bytes: Buffer }> {
  const key = keyOf(stored.bytes, width);
  const kept = drawn.get(key);
  if (kept) return { contentType: stored.contentType, bytes: kept };
  try {
    const resized = sharp(stored.bytes).resize({ width, withoutEnlargement: true });
    const bytes = await (
      stored.contentType === 'image/png'
        ? resized.png({ palette: true, effort: 7 })
        : resized.jpeg({ quality: 80, mozjpeg: true })
    ).toBuffer();
    drawn.set(key, bytes);
    return { contentType: stored.contentType, bytes };
  } catch {
    return stored;
  }
}
