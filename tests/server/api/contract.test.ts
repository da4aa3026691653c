/**
 * The contract of the product and discipline-feature calls (what clients may rely on): every
 * spec §7 path these routes serve is in the OpenAPI document; bad input is a 400 whose
 * body names the field; unknown products are 404; odd input is never a 500.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../support/test-db.ts';
import { useTestApp } from '../../support/test-app.ts';

/** spec §7 paths (plus our related-products path), in OpenAPI form, with their query parameters. */
const DOCUMENTED = {
  '/api/products/{productId}': ['lmsIntegrationToken', 'getRelated'],
  '/api/products/{productId}/toc': [],
  '/api/products/{productId}/module': [],
  '/api/products/{productId}/related': [],
  '/api/disciplineFeature': ['instrFeature', 'isLearningApp', 'pDiscipline', 'pId', 'pModel'],
} as const;

const PRODUCT_PATHS = ['', '/toc', '/module', '/related'];

describe.each(databaseKinds)('product and discipline-feature contract on %s', (kind) => {
  const t = useTestApp(kind);
  let knownId: string;

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    knownId = (await t.database.db.selectFrom('product').select('product_id').limit(1).executeTakeFirstOrThrow())
      .product_id;
  });

  it('documents every path with its parameters and error answers in /api/openapi.json', async () => {
    const res = await get('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    for (const [path, queryNames] of Object.entries(DOCUMENTED)) {
      const op = doc.paths[path]?.get;
      expect(op, path).toBeDefined();
      expect(op.summary, path).toEqual(expect.any(String));
      const params = (op.parameters ?? []) as { name: string; in: string }[];
      if (path.includes('{productId}')) {
        expect(params, path).toContainEqual(expect.objectContaining({ name: 'productId', in: 'path' }));
      }
      for (const name of queryNames) {
        expect(params, `${path} ${name}`).toContainEqual(expect.objectContaining({ name, in: 'query' }));
      }
      for (const status of ['200', '400', '404']) expect(op.responses, `${path} ${status}`).toHaveProperty(status);
    }
    // The related-products path is ours (spec §7 does not name it): it says so.
    expect(doc.paths['/api/products/{productId}/related'].get.description).toContain('ours');
  });

  it('answers 404 with the JSON error body for an unknown product on every product path', async () => {
    for (const suffix of PRODUCT_PATHS) {
      const res = await get(`/api/products/no-such-product-0000${suffix}`);
      expect(res.statusCode, suffix).toBe(404);
      expect(res.json(), suffix).toEqual({ statusCode: 404, error: 'Not Found', message: expect.any(String) });
    }
    expect((await get('/api/disciplineFeature?pId=no-such-product-0000')).statusCode).toBe(404);
  });

  const badInputs: [string, string][] = [
    ['/api/products/bad.id', 'productId'],
    ['/api/products/a%00b', 'productId'],
    ['/api/products/%F0%9F%93%9A', 'productId'],
    ['/api/products/-leading-dash', 'productId'],
    [`/api/products/${'9'.repeat(65)}`, 'productId'],
    ["/api/products/1'%20or%20'1'%3D'1", 'productId'],
    ['/api/products/some-id?getRelated=maybe', 'getRelated'],
    ['/api/products/some-id?getRelated=true&getRelated=false', 'getRelated'],
    [`/api/products/some-id?lmsIntegrationToken=${'x'.repeat(2049)}`, 'lmsIntegrationToken'],
    ['/api/disciplineFeature?pModel=UNKNOWN_MODEL', 'pModel'],
    ['/api/disciplineFeature?instrFeature=maybe', 'instrFeature'],
    ['/api/disciplineFeature?isLearningApp=yes', 'isLearningApp'],
    ['/api/disciplineFeature?pDiscipline=%C3%A9', 'pDiscipline'],
    [`/api/disciplineFeature?pDiscipline=${'D'.repeat(41)}`, 'pDiscipline'],
    ['/api/disciplineFeature?pId=%00', 'pId'],
  ];

  it.each(badInputs)('answers 400 naming the field: %s', async (url, field) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: expect.any(String), field });
  });

  it('never answers a 500 to odd input', async () => {
    const oddIds = [
      '%00',
      '%2e%2e',
      '..',
      '%2F',
      'a%2Fb',
      '%E2%80%AE',
      '%C3%A9',
      '%F0%9F%93%9A',
      '%25',
      '%20',
      'a%0Ab',
      '%E0%A4%A', // broken percent-encoding
      'x'.repeat(64),
      'x'.repeat(65),
      'x'.repeat(200),
      'x'.repeat(201),
      'x'.repeat(5000),
    ];
    const urls = [
      ...oddIds.flatMap((id) => PRODUCT_PATHS.map((suffix) => `/api/products/${id}${suffix}`)),
      ...[
        'getRelated=%00',
        'getRelated=',
        'getRelated[]=true',
        'lmsIntegrationToken=%00%FF',
        'lmsIntegrationToken=%E2%9C%93',
        'lmsIntegrationToken=a&lmsIntegrationToken=b',
      ].map((q) => `/api/products/${knownId}?${q}`),
      ...[
        'pId=%00',
        'pDiscipline=%27%3B--',
        'pModel=%00',
        'pModel=',
        'instrFeature=%F0%9F%93%9A',
        'pDiscipline[]=A',
        `pId=${'x'.repeat(5000)}`,
        'pDiscipline=A&pDiscipline=B',
      ].map((q) => `/api/disciplineFeature?${q}`),
    ];
    for (const url of urls) {
      const res = await get(url);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(200);
      expect(res.statusCode, url).toBeLessThan(500);
      if (res.statusCode >= 400) {
        // Every refusal is JSON with its status, whichever layer answered.
        expect(res.json(), url).toEqual(
          expect.objectContaining({ statusCode: res.statusCode, message: expect.any(String) }),
        );
      }
    }
  });

  it('accepts the well-formed edge of the id pattern (64 characters)', async () => {
    // 64 characters is the longest well-formed id: not found, but not refused either.
    expect((await get(`/api/products/${'x'.repeat(64)}`)).statusCode).toBe(404);
    expect((await get(`/api/products/${knownId}`)).statusCode).toBe(200);
  });
});
