// The product picture of the result cards and the autocomplete suggestions (spec §2: "cover
// image (fallback image)", "thumbnail (default image if none)"; spec §8: images that fail
// show the default image).
import { COVER_WIDTHS, type CoverWidth } from '../../../contract/covers';

/** The default image: no cover, a cover from elsewhere, or a cover that fails to load. */
export const DEFAULT_COVER = '/images/default-cover.svg';

/**
 * The picture to show for a cover address: our own covers only (same-origin paths, which is
 * all the API answers and all the page's Content-Security-Policy img-src allows), else the
 * default image.
 */
export function coverUrl(url: string | null | undefined): string {
  return url && url.startsWith('/') && !url.startsWith('//') ? url : DEFAULT_COVER;
}

/** An `<img>`'s address and its choice of widths. */
export interface CoverPicture {
  src: string;
  srcSet: string | undefined;
}

/** The address the API gives for a product's generated cover (server/modules/search/shape.ts). */
const GENERATED_COVER = /^\/api\/covers\/([^/?#]+)\.svg$/;

/**
 * The picture for a cover address, as a page shows it: our generated covers as PNG at the widths
 * the server draws (contract/covers.ts), so the browser picks by the picture's size on screen and
 * decodes it off the main thread; `src` is the `fallback` width. Anything else as coverUrl says.
 */
export function coverPicture(url: string | null | undefined, fallback: CoverWidth = 320): CoverPicture {
  const shown = coverUrl(url);
  const generated = GENERATED_COVER.exec(shown);
  if (!generated) return { src: shown, srcSet: undefined };
  const at = (width: CoverWidth) => `/api/covers/${generated[1]}.png?w=${width}`;
  return { src: at(fallback), srcSet: COVER_WIDTHS.map((width) => `${at(width)} ${width}w`).join(', ') };
}
