/**
 * The widths a product's generated cover is drawn at as a raster picture
 * (`GET /api/covers/{productId}.png?w=`), for the pages' `srcset`: from a phone's result card
 * (80 CSS px, 160 device pixels at 2x) to a product's summary on a desktop (180 CSS px, 360 at
 * 2x) or a phone at 3x. The browser lays out and paints an SVG picture on the page's main thread
 * (a document of its own, its text shaped); a PNG it decodes off it. The server draws only these
 * widths, so no client makes it draw and keep every size.
 */
export const COVER_WIDTHS = [160, 320, 480] as const;
export type CoverWidth = (typeof COVER_WIDTHS)[number];
