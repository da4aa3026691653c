// Rules of the product page that are not offers, CTA holds or tabs (spec §2 "Product detail",
// §7 "Primary action", §9): the summary's lines, the primary action's address and hand-off
// fields, the verification form's address. Pure.
import type { Product, UseAction } from '../../../contract/wire';
import { PRODUCT_AUTHORS_MAX } from '../../../contract/limits';
import { LMS_TOKEN_PARAM } from '../../../contract/params';
import { allowedVideoHost } from '../../../contract/video';
import { authorNames, cut } from '../search/text';

/** spec §2: "ISBN-13 (second entry of the isbn list)"; a list of one ISBN-13 shows that one. */
export function productIsbn13(isbns: readonly string[]): string | null {
  const second = isbns[1];
  if (second && /^\d{13}$/.test(second)) return second;
  return isbns.find((isbn) => /^\d{13}$/.test(isbn)) ?? null;
}

/** spec §2 authors (length-limited): the line, and the full text when it was cut. */
export function productAuthorLine(authors: Product['authors']): { text: string; full: string } {
  const full = authorNames(authors);
  return { text: cut(full, PRODUCT_AUTHORS_MAX), full };
}

// spec §2 "Content-published date (MM/DD/YYYY h:mm A UTC)", in the reader's locale.
export { formatContentPublished } from '../locale/formats';

export const isCollection = (product: Pick<Product, 'productPlatform'>) => product.productPlatform === 'collection';
export const isLearningApplication = (product: Pick<Product, 'productPlatform'>) =>
  product.productPlatform === 'learning_applications';
export const isReviewStage = (product: Pick<Product, 'productStage'>) => product.productStage === 'review';

/** spec §2 anonymous: "generic block plus a further block unless platform is collection or stage is review". */
export function showsFurtherBlock(product: Pick<Product, 'productPlatform' | 'productStage'>): boolean {
  return !isCollection(product) && !isReviewStage(product);
}

// --- the tabs' contents (spec §2, §4) -------------------------------------------------------

/** The description without its markup: whether there is one (the Overview tab) and how long it is. */
export function descriptionText(html: string): string {
  return html.replace(/<[^>]*>/g, '').trim();
}

/** The product's video when its host is one the page may embed, else null (no video shows). */
export function embeddableVideoUrl(product: Pick<Product, 'video'>): string | null {
  const url = product.video?.embedUrl;
  return url && allowedVideoHost(url) ? url : null;
}

/** An author's name as the Author(s) tab heads their biography: given, additional, family. */
export function authorFullName(author: Product['authors'][number]): string {
  return [author.givenName, author.additionalName, author.familyName].filter(Boolean).join(' ');
}

/** The Getting started text: a student reads the action's student description when it has one. */
export function gettingStartedText(action: UseAction | null, student: boolean): string | undefined {
  return student ? (action?.studentDescription ?? action?.description) : action?.description;
}

// --- the primary action (spec §7) -----------------------------------------------------------

/** The use action the call to action performs: the first one the product lists. */
export function primaryUseAction(product: Pick<Product, 'potentialAction'>): UseAction | null {
  return product.potentialAction.useAction[0] ?? null;
}

/**
 * The use action's target: `target.url`, else `target.urlTemplate` with {productId}, {uuid}
 * and {isbn} filled in (encoded). Only same-origin paths and https addresses are used (the
 * import accepts no other); anything else gives null and the action is held.
 */
export function targetOfUseAction(action: UseAction, product: Pick<Product, 'productId' | 'uuid' | 'isbn'>): string | null {
  const values: Record<string, string> = {
    productId: product.productId,
    uuid: product.uuid,
    isbn: productIsbn13(product.isbn) ?? '',
  };
  const raw =
    action.target.url ??
    action.target.urlTemplate?.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(values[key] ?? ''));
  if (!raw) return null;
  if (raw.startsWith('/') && !raw.startsWith('//') && !raw.includes('\\')) return raw;
  try {
    return new URL(raw).protocol === 'https:' ? raw : null;
  } catch {
    return null;
  }
}

/**
 * spec §7: "POST to the use-action target URL with current page address appended (or the
 * integration token)": `returnUrl={address}`, or `integration_context_token={token}` in the
 * LMS flow.
 */
export function primaryActionUrl(target: string, context: { currentAddress: string; lmsToken: string | null }): string {
  const [base, hash = ''] = target.split('#', 2) as [string, string?];
  const separator = base.includes('?') ? '&' : '?';
  const param = context.lmsToken
    ? `${LMS_TOKEN_PARAM}=${encodeURIComponent(context.lmsToken)}`
    : `returnUrl=${encodeURIComponent(context.currentAddress)}`;
  return `${base}${separator}${param}${hash ? `#${hash}` : ''}`;
}

export interface HandoffContext {
  orgId: string | null;
  isDirectBill: boolean;
  isSeatLicense: boolean;
  offerId: string | null;
  licenseId: string | null;
  /** An integration token is in the address (spec §7: orgId, isDirectBill, isSeatLicense removed). */
  lmsFlow: boolean;
}

/**
 * spec §7: the form field `product`: "JSON of product plus orgId, isDirectBill, isSeatLicense,
 * offerId, licenseId. For the integration-token flow orgId, isDirectBill, isSeatLicense are
 * removed first."
 */
export function handoffProduct(product: Product, context: HandoffContext): Record<string, unknown> {
  const fields: Record<string, unknown> = {
    ...product,
    orgId: context.orgId,
    isDirectBill: context.isDirectBill,
    isSeatLicense: context.isSeatLicense,
    offerId: context.offerId,
    licenseId: context.licenseId,
  };
  if (context.lmsFlow) {
    delete fields.orgId;
    delete fields.isDirectBill;
    delete fields.isSeatLicense;
  }
  return fields;
}

// --- the verification form (spec §6) --------------------------------------------------------

export interface VerifyProfile {
  firstName: string;
  lastName: string;
  email: string;
}

/**
 * spec §6: "Verification form link carries catalog code, first name, last name, email and
 * forced-logout flag from the profile" (parameter names not shown: ours).
 */
export function verifyFormUrl(formBase: string, catalogCode: string, profile: VerifyProfile): string {
  const params = new URLSearchParams({
    catalogCode,
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    forceLogout: 'true',
  });
  return `${formBase}${formBase.includes('?') ? '&' : '?'}${params.toString()}`;
}
