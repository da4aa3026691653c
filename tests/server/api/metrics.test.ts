// POST /api/metrics (field metrics: the Core Web Vitals real visits report): stored rows, the p75 report, bad input named,
// and the per-address rate limit.
import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../../support/test-db.ts';
import { useTestApp, type TestAppView } from '../../support/test-app.ts';
import { metricP75s } from '../../../server/modules/metrics/metrics-repository.ts';

const post = (t: TestAppView, body: unknown, remoteAddress = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/metrics', payload: body as object, remoteAddress });

describe.each(databaseKinds)('POST /api/metrics on %s', (kind) => {
  const t = useTestApp(kind, { seed: false });

  it('stores the reports (route, metric, value, rating; no address or URL) and answers 204', async () => {
    const res = await post(t, {
      metrics: [
        { name: 'LCP', value: 1234.5, rating: 'good', route: '/search' },
        { name: 'CLS', value: 0.02, rating: 'good', route: '/search' },
      ],
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const rows = await t.database.db.selectFrom('web_vital').selectAll().orderBy('id').execute();
    expect(rows.map(({ route, name, value, rating }) => ({ route, name, value, rating }))).toEqual([
      { route: '/search', name: 'LCP', value: 1234.5, rating: 'good' },
      { route: '/search', name: 'CLS', value: 0.02, rating: 'good' },
    ]);
  });

  it('the report reads the 75th percentile per route and metric', async () => {
    await t.database.db.deleteFrom('web_vital').execute();
    // LCP on /: 1000, 2000, 3000, 4000, 5000 -> p75 (continuous) = 4000
    for (const value of [3000, 1000, 5000, 2000, 4000]) {
      expect((await post(t, { metrics: [{ name: 'LCP', value, rating: 'good', route: '/' }] }, '10.0.0.2')).statusCode).toBe(204);
    }
    await post(t, { metrics: [{ name: 'INP', value: 80, rating: 'good', route: '/products/:id' }] }, '10.0.0.2');
    expect(await metricP75s(t.database.db)).toEqual([
      { route: '/', name: 'LCP', p75: 4000, samples: 5 },
      { route: '/products/:id', name: 'INP', p75: 80, samples: 1 },
    ]);
  });

  it.each([
    ['an unknown metric', { metrics: [{ name: 'FID', value: 1, rating: 'good', route: '/' }] }, 'name'],
    ['a negative value', { metrics: [{ name: 'LCP', value: -1, rating: 'good', route: '/' }] }, 'value'],
    ['a value past 10 minutes', { metrics: [{ name: 'LCP', value: 600_001, rating: 'good', route: '/' }] }, 'value'],
    ['an unknown rating', { metrics: [{ name: 'LCP', value: 1, rating: 'great', route: '/' }] }, 'rating'],
    ['a full address as the route', { metrics: [{ name: 'LCP', value: 1, rating: 'good', route: '/search?q=x' }] }, 'route'],
    ['no metrics', { metrics: [] }, 'metrics'],
    ['too many metrics', { metrics: Array.from({ length: 21 }, () => ({ name: 'LCP', value: 1, rating: 'good', route: '/' })) }, 'metrics'],
  ])('refuses %s with 400 naming the field', async (_what, body, field) => {
    const res = await post(t, body, '10.0.0.3');
    expect(res.statusCode).toBe(400);
    expect(res.json().message + (res.json().field ?? '')).toContain(field);
  });

  it('limits each address to 30 reports a minute (429), others still get through', async () => {
    const body = { metrics: [{ name: 'TTFB', value: 50, rating: 'good', route: '/' }] };
    const codes: number[] = [];
    for (let i = 0; i < 31; i += 1) codes.push((await post(t, body, '10.0.0.9')).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 204)).toBe(true);
    expect(codes[30]).toBe(429);
    expect((await post(t, body, '10.0.0.10')).statusCode).toBe(204);
  });
});
