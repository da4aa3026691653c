// The product picture of the result cards and the autocomplete suggestions (spec §2: "cover
// image (fallback image)", "thumbnail (default image if none)"; spec §8: images that fail
// show the default image).

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
