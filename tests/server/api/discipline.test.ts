import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../../support/test-db.ts';
import { useTestApp } from '../../support/test-app.ts';

describe.each(databaseKinds)('GET /api/discipline on %s', (kind) => {
  const t = useTestApp(kind);

  it('answers the subject tree in the spec §3 shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/discipline' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const categories = body._embedded.disciplineCategories;
    expect(categories.length).toBeGreaterThan(0);
    const first = categories[0];
    expect(first).toEqual(
      expect.objectContaining({ code: expect.any(String), name: expect.any(String), primaryDisciplines: expect.any(Array) }),
    );
    expect(first.primaryDisciplines[0]).toEqual(
      expect.objectContaining({ code: expect.any(String), name: expect.any(String), secondaryDisciplines: expect.any(Array) }),
    );
    // Every category in the database is listed, in order.
    const { rows } = await t.database.db
      .selectFrom('discipline_category')
      .select('name')
      .orderBy('position')
      .execute()
      .then((rows) => ({ rows }));
    expect(categories.map((c: { name: string }) => c.name)).toEqual(rows.map((r) => r.name));
  });

  it('is cacheable: ETag, Cache-Control and 304 on a matching If-None-Match', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/discipline' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toContain('stale-while-revalidate');
    const again = await t.app.inject({ method: 'GET', url: '/api/discipline', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(expect.objectContaining({ statusCode: 404, message: expect.any(String) }));
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toHaveProperty('/api/discipline');
  });
});
