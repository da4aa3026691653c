/**
 * GET /api/disciplineFeature — spec §7 query (instrFeature, isLearningApp, pDiscipline,
 * pId, pModel) and spec §3 "Discipline feature" answer.
 */
import { Type, type Static, type TSchema } from 'typebox';
import { ProductId } from './common.ts';
import { DISCIPLINE_CODE_PATTERN } from '../search-options.ts';
import { ProductModelName } from './product.ts';

export const DisciplineFeatureQuery = Type.Object({
  /** true: features for instructors; false: for students; absent: both. */
  instrFeature: Type.Optional(Type.Boolean()),
  /** Features of learning applications rather than of course materials. */
  isLearningApp: Type.Optional(Type.Boolean()),
  /** Primary discipline code; its own features come before the generic ones. */
  pDiscipline: Type.Optional(Type.String({ pattern: DISCIPLINE_CODE_PATTERN, maxLength: 40 })),
  /** A product whose main discipline, model and platform fill the parameters not given. */
  pId: Type.Optional(ProductId),
  /** Spec §3 "Enumerations: product models". */
  pModel: Type.Optional(ProductModelName),
});
export type DisciplineFeatureQuery = Static<typeof DisciplineFeatureQuery>;

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

export const FeatureContent = Type.Object({
  resourceUrl: Nullable(Type.String()),
  primaryTitle: Type.String(),
  secondaryTitle: Nullable(Type.String()),
  description: Nullable(Type.String()),
  /** Shown to students instead of `description` (spec §6 Student). */
  studentDescription: Nullable(Type.String()),
  ctaText: Nullable(Type.String()),
  ctaUrl: Nullable(Type.String()),
});
export type FeatureContent = Static<typeof FeatureContent>;

export const AppCta = Type.Object({
  platformType: Type.Union([Type.Literal('android'), Type.Literal('iTunes')]),
  ctaUrl: Type.String(),
  ctaImageUrl: Type.String(),
});
export type AppCta = Static<typeof AppCta>;

/** Spec §3: "Item with appCTAs is the mobile feature". */
export const MobileFeature = Type.Object({
  ...FeatureContent.properties,
  appCTAs: Type.Array(AppCta),
});
export type MobileFeature = Static<typeof MobileFeature>;

export const DisciplineFeatureResponse = Type.Object({
  /** The feature cards, best match first; the mobile feature is not repeated here. */
  contents: Type.Array(FeatureContent),
  /** The "see all features" link: the first selected feature that has one. */
  potentialActions: Type.Object({ url: Nullable(Type.String()) }),
  /** The mobile-app promotion (product detail, eText and eText2 cite models), or null. */
  mobileFeature: Nullable(MobileFeature),
});
export type DisciplineFeatureResponse = Static<typeof DisciplineFeatureResponse>;
