/**
 * SQL for the discipline features (spec §3 "Discipline feature", §7 /api/disciplineFeature).
 *
 * A `discipline_feature` row's `content` (jsonb) holds one feature card:
 *   { resourceUrl, primaryTitle, secondaryTitle, description, studentDescription,
 *     ctaText, ctaUrl, appCTAs?: [{ platformType: 'android' | 'iTunes', ctaUrl, ctaImageUrl }] }
 * A row whose content has a non-empty `appCTAs` list is the mobile feature (spec §3).
 * Content is read defensively: it comes from the generator or an import, not a schema.
 */
import type { Kysely } from 'kysely';
import type { DB, ProductModel } from '../../db/types.ts';
import type { AppCta, FeatureContent, MobileFeature } from '../../../contract/schemas/discipline-feature.ts';

export interface FeatureFilter {
  /** true: instructor features, false: student features, undefined: both. */
  instructor?: boolean | undefined;
  learningApp: boolean;
  primaryCode?: string | undefined;
  productModel?: ProductModel | undefined;
}

export interface FeatureSelection {
  contents: FeatureContent[];
  potentialActionUrl: string | null;
  mobileFeature: MobileFeature | null;
}

/** What a product tells about the features it should show (the `pId` parameter). */
export interface ProductFeatureContext {
  productModel: ProductModel;
  learningApp: boolean;
  /** Its main primary discipline (or any, when none is marked main); null when it has none. */
  primaryCode: string | null;
}

/** Upper bound on feature rows read for one answer; a page shows a handful of cards. */
const MAX_FEATURES = 50;

export async function findProductFeatureContext(
  db: Kysely<DB>,
  productId: string,
): Promise<ProductFeatureContext | null> {
  const row = await db
    .selectFrom('product as p')
    .select((eb) => [
      'p.platform',
      'p.product_model',
      eb
        .selectFrom('product_discipline as pd')
        .select('pd.primary_code')
        .whereRef('pd.product_id', '=', 'p.product_id')
        .orderBy('pd.is_main', 'desc')
        .orderBy('pd.primary_code')
        .limit(1)
        .as('primary_code'),
    ])
    .where('p.product_id', '=', productId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    productModel: row.product_model,
    learningApp: row.platform === 'learning_applications',
    primaryCode: row.primary_code ?? null,
  };
}

/**
 * Selection rules (spec §3 and §7 do not state them; these are ours):
 * 1. `learning_app` must equal the request's isLearningApp (default false): learning
 *    applications have their own feature set.
 * 2. Audience: instrFeature=true keeps rows for 'instructor' or 'all'; false keeps
 *    'student' or 'all'; absent keeps every row.
 * 3. Discipline: rows of the requested primary discipline come first, then the generic
 *    rows (primary_code null). Without a discipline, only generic rows.
 * 4. Model: a row that names a product model is kept only when it equals the request's
 *    model; without a model, only rows that name none. Model-specific rows come before
 *    model-agnostic ones within the same discipline rank.
 * 5. Then the rows' own `position`, then id, for a stable order.
 * The mobile feature is the first selected row with app CTAs; the rest are `contents`.
 */
export async function selectDisciplineFeatures(db: Kysely<DB>, filter: FeatureFilter): Promise<FeatureSelection> {
  let query = db
    .selectFrom('discipline_feature')
    .select(['feature_id', 'content', 'potential_action_url'])
    .where('learning_app', '=', filter.learningApp);

  if (filter.instructor !== undefined) {
    query = query.where('audience', 'in', filter.instructor ? ['instructor', 'all'] : ['student', 'all']);
  }
  const primaryCode = filter.primaryCode;
  query = primaryCode
    ? query.where((eb) => eb.or([eb('primary_code', 'is', null), eb('primary_code', '=', primaryCode)]))
    : query.where('primary_code', 'is', null);
  const productModel = filter.productModel;
  query = productModel
    ? query.where((eb) => eb.or([eb('product_model', 'is', null), eb('product_model', '=', productModel)]))
    : query.where('product_model', 'is', null);

  const rows = await query
    .orderBy((eb) => eb('primary_code', 'is', null)) // false (specific) sorts first
    .orderBy((eb) => eb('product_model', 'is', null))
    .orderBy('position')
    .orderBy('feature_id')
    .limit(MAX_FEATURES)
    .execute();

  const contents: FeatureContent[] = [];
  let mobileFeature: MobileFeature | null = null;
  let potentialActionUrl: string | null = null;
  for (const row of rows) {
    const raw = asRecord(row.content);
    const card = toFeatureContent(raw);
    const appCtas = toAppCtas(raw.appCTAs);
    if (appCtas.length > 0) {
      // Only the best-ranked mobile row is shown; further ones are not cards either.
      mobileFeature ??= { ...card, appCTAs: appCtas };
      continue;
    }
    contents.push(card);
    potentialActionUrl ??= row.potential_action_url;
  }
  return { contents, potentialActionUrl, mobileFeature };
}

function asRecord(value: unknown): Record<string, unknown> {
  if (typeof value === 'string') {
    try {
      return asRecord(JSON.parse(value));
    } catch {
      return {};
    }
  }
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

function toFeatureContent(raw: Record<string, unknown>): FeatureContent {
  return {
    resourceUrl: text(raw.resourceUrl),
    primaryTitle: text(raw.primaryTitle) ?? '',
    secondaryTitle: text(raw.secondaryTitle),
    description: text(raw.description),
    studentDescription: text(raw.studentDescription),
    ctaText: text(raw.ctaText),
    ctaUrl: text(raw.ctaUrl),
  };
}

function toAppCtas(value: unknown): AppCta[] {
  if (!Array.isArray(value)) return [];
  const ctas: AppCta[] = [];
  for (const item of value) {
    const raw = asRecord(item);
    const platformType = raw.platformType;
    const ctaUrl = text(raw.ctaUrl);
    const ctaImageUrl = text(raw.ctaImageUrl);
    if ((platformType === 'android' || platformType === 'iTunes') && ctaUrl && ctaImageUrl) {
      ctas.push({ platformType, ctaUrl, ctaImageUrl });
    }
  }
  return ctas;
}
