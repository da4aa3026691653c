/**
 * A product's cover as PNG, for link previews: chat apps and social sites show no SVG. Drawn
 * from the same generated SVG (cover-svg.ts) by resvg, at twice its size (600 × 800: previews
 * want 600 px or more), with the machine's fonts. Rendering takes a few milliseconds of CPU,
 * so the last pictures drawn are kept, keyed by the SVG's text (a changed title draws anew).
 */
import { createHash } from 'node:crypto';
import { Resvg } from '@resvg/resvg-js';
import { LRUCache } from 'lru-cache';

/** What a preview states about the picture (og:image:width, height, type). */
export const COVER_IMAGE = { width: 600, height: 800, type: 'image/png' } as const;

// About 40 kB a cover: 32 MB holds some 800 of them.
const drawn = new LRUCache<string, Buffer>({ maxSize: 32 * 1024 * 1024, sizeCalculation: (png) => png.length });

export function coverPng(svg: string): Buffer {
  const key = createHash('sha256').update(svg).digest('base64url');
  const kept = drawn.get(key);
  if (kept) return kept;
  const png = new Resvg(svg, {
    fitTo: { mode: 'width', value: COVER_IMAGE.width },
    font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' },
  })
    .render()
    .asPng();
  drawn.set(key, png);
  return png;
}
