/**
 * Search, facet counts and autocomplete have a budget per client address (before: 26k
 * requests in 5 s from one address were all served). Past it: 429, Retry-After, the house body.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/test-app.ts';

describe('search rate limit per address', () => {
  const t = useTestApp('pglite', { seed: { products: 10 }, env: { SEARCH_RATE_PER_MINUTE: '5' } });
  const get = (url: string, remoteAddress = '203.0.113.7') => t.app.inject({ method: 'GET', url, remoteAddress });

  it('the sixth search in a minute from one address is a 429 with Retry-After; another address is served', async () => {
    for (let i = 0; i < 5; i++) expect((await get(`/api/search?q=biology&offset=${i}`)).statusCode).toBe(200);
    const limited = await get('/api/search?q=biology');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    expect(limited.json().message).toMatch(/^Too many searches from this address\. Please try again in /);
    expect((await get('/api/search?q=biology', '203.0.113.8')).statusCode).toBe(200);
  });

  it('autocomplete and facet counts have budgets of their own', async () => {
    for (let i = 0; i < 5; i++) expect((await get(`/api/autoComplete?q=bio${i}`, '198.51.100.1')).statusCode).toBe(200);
    expect((await get('/api/autoComplete?q=biology', '198.51.100.1')).statusCode).toBe(429);
    expect((await get('/api/discipline/count?q=biology', '198.51.100.1')).statusCode).toBe(200);
  });

  it('other catalogue reads are not counted', async () => {
    for (let i = 0; i < 8; i++) expect((await get('/api/discipline', '192.0.2.50')).statusCode).toBe(200);
  });
});
