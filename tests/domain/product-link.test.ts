// The product link of result cards and autocomplete suggestions (src/domain/product/product-link.ts)
// against spec §2 "Search results".
import { describe, expect, it } from 'vitest';
import { productHref } from '../../src/domain/product/product-link';

const product = { productId: '9781458688477', uuid: '6f1c0000-0000-4000-8000-000000000001', slug: 'sociology' };

describe('product link (spec §2: /products/{productId}/{slug} with uuid)', () => {
  it('carries uuid; q, subjects, filters and the page are not carried', () => {
    expect(productHref(product, '?q=soc&cat=SOC&disc=A&type=etexts&sort=name&page=2')).toBe(
      '/products/9781458688477/sociology?uuid=6f1c0000-0000-4000-8000-000000000001',
    );
    expect(productHref(product, '')).toBe(
      '/products/9781458688477/sociology?uuid=6f1c0000-0000-4000-8000-000000000001',
    );
  });

  it('adds ref when present', () => {
    expect(productHref(product, '?q=bio&ref=revel&cat=S&page=2')).toBe(
      '/products/9781458688477/sociology?uuid=6f1c0000-0000-4000-8000-000000000001&ref=revel',
    );
  });

  it('adds integration_context_token (which wins over ref), returnurl (encoded) and organizationId', () => {
    const href = productHref(
      product,
      '?q=soc&ref=revel&integration_context_token=t%201&returnurl=https%3A%2F%2Flms.example%2Fa%3Fb%3D1&organizationId=o1',
    );
    expect(href).toBe(
      '/products/9781458688477/sociology?uuid=6f1c0000-0000-4000-8000-000000000001&integration_context_token=t+1&returnurl=https%3A%2F%2Flms.example%2Fa%3Fb%3D1&organizationId=o1',
    );
    const url = new URL(href, 'http://x');
    expect(url.searchParams.get('integration_context_token')).toBe('t 1');
    expect(url.searchParams.get('returnurl')).toBe('https://lms.example/a?b=1');
    expect(url.searchParams.has('ref')).toBe(false);
    expect(url.searchParams.has('q')).toBe(false);
  });

  it('leaves out empty parameters', () => {
    expect(productHref(product, '?integration_context_token=&ref=etext&returnurl=&organizationId=')).toBe(
      '/products/9781458688477/sociology?uuid=6f1c0000-0000-4000-8000-000000000001&ref=etext',
    );
  });

  it('encodes the path parts; no slug gives /products/{id}', () => {
    expect(productHref({ ...product, slug: 'a b/c' }, '')).toMatch(/^\/products\/9781458688477\/a%20b%2Fc\?/);
    expect(productHref({ ...product, productId: 'x/y' }, '')).toMatch(/^\/products\/x%2Fy\/sociology\?/);
    expect(productHref({ ...product, slug: '' }, '')).toMatch(/^\/products\/9781458688477\?uuid=/);
    expect(productHref({ ...product, slug: null }, '')).toMatch(/^\/products\/9781458688477\?uuid=/);
  });
});
