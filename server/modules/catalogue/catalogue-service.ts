/**
 * The catalogue's smaller calls as they answer: the subject tree, feature cards, covers and
 * K-12 seat licences, with their 404s. The SQL is the *-repository.ts files' beside this one.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { DisciplineFeatureQuery, DisciplineFeatureResponse } from '../../../contract/schemas/discipline-feature.ts';
import { notFound } from '../../lib/errors.ts';
import { isLicenceActive, licenceToday } from '../../../contract/seat-licence.ts';
import type { Locale } from '../../../contract/locales.ts';
import { findCoverFacts } from './cover-repository.ts';
import { findCoverImage } from './cover-image-repository.ts';
import { renderCoverSvg } from './cover-svg.ts';
import { findProductFeatureContext, selectDisciplineFeatures } from './discipline-feature-repository.ts';
import { listDisciplineTree } from './discipline-repository.ts';
import { findLicensableProduct, listSeatLicences, type LicensableProduct } from './k12-licence-repository.ts';

/** Discipline categories with their primary and secondary disciplines, named in `locale` where the catalogue can. */
export async function disciplineList(db: Kysely<DB>, locale: Locale) {
  return { _embedded: { disciplineCategories: await listDisciplineTree(db, locale) } };
}

/** Feature cards for a question: explicit parameters win, `pId` fills the missing ones from that product. */
export async function disciplineFeatures(db: Kysely<DB>, q: DisciplineFeatureQuery): Promise<DisciplineFeatureResponse> {
  const product = q.pId ? await findProductFeatureContext(db, q.pId) : null;
  if (q.pId && !product) throw notFound(`Product ${q.pId} does not exist`);
  const selection = await selectDisciplineFeatures(db, {
    instructor: q.instrFeature,
    learningApp: q.isLearningApp ?? product?.learningApp ?? false,
    primaryCode: q.pDiscipline ?? product?.primaryCode ?? undefined,
    productModel: q.pModel ?? product?.productModel,
  });
  return {
    contents: selection.contents,
    potentialActions: { url: selection.potentialActionUrl },
    mobileFeature: selection.mobileFeature,
  };
}

/** A product's generated cover; 404 for an unknown product and for one without a cover. */
export async function coverSvgOf(db: Kysely<DB>, productId: string): Promise<string> {
  const facts = await findCoverFacts(db, productId);
  if (!facts) throw notFound(`No product ${productId}`);
  if (!facts.hasCover) throw notFound(`Product ${productId} has no cover`);
  return renderCoverSvg(facts);
}

/** A publisher's own cover (fetched by the ONIX import), or null: the generated one is served then. */
export function coverImageOf(
  db: Kysely<DB>,
  productId: string,
): Promise<{ contentType: string; bytes: Buffer } | null> {
  return findCoverImage(db, productId);
}

/** A product as the K-12 licence call reads it; 404 when there is none. */
export async function licensableProductOf(db: Kysely<DB>, productId: string): Promise<LicensableProduct> {
  const product = await findLicensableProduct(db, productId);
  if (!product) throw notFound(`No product with id ${productId}`);
  return product;
}

/** An organisation's seat licences of a product, each marked active or not today. */
export async function seatLicencesOf(db: Kysely<DB>, productId: string, orgId: string) {
  const today = licenceToday();
  return (await listSeatLicences(db, productId, orgId)).map((l) => ({ ...l, active: isLicenceActive(l, today) }));
}
