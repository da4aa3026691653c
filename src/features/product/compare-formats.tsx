// The Compare formats view: the current product and its alternate
// formats side by side in a dialog. Each format's detail and offers come from the same
// queryOptions the product page uses (same cache entries: the current product's offers are
// not fetched twice), only while the dialog is open. The cells come from
// src/domain/product/compare-formats.ts; this file only puts words on them.
import { useId } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import type { Product, RelatedProduct } from '../../../contract/wire';
import {
  compareFormats,
  type CompareCell,
  type CompareColumn,
  type CompareFormatInput,
  type CompareRow,
  type CompareRowKey,
} from '../../domain/product/compare-formats';
import { productQueryOptions } from '../../lib/api/product';
import { NARROW_QUERY, useMediaQuery } from '../../lib/hooks/use-media-query';
import { messages } from '../../lib/messages/messages';
import { appLocale } from '../../lib/locale/locale';
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
  const narrow = useMediaQuery(NARROW_QUERY);
  const inputs = useCompareInputs(open, product, formats, caller);
  if (!open) return null;
  const { columns, rows } = compareFormats(inputs, appLocale);

  return (
    <Dialog open title={t.compareTitle} closeLabel={t.close} onClose={onClose} className="compare-dialog">
      {/* The caption names the table for assistive technology; this line shows it without being
          cut by the sideways scroll of wider tables. */}
      <p className="compare__intro" aria-hidden="true">
        {t.compareCaption(product.name)}
      </p>
      {narrow ? (
        <CompareCards captionId={captionId} caption={t.compareCaption(product.name)} columns={columns} rows={rows} />
      ) : (
        // A focusable, named region so keyboard users can scroll the table sideways.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
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
                    <FormatName column={c} />
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
      )}
    </Dialog>
  );
}

/** What the compare view shows of this product and each other format: details and offers, loaded once open. */
function useCompareInputs(
  open: boolean,
  product: CompareFormatsDialogProps['product'],
  formats: CompareFormatsDialogProps['formats'],
  caller: CompareFormatsDialogProps['caller'],
): CompareFormatInput[] {
  const currentOffers = useQuery({ ...offersQueryOptions(product.productId, caller), enabled: open });
  const details = useQueries({
    queries: formats.map((f) => ({ ...productQueryOptions(f.productId), enabled: open })),
  });
  const offers = useQueries({
    queries: formats.map((f) => ({ ...offersQueryOptions(f.productId, caller), enabled: open })),
  });
  return [
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
}

function FormatName({ column }: { column: CompareColumn }) {
  return (
    <>
      <span className="compare__name">{column.name}</span>
      {column.current && (
        <>
          {' '}
          <span className="compare__current">{t.currentFormat}</span>
        </>
      )}
    </>
  );
}

/**
 * Phones (issue "What users meet", point 10): a 760 px table in a 293 px box hid every format
 * but the first. The same table turned a quarter: one row per format, drawn as a card, each cell
 * with its label in sight (hidden from assistive technology, which hears the column header).
 * The roles are spelled out because the cards change the table's display, which some browsers
 * take as leave to drop its semantics.
 */
function CompareCards({
  captionId,
  caption,
  columns,
  rows,
}: {
  captionId: string;
  caption: string;
  columns: readonly CompareColumn[];
  rows: readonly CompareRow[];
}) {
  return (
    <table className="compare__table compare__table--cards" role="table">
      <caption id={captionId} className="visually-hidden">
        {caption}
      </caption>
      <thead className="compare__card-head">
        <tr>
          <th scope="col">
            {t.formatHeader}
          </th>
          {rows.map((row) => (
            <th key={row.key} scope="col">
              {t.rows[row.key]}
            </th>
          ))}
        </tr>
      </thead>
      {/* Spelled out: a grid-displayed tbody and tr can lose their table roles. */}
      {/* eslint-disable-next-line jsx-a11y/no-redundant-roles */}
      <tbody className="compare__cards" role="rowgroup">
        {columns.map((column, i) => (
          <tr key={column.productId} className="compare__card" role="row">
            <th scope="row" role="rowheader" aria-current={column.current ? 'page' : undefined}>
              <FormatName column={column} />
            </th>
            {rows.map((row) => (
              // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role
              <td key={row.key} role="cell">
                <span className="compare__label" aria-hidden="true">
                  {t.rows[row.key]}
                </span>
                <span className="compare__value">
                  <Cell cell={row.cells[i]!} row={row.key} />
                </span>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
