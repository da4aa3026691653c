/**
 * The shipped pictures a page shows at once, drawn as PNG from their SVG source (`npm run
 * draw:pictures` writes them into public/; a unit test checks they match their source).
 *
 * Why not the SVG itself: each SVG picture a page shows is a document of its own, which the
 * browser creates, styles and lays out on the page's main thread (a Page, its loader, its
 * window): 2-15 ms of a fast host's time each, the first of a load the dearest, so 20-140 ms of a
 * low-tier phone's, in the middle of the start. A PNG is decoded off the main thread. The same
 * goes for the tab's icon and the manifest's, which the browser fetches and decodes in the
 * page's renderer on every load. Flat colours: a small palette keeps each file at a few kB.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';

export interface RasterPicture {
  /** The SVG it is drawn from, under the project's root. */
  source: string;
  /** The PNG written, under the project's root. */
  target: string;
  /** Its width in pixels (its height in proportion). */
  width: number;
  /** Colours in its palette. */
  colours: number;
}

export const RASTER_PICTURES: readonly RasterPicture[] = [
  // Home's subject boxes: at most 100 % of a phone's column (about 343 CSS px at 88 px high,
  // object-fit: cover) or a quarter of a desktop's row. 640 px is a phone's at 1.75x and a
  // desktop's at 2x; the flat shapes scale up cleanly beyond it. 16 colours: 2.3-2.5 kB each
  // (64 colours look the same and weigh 40 % more).
  ...[1, 2, 3].map((n) => ({
    source: `public/images/subject-${n}.svg`,
    target: `public/images/subject-${n}.png`,
    width: 640,
    colours: 16,
  })),
  // The tab's icon: 16 CSS px at up to 3x.
  { source: 'public/favicon.svg', target: 'public/icons/favicon-48.png', width: 48, colours: 64 },
];

/** `picture` drawn from its source as a palette PNG. */
export async function drawPicture(picture: RasterPicture, root = process.cwd()): Promise<Buffer> {
  const svg = readFileSync(path.join(root, picture.source), 'utf8');
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: picture.width } }).render().asPng();
  return sharp(png).png({ palette: true, colours: picture.colours, effort: 10, compressionLevel: 9 }).toBuffer();
}
