// A product view: the analytics event (with consent, the product id only) and the device's
// 'Recently viewed' list on home, which is never sent anywhere.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Product } from '../../../contract/wire';
import { track } from '../../lib/analytics/analytics';
import { recordViewed } from '../../lib/product/recently-viewed';

export function useRecordView(product: Product): void {
  const queryClient = useQueryClient();
  useEffect(() => track({ type: 'product-view', productId: product.productId }), [product.productId]);

  const { productId, uuid, slug, name, productPlatform: platform } = product;
  const cover = product.image?.url ?? null;
  useEffect(() => {
    void recordViewed(queryClient, { productId, uuid, slug, name, platform, cover, viewedAt: Date.now() });
  }, [queryClient, productId, uuid, slug, name, platform, cover]);
}
