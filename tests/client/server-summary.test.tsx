// A product page's summary as the server drew it into the HTML (a fast first paint): the app draws the
// same elements while the product loads, only for that product's page.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';

const SERVER_HTML = `
  <div class="product-page" aria-busy="true" data-shell-product="P 1">
    <div class="product-page__summary"><section class="product-summary" aria-labelledby="product-title">
      <img class="product-summary__cover" src="/api/covers/P%201.svg" alt="Cover of Tom &amp; Jerry" width="180" height="234">
      <div class="product-summary__text"><h1 id="product-title" class="product-summary__title" tabindex="-1">Tom &amp; Jerry</h1></div>
    </section></div>
  </div>`;

async function loadWith(html: string) {
  vi.resetModules();
  document.body.innerHTML = `<div id="root">${html}</div>`;
  const module = await import('../../src/features/product/server-summary');
  document.body.innerHTML = ''; // React replaces the HTML; the module kept its copy
  return module;
}

describe("the server's product summary", () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it("is the product page's loading view for that product only", async () => {
    const { serverSummaryFor, serverSummaryAt } = await loadWith(SERVER_HTML);
    expect(serverSummaryFor('P 1')).not.toBeNull();
    expect(serverSummaryFor('P2')).toBeNull();
    expect(serverSummaryFor(undefined)).toBeNull();
    expect(serverSummaryAt('/products/P%201/a-slug')).not.toBeNull();
    expect(serverSummaryAt('/products/P2')).toBeNull();
    expect(serverSummaryAt('/search')).toBeNull();
    expect(serverSummaryAt('/products/%E0%A4%A')).toBeNull();
  });

  it('draws the same title and cover again', async () => {
    const { serverSummaryFor, ServerSummary } = await loadWith(SERVER_HTML);
    render(<ServerSummary summary={serverSummaryFor('P 1')!} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Tom & Jerry' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Cover of Tom & Jerry' }).getAttribute('src')).toBe('/api/covers/P%201.svg');
  });

  it('is nothing on a page the server drew without one (index.html from the service worker)', async () => {
    const { serverSummaryAt } = await loadWith('<main><div class="page" role="status"></div></main>');
    expect(serverSummaryAt('/products/P%201')).toBeNull();
  });
});
