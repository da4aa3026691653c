/**
 * GET /api/disciplineFeature (spec §7, §3 "Discipline feature") against the seeded
 * features. The expected answer is computed here from every stored row with the
 * selection rules written at server/modules/catalogue/discipline-feature-repository.ts, so
 * the test holds for any seed.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import Value from 'typebox/value';
import { databaseKinds } from '../../support/test-db.ts';
import { useTestApp } from '../../support/test-app.ts';
import { DisciplineFeatureResponse } from '../../../contract/schemas/discipline-feature.ts';

interface FeatureRow {
  feature_id: number;
  primary_code: string | null;
  product_model: string | null;
  learning_app: boolean;
  audience: 'instructor' | 'student' | 'all';
  position: number;
  content: Record<string, unknown>;
  potential_action_url: string | null;
}

interface Filter {
  instructor?: boolean;
  learningApp: boolean;
  primaryCode?: string | null;
  productModel?: string;
}

const isMobile = (r: FeatureRow) => Array.isArray(r.content.appCTAs) && r.content.appCTAs.length > 0;

/** The rules, restated: which rows, in which order; titles of cards and the mobile feature. */
function expectedSelection(rows: FeatureRow[], f: Filter) {
  const kept = rows
    .filter(
      (r) =>
        r.learning_app === f.learningApp &&
        (f.instructor === undefined ||
          r.audience === 'all' ||
          r.audience === (f.instructor ? 'instructor' : 'student')) &&
        (r.primary_code === null || r.primary_code === f.primaryCode) &&
        (r.product_model === null || r.product_model === f.productModel),
    )
    .sort(
      (a, b) =>
        Number(a.primary_code === null) - Number(b.primary_code === null) ||
        Number(a.product_model === null) - Number(b.product_model === null) ||
        a.position - b.position ||
        a.feature_id - b.feature_id,
    )
    .slice(0, 50);
  const cards = kept.filter((r) => !isMobile(r));
  return {
    titles: cards.map((r) => r.content.primaryTitle ?? ''),
    mobileTitle: (kept.find(isMobile)?.content.primaryTitle as string | undefined) ?? null,
    potentialActionUrl: cards.find((r) => r.potential_action_url !== null)?.potential_action_url ?? null,
  };
}

describe.each(databaseKinds)('GET /api/disciplineFeature on %s', (kind) => {
  const t = useTestApp(kind);
  let rows: FeatureRow[];

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  async function expectSelection(query: string, filter: Filter) {
    const res = await get(`/api/disciplineFeature${query}`);
    expect(res.statusCode, query).toBe(200);
    const body = res.json();
    expect([...Value.Errors(DisciplineFeatureResponse, body)], query).toEqual([]);
    const expected = expectedSelection(rows, filter);
    expect(
      body.contents.map((c: { primaryTitle: string }) => c.primaryTitle),
      query,
    ).toEqual(expected.titles);
    expect(body.mobileFeature?.primaryTitle ?? null, query).toBe(expected.mobileTitle);
    return body;
  }

  beforeAll(async () => {
    const stored = await t.database.db.selectFrom('discipline_feature').selectAll().execute();
    rows = stored.map((r) => ({ ...r, content: r.content as Record<string, unknown> }));
    if (rows.length === 0) throw new Error('the seeded catalogue has no discipline features');
  });

  it('answers only generic features without parameters', async () => {
    const body = await expectSelection('', { learningApp: false });
    expect(body.potentialActions).toEqual({ url: expect.toBeOneOf([expect.any(String), null]) });
  });

  it('answers each feature card in the spec §3 shape', async () => {
    const specific = rows.find((r) => r.primary_code !== null && !r.learning_app && !isMobile(r));
    if (!specific) throw new Error('the seeded catalogue has no discipline-specific feature');
    const body = await expectSelection(`?pDiscipline=${specific.primary_code}`, {
      learningApp: false,
      primaryCode: specific.primary_code,
    });
    expect(body.contents.length).toBeGreaterThan(0);
    for (const card of body.contents) {
      expect(card).toEqual({
        resourceUrl: expect.toBeOneOf([expect.any(String), null]),
        primaryTitle: expect.any(String),
        secondaryTitle: expect.toBeOneOf([expect.any(String), null]),
        description: expect.toBeOneOf([expect.any(String), null]),
        studentDescription: expect.toBeOneOf([expect.any(String), null]),
        ctaText: expect.toBeOneOf([expect.any(String), null]),
        ctaUrl: expect.toBeOneOf([expect.any(String), null]),
      });
    }
    // The "see all" link is the best-ranked card's (the discipline's own, here).
    expect(body.potentialActions.url).toBe(
      expectedSelection(rows, { learningApp: false, primaryCode: specific.primary_code }).potentialActionUrl,
    );
  });

  it('puts a discipline’s own features before the generic ones, by audience', async () => {
    const specific = rows.find((r) => r.primary_code !== null && !r.learning_app);
    if (!specific) throw new Error('the seeded catalogue has no discipline-specific feature');
    const code = specific.primary_code!;
    const all = await expectSelection(`?pDiscipline=${code}`, { learningApp: false, primaryCode: code });
    expect(all.contents.map((c: { primaryTitle: string }) => c.primaryTitle)).toContain(specific.content.primaryTitle);
    await expectSelection(`?pDiscipline=${code}&instrFeature=true`, {
      learningApp: false,
      primaryCode: code,
      instructor: true,
    });
    await expectSelection(`?pDiscipline=${code}&instrFeature=false`, {
      learningApp: false,
      primaryCode: code,
      instructor: false,
    });
  });

  it('keeps model-specific features for their model only', async () => {
    const models = [...new Set(rows.map((r) => r.product_model).filter((m): m is string => m !== null))];
    expect(models.length).toBeGreaterThan(0);
    for (const model of models) {
      await expectSelection(`?pModel=${model}`, { learningApp: false, productModel: model });
      await expectSelection(`?pModel=${model}&isLearningApp=true`, { learningApp: true, productModel: model });
    }
  });

  it('answers the learning-application features for isLearningApp=true', async () => {
    await expectSelection('?isLearningApp=true', { learningApp: true });
  });

  it('answers the mobile feature with its app CTAs (spec §3)', async () => {
    const mobile = rows.find(isMobile);
    if (!mobile) throw new Error('the seeded catalogue has no mobile feature');
    const params = new URLSearchParams();
    if (mobile.primary_code) params.set('pDiscipline', mobile.primary_code);
    if (mobile.product_model) params.set('pModel', mobile.product_model);
    if (mobile.learning_app) params.set('isLearningApp', 'true');
    const body = await expectSelection(`?${params}`, {
      learningApp: mobile.learning_app,
      primaryCode: mobile.primary_code,
      productModel: mobile.product_model ?? undefined,
    });
    expect(body.mobileFeature).not.toBeNull();
    expect(body.mobileFeature.appCTAs.length).toBeGreaterThan(0);
    for (const cta of body.mobileFeature.appCTAs) {
      expect(['android', 'iTunes']).toContain(cta.platformType);
      expect(cta).toEqual({
        platformType: expect.any(String),
        ctaUrl: expect.any(String),
        ctaImageUrl: expect.any(String),
      });
    }
  });

  it('fills missing parameters from pId: main discipline, model and learning-app platform', async () => {
    const products = await t.database.db
      .selectFrom('product as p')
      .leftJoin('product_discipline as d', (j) =>
        j.onRef('d.product_id', '=', 'p.product_id').on('d.is_main', '=', true),
      )
      .select(['p.product_id', 'p.platform', 'p.product_model', 'd.primary_code'])
      .where('d.primary_code', 'is not', null)
      .orderBy('p.product_id')
      .execute();
    const withFeatures = products.find((p) => rows.some((r) => r.primary_code === p.primary_code));
    const learningApp = products.find((p) => p.platform === 'learning_applications');
    for (const p of [withFeatures, learningApp]) {
      if (!p) continue;
      const filter = {
        learningApp: p.platform === 'learning_applications',
        primaryCode: p.primary_code,
        productModel: p.product_model,
      };
      const byId = await expectSelection(`?pId=${p.product_id}`, filter);
      const explicit = await get(
        `/api/disciplineFeature?pDiscipline=${p.primary_code}&pModel=${p.product_model}&isLearningApp=${filter.learningApp}`,
      );
      expect(byId).toEqual(explicit.json());
    }
    expect(withFeatures, 'a product whose main discipline has features').toBeDefined();
  });

  it('lets explicit parameters win over pId', async () => {
    const p = await t.database.db
      .selectFrom('product')
      .select(['product_id', 'product_model'])
      .limit(1)
      .executeTakeFirstOrThrow();
    await expectSelection(`?pId=${p.product_id}&isLearningApp=true&pModel=REVEL`, {
      learningApp: true,
      productModel: 'REVEL',
      primaryCode: (
        await t.database.db
          .selectFrom('product_discipline')
          .select('primary_code')
          .where('product_id', '=', p.product_id)
          .orderBy('is_main', 'desc')
          .orderBy('primary_code')
          .executeTakeFirst()
      )?.primary_code,
    });
  });

  it('answers 404 for an unknown pId', async () => {
    const res = await get('/api/disciplineFeature?pId=no-such-product-0000');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(
      expect.objectContaining({ statusCode: 404, message: expect.stringContaining('no-such-product-0000') }),
    );
  });

  it.each([
    ['instrFeature=maybe', 'instrFeature'],
    ['instrFeature=', 'instrFeature'],
    ['isLearningApp=2', 'isLearningApp'],
    ['pDiscipline=no%20spaces', 'pDiscipline'],
    ['pDiscipline=' + 'D'.repeat(41), 'pDiscipline'],
    ['pDiscipline=%00', 'pDiscipline'],
    ['pId=bad.id', 'pId'],
    ['pId=' + 'p'.repeat(65), 'pId'],
    ['pId=%E2%9C%93', 'pId'],
    ['pModel=NOT_A_MODEL', 'pModel'],
    ['pModel=revel', 'pModel'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const res = await get(`/api/disciplineFeature?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(expect.objectContaining({ statusCode: 400, field }));
  });

  it('is cacheable: ETag and Cache-Control', async () => {
    const res = await get('/api/disciplineFeature?instrFeature=true');
    expect(res.headers.etag).toMatch(/^W\//);
    expect(res.headers['cache-control']).toContain('stale-while-revalidate');
  });
});
