// The product call the app makes without an LMS token is the address the server answers for the
// page's renderer from the read it made for the head (server/plugins/page-renderer.ts): if the two
// spellings differed, every product page drawn on the server would read its product twice.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchProduct } from '../../src/lib/api/product';
import { anonymousProductCall } from '../../contract/api-calls';

afterEach(() => vi.unstubAllGlobals());

describe('the product call', () => {
  it('without a token asks for the address the server hands its renderer', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (input: string) => {
      asked.push(input);
      return new Response('{"productId":"978 1/2"}', { status: 200, headers: { 'content-type': 'application/json' } });
    });
    await fetchProduct('978 1/2', null);
    expect(asked).toEqual(['/api/products/978%201%2F2?getRelated=true']);
    expect(asked[0]).toBe(anonymousProductCall('978 1/2'));
  });

  it('with a token asks for another address, which the server never answers from a shared read', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (input: string) => {
      asked.push(input);
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    });
    await fetchProduct('9781', 'tok');
    expect(asked).toEqual(['/api/products/9781?getRelated=true&lmsIntegrationToken=tok']);
  });
});
