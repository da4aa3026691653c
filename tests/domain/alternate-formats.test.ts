// The 'Alternate formats' list (src/domain/product/alternate-formats.ts) against spec §2 ("up to 4;
// from server response or session storage; hidden for learning applications and when an
// integration context token is in the URL"), §3 (session key "base related products") and
// §9 ("Related products max 4").
import { describe, expect, it } from 'vitest';
import type { RelatedProduct } from '../../contract/wire';
import {
  RELATED_STORAGE_MAX_PRODUCTS,
  alternateFormatHref,
  chooseAlternateFormats,
  isStoredRelated,
  showsAlternateFormats,
  storedRelatedAfter,
} from '../../src/domain/product/alternate-formats';

function related(productId: string): RelatedProduct {
  return {
    productId,
    slug: `title-${productId}`,
    name: `Title ${productId}`,
    productPlatform: 'etext',
    productModel: { name: 'ETEXT2_PXE' },
    sourceIsbn: { isbn13: '9780134093413' },
    brand: { name: null },
  };
}
const ids = (list: readonly RelatedProduct[]) => list.map((r) => r.productId);

describe('showsAlternateFormats (spec §2)', () => {
  it('shows for a product with formats and no integration token', () => {
    expect(showsAlternateFormats({ platform: 'etext', search: '', count: 2 })).toBe(true);
    expect(showsAlternateFormats({ platform: 'revel', search: '?uuid=u&ref=revel', count: 1 })).toBe(true);
  });

  it('is hidden for learning applications', () => {
    expect(showsAlternateFormats({ platform: 'learning_applications', search: '', count: 3 })).toBe(false);
  });

  it('is hidden when an integration context token is in the URL', () => {
    expect(
      showsAlternateFormats({ platform: 'etext', search: '?uuid=u&integration_context_token=abc', count: 3 }),
    ).toBe(false);
  });

  it('an empty token parameter does not count as a token', () => {
    expect(showsAlternateFormats({ platform: 'etext', search: '?integration_context_token=', count: 1 })).toBe(true);
  });

  it('is hidden when there is nothing to list', () => {
    expect(showsAlternateFormats({ platform: 'etext', search: '', count: 0 })).toBe(false);
  });
});

describe('chooseAlternateFormats (spec §2 from server response or session storage)', () => {
  it("takes the server's list when it has any, even with something stored", () => {
    const chosen = chooseAlternateFormats('p1', [related('a'), related('b')], { p1: [related('z')] });
    expect(ids(chosen.formats)).toEqual(['a', 'b']);
    expect(chosen.source).toBe('server');
  });

  it('falls back to what the session stored for this product when the server answers none', () => {
    const stored = { p1: [related('z'), related('y')], other: [related('q')] };
    expect(chooseAlternateFormats('p1', [], stored)).toEqual({
      formats: [related('z'), related('y')],
      source: 'storage',
    });
    expect(ids(chooseAlternateFormats('p1', undefined, stored).formats)).toEqual(['z', 'y']);
  });

  it("never uses another product's stored list", () => {
    expect(chooseAlternateFormats('p1', [], { other: [related('q')] })).toEqual({ formats: [], source: 'none' });
    expect(chooseAlternateFormats('p1', undefined, null)).toEqual({ formats: [], source: 'none' });
  });

  it('keeps at most 4 (spec §9) and never lists the product itself', () => {
    const many = ['p1', 'a', 'b', 'c', 'd', 'e'].map(related);
    expect(ids(chooseAlternateFormats('p1', many, null).formats)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('storedRelatedAfter (spec §3 "base related products")', () => {
  it("writes the server's answer for the product", () => {
    expect(storedRelatedAfter(null, 'p1', [related('a')])).toEqual({ p1: [related('a')] });
    expect(storedRelatedAfter({ p0: [related('x')] }, 'p1', [related('a')])).toEqual({
      p0: [related('x')],
      p1: [related('a')],
    });
  });

  it('an empty answer does not wipe the stored fallback (nothing to write)', () => {
    expect(storedRelatedAfter({ p1: [related('a')] }, 'p1', [])).toBeNull();
    expect(storedRelatedAfter({ p1: [related('a')] }, 'p1', undefined)).toBeNull();
  });

  it('an answer equal to what is stored is not written again', () => {
    expect(storedRelatedAfter({ p1: [related('a')] }, 'p1', [related('a')])).toBeNull();
  });

  it(`keeps the newest ${RELATED_STORAGE_MAX_PRODUCTS} products' lists`, () => {
    const full = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`old${i}`, [related('a')]]));
    const next = storedRelatedAfter(full, 'new', [related('b')])!;
    expect(Object.keys(next)).toHaveLength(20);
    expect(next.old0).toBeUndefined();
    expect(next.old1).toEqual([related('a')]);
    expect(next.new).toEqual([related('b')]);
  });
});

describe('isStoredRelated (storage read defensively)', () => {
  it('accepts a map of related-product lists', () => {
    expect(isStoredRelated({ p1: [related('a')], p2: [] })).toBe(true);
  });

  it('rejects anything else', () => {
    expect(isStoredRelated(null)).toBe(false);
    expect(isStoredRelated([related('a')])).toBe(false);
    expect(isStoredRelated({ p1: related('a') })).toBe(false);
    expect(isStoredRelated({ p1: [{ productId: 'a' }] })).toBe(false);
    expect(isStoredRelated({ p1: [{ ...related('a'), sourceIsbn: null }] })).toBe(false);
  });
});

describe('alternateFormatHref (spec §2 product link, as the result cards build it)', () => {
  const format = related('9780134093413');
  const uuid = '6f1c0000-0000-4000-8000-000000000002';

  it('goes to /products/{productId}/{slug}?uuid=… keeping ref, returnurl and organizationId, not q', () => {
    expect(
      alternateFormatHref(
        format,
        uuid,
        '?uuid=other&q=bio&ref=etext&returnurl=https%3A%2F%2Fx.example&organizationId=o1',
      ),
    ).toBe(
      '/products/9780134093413/title-9780134093413?uuid=6f1c0000-0000-4000-8000-000000000002&ref=etext&returnurl=https%3A%2F%2Fx.example&organizationId=o1',
    );
  });

  it('without a known uuid, the path alone names the product (the carried parameters stay)', () => {
    expect(alternateFormatHref(format, undefined, '?q=bio&organizationId=o1')).toBe(
      '/products/9780134093413/title-9780134093413?organizationId=o1',
    );
    expect(alternateFormatHref(format, undefined, '')).toBe('/products/9780134093413/title-9780134093413');
  });
});
