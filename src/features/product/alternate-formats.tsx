// 'Alternate formats' on the product page's right side (spec §2: up to 4, from the server's
// answer or session storage, hidden for learning applications and with an integration
// token in the address), with the Compare formats button under the list. Which list and
// whether it shows are src/domain/product/alternate-formats.ts; this file reads and writes the
// session storage (spec §3 "base related products") and links each format.
import { useEffect, useId, useMemo, useState } from 'react';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { AppLink } from '../../ui/app-link';
import type { Product, RelatedProduct } from '../../../contract/wire';
import {
  RELATED_STORAGE_KEY,
  alternateFormatHref,
  chooseAlternateFormats,
  isStoredRelated,
  showsAlternateFormats,
  storedRelatedAfter,
} from '../../domain/product/alternate-formats';
import { platformLabelKey } from '../../domain/search/autocomplete';
import { prefetchProductUnlessAnswered, productQueryOptions } from '../../lib/api/product';
import { messages } from '../../lib/messages/messages';
import { afterLoadAndIdle } from '../../lib/scheduling/idle-work';
import { productText } from './product-messages';
import { readStored, writeStored } from '../../lib/storage/storage';
import type { OfferCaller } from './api/product-parts';
import { CompareFormatsDialog } from './compare-formats';
import './product-extras.css';

const t = productText.productFormats;

export interface AlternateFormatsProps {
  /** The product whose page this is. */
  product: Product;
  /** The server's related products (GET …/related or the product's isRelatedTo); undefined while loading. */
  related: RelatedProduct[] | undefined;
  /** Who asks for offers (the Compare view prices each format for this caller). */
  caller: OfferCaller;
  /** The current location.search (carried parameters; the integration token hides the list). */
  search: string;
}

export function AlternateFormats({ product, related, caller, search }: AlternateFormatsProps) {
  const headingId = useId();
  const [comparing, setComparing] = useState(false);
  const { productId } = product;

  // Remember what the server answered, so a later visit whose answer is empty still has them.
  useEffect(() => {
    const next = storedRelatedAfter(readStored(RELATED_STORAGE_KEY, isStoredRelated, 'session'), productId, related);
    if (next) writeStored(RELATED_STORAGE_KEY, next, 'session');
  }, [productId, related]);

  const formats = useMemo(() => {
    const stored = related?.length ? null : readStored(RELATED_STORAGE_KEY, isStoredRelated, 'session');
    return chooseAlternateFormats(productId, related, stored).formats;
  }, [productId, related]);
  const visible = showsAlternateFormats({ platform: product.productPlatform, search, count: formats.length });

  // Each format's detail gives the uuid its link carries; it is the entry the linked page reads
  // first, so following a link shows the page at once. Asked once the page has loaded and is
  // idle, one format per idle moment: asked as React took the page over, their starts and
  // arrivals (each a synchronous render) were most of a product page's longest task on a
  // low-tier phone; all three started in one task (the list drawn again, then each request)
  // were still one of 10-30 ms on a fast host. Until then a link goes to the format's page
  // without its uuid, which finds the product all the same. The list only reads the cache.
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!visible) return;
    let cancel = () => {};
    const askFrom = (next: number) => () => {
      const format = formats[next];
      if (!format) return;
      void prefetchProductUnlessAnswered(queryClient, productQueryOptions(format.productId));
      cancel = afterLoadAndIdle(askFrom(next + 1));
    };
    cancel = afterLoadAndIdle(askFrom(0));
    return () => cancel();
  }, [queryClient, formats, visible]);
  const details = useQueries({
    queries: formats.map((f) => ({ ...productQueryOptions(f.productId), enabled: false })),
  });

  if (!visible) return null;

  return (
    <section className="alt-formats" aria-labelledby={headingId}>
      <h2 id={headingId} className="alt-formats__title">
        {t.alternateFormats}
      </h2>
      <ul className="alt-formats__list">
        {formats.map((f, i) => (
          <li key={f.productId} className="alt-formats__item">
            <AppLink className="alt-formats__link" to={alternateFormatHref(f, details[i]?.data?.uuid, search)}>
              {f.name}
            </AppLink>
            <span className="alt-formats__meta">
              {messages.searchBar.platforms[platformLabelKey(f.productPlatform, f.productModel.name)]}
              {f.sourceIsbn.isbn13 && <> · {t.isbn(f.sourceIsbn.isbn13)}</>}
            </span>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="button button--secondary alt-formats__compare"
        aria-haspopup="dialog"
        onClick={() => setComparing(true)}
      >
        {t.compare}
      </button>
      {/* Mounted once asked for: closed, its queries (one per format, twice) and its media
          query only cost the page's take-over. */}
      {comparing && (
        <CompareFormatsDialog
          open
          onClose={() => setComparing(false)}
          product={product}
          formats={formats}
          caller={caller}
        />
      )}
    </section>
  );
}
