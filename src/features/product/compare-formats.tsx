// The Compare formats view (issue #10 "Right side"): the current product and its alternate
// formats side by side in a dialog. Each format's detail and offers come from the same
// queryOptions the product page uses (same cache entries: the current product's offers are
// not fetched twice), only while the dialog is open. The cells come from
// src/domain/compare-formats.ts; this file only puts words on them.
import { useId } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import type { Product, RelatedProduct } from '../../../contract/wire';
import {
  compareFormats,
  type CompareCell,
  type CompareFormatInput,
  type CompareRowKey,
} from '../../domain/compare-formats';
import { productQueryOptions } from '../../lib/api/product';
import { messages } from '../../lib/messages';
import { productText } from './product-messages';
import { Dialog } from '../../ui/dialog';
import { offersQueryOptions, type OfferCaller } from './api/product-parts';
import './product-extras.css';

const t = productText.productFormats;

export interface CompareFormatsDialogProps {
  open: boolean;
  onClose: () => void;
  /** The product whose page this is (already loaded). */
  product: Product;
  /** Its alternate formats (what the list shows). */
  formats: readonly RelatedProduct[];
  /** Who asks for offers: the same caller as the page's offer panel. */
  caller: OfferCaller;
}

function Cell({ cell, row }: { cell: CompareCell; row: CompareRowKey }) {
  switch (cell.kind) {
    case 'text':
    case 'price':
      return <>{cell.text}</>;
    case 'platform':
      return <>{messages.searchBar.platforms[cell.key]}</>;
    case 'days':
      return <>{t.days(cell.days)}</>;
    case 'tbd':
      return <>{t.tbd}</>;
    case 'signIn':
      return <span className="compare__muted">{t.signInForPricing}</span>;
    case 'list':
      return (
        <ul className="compare__features">
          {cell.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'none':
      // No offer for this caller: said in words; other empty cells are a dash.
      if (row === 'price') return <span className="compare__muted">{t.noOffers}</span>;
      return (
        <>
          <span aria-hidden="true">—</span>
          <span className="visually-hidden">{t.notGiven}</span>
        </>
      );
    case 'loading':
      return <span className="compare__muted">{t.loading}</span>;
    case 'failed':
      return <span className="compare__muted">{t.loadFailed}</span>;
  }
}

export function CompareFormatsDialog({ open, onClose, product, formats, caller }: CompareFormatsDialogProps) {
  const captionId = useId();
  const currentOffers = useQuery({ ...offersQueryOptions(product.productId, caller), enabled: open });
  const details = useQueries({
    queries: formats.map((f) => ({ ...productQueryOptions(f.productId), enabled: open })),
  });
  const offers = useQueries({
    queries: formats.map((f) => ({ ...offersQueryOptions(f.productId, caller), enabled: open })),
  });
  if (!open) return null;

  const inputs: CompareFormatInput[] = [
    {
      productId: product.productId,
      name: product.name,
      platform: product.productPlatform,
      model: product.productModel.name,
      isbn13: product.isbn[1] ?? null,
      product,
      productFailed: false,
      offers: currentOffers.data,
      offersFailed: currentOffers.isError,
      current: true,
    },
    ...formats.map((f, i) => ({
      productId: f.productId,
      name: f.name,
      platform: f.productPlatform,
      model: f.productModel.name,
      isbn13: f.sourceIsbn.isbn13,
      product: details[i]?.data,
      productFailed: details[i]?.isError ?? false,
      offers: offers[i]?.data,
      offersFailed: offers[i]?.isError ?? false,
      current: false,
    })),
  ];
  const { columns, rows } = compareFormats(inputs);

  return (
    <Dialog open title={t.compareTitle} closeLabel={t.close} onClose={onClose} className="compare-dialog">
      {/* The caption names the table for assistive technology; this line shows it without being
          cut by the sideways scroll of narrow screens. */}
      <p className="compare__intro" aria-hidden="true">
        {t.compareCaption(product.name)}
      </p>
      {/* A focusable, named region so keyboard users can scroll the table sideways at 375 px. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="compare__scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="compare__table">
          <caption id={captionId} className="visually-hidden">
            {t.compareCaption(product.name)}
          </caption>
          <thead>
            <tr>
              <td className="compare__corner" />
              {columns.map((c) => (
                <th key={c.productId} scope="col" aria-current={c.current ? 'page' : undefined}>
                  <span className="compare__name">{c.name}</span>
                  {c.current && (
                    <>
                      {' '}
                      <span className="compare__current">{t.currentFormat}</span>
                    </>
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{t.rows[row.key]}</th>
                {row.cells.map((cell, i) => (
                  <td key={columns[i]!.productId}>
                    <Cell cell={cell} row={row.key} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Dialog>
  );
}
