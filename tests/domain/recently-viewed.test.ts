// Offline issue item 4: 'Recently viewed', newest first, each product once, bounded.
import { describe, expect, it } from 'vitest';
import { addViewed, viewedListOf, type ViewedProduct } from '../../src/domain/product/recently-viewed';

const v = (productId: string, viewedAt: number): ViewedProduct => ({
  productId,
  uuid: `u-${productId}`,
  slug: productId,
  name: `Name ${productId}`,
  platform: 'etext',
  cover: null,
  viewedAt,
});

describe('addViewed', () => {
  it('puts a new view first and moves a product seen before to the front, once', () => {
    const list = [v('b', 2), v('a', 1)];
    expect(addViewed(list, v('c', 3)).map((p) => p.productId)).toEqual(['c', 'b', 'a']);
    expect(addViewed(list, v('a', 4)).map((p) => p.productId)).toEqual(['a', 'b']);
  });
  it('keeps at most the bound', () => {
    const list = [v('c', 3), v('b', 2), v('a', 1)];
    expect(addViewed(list, v('d', 4), 3).map((p) => p.productId)).toEqual(['d', 'c', 'b']);
  });
});

describe('viewedListOf', () => {
  it('drops malformed entries and sorts newest first', () => {
    expect(viewedListOf([v('a', 1), { productId: 'x' }, null, v('b', 5)]).map((p) => p.productId)).toEqual(['b', 'a']);
    expect(viewedListOf('garbage')).toEqual([]);
  });
});
