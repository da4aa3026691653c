// The Features tab and the mobile-feature block (spec §2 "for eText or the eText2 cite model a
// mobile-feature block", §3 "Discipline feature", §6 "students … see student descriptions",
// §8 "Images fail: default image"). Pure.
import type { Platform, ProductModelName } from '../../../contract/catalogue';
import type { AppCta, FeatureContent } from '../../../contract/wire';

/** spec §2: the mobile-feature block shows for eText products and for the eText2 cite model. */
export function showsMobileFeature(platform: Platform, model: ProductModelName): boolean {
  return platform === 'etext' || model === 'ETEXT2_CITE';
}

/** spec §6: students see the student description; others (and students when it is missing) the description. */
export function featureDescription(
  content: Pick<FeatureContent, 'description' | 'studentDescription'>,
  student: boolean,
): string | null {
  return (student ? content.studentDescription || content.description : content.description) || null;
}

/** spec §8 "Images fail: default image": the image of a feature that has none or fails. */
export const DEFAULT_FEATURE_IMAGE = '/images/features/default.svg';

/**
 * A feature's picture: our own images only (same-origin paths; the page's img-src allows no
 * other origin), else the default image (the feature's, or the one given).
 */
export function featureImageUrl(url: string | null | undefined, fallback: string = DEFAULT_FEATURE_IMAGE): string {
  return url && url.startsWith('/') && !url.startsWith('//') ? url : fallback;
}

const SAFE_LINK = /^(https?:\/\/|\/(?!\/))/i;

/** A call-to-action address from the data: http(s) or same-origin, else no link at all. */
export function safeLinkUrl(url: string | null | undefined): string | null {
  const trimmed = url?.trim();
  return trimmed && SAFE_LINK.test(trimmed) ? trimmed : null;
}

/** The store badges in a fixed order (Google Play, then the App Store), safe links only. */
export function storeBadges(ctas: readonly AppCta[]): AppCta[] {
  const order: AppCta['platformType'][] = ['android', 'iTunes'];
  return order.flatMap((type) =>
    ctas.filter((c) => c.platformType === type && safeLinkUrl(c.ctaUrl) !== null).slice(0, 1),
  );
}

/** A store badge whose image fails shows this one (spec §8); its link keeps its name. */
export const DEFAULT_BADGE_IMAGE = '/images/badges/store.svg';
