import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/test-app.ts';

// Router-level rejections answer in the same JSON error body as every other 4xx.
describe('framework errors', () => {
  const t = useTestApp('pglite', { seed: false });

  it('answers an over-long path parameter with 414 in the house body', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${'a'.repeat(500)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ statusCode: 414, error: expect.any(String), message: 'The request path is too long.' });
  });

  it('answers broken percent-encoding with 400 in the house body', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(expect.objectContaining({ statusCode: 400, message: 'The request URL is malformed.' }));
  });
});
