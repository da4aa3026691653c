/**
 * The catalogue (or some of its products) as an ONIX for Books 3.0 message in reference tags,
 * valid against EDItEUR's schema (tests/server/onix/onix-export.test.ts runs xmllint on it).
 * Written as a stream, a page of products at a time, each page read in a few queries
 * (findProducts and exportParts, not four queries a product). What is written for what mirrors
 * the import (map-product.ts), so an export imports back to the same products on every field
 * ONIX carries (docs/catalog-import.md "Round trip").
 */
import type { Kysely } from 'kysely';
import type { Writable } from 'node:stream';
import { once } from 'node:events';
import type { DB } from '../../db/types.ts';
import type { Product } from '../../../contract/schemas/product.ts';
import { findProducts } from '../../modules/catalogue/product-repository.ts';
import { exportParts, productIdsAfter } from '../../modules/catalogue/onix-export-repository.ts';
import { OWN_ID_TYPE_NAME } from './map-product.ts';
import { codeForDiscipline, OWN_SCHEME_NAME, type SubjectMap } from './subject-map.ts';
import { groupBy, productIdOf } from '../../lib/group-by.ts';

export interface ExportOptions {
  /** Only these products (a query's); all of the catalogue otherwise. */
  productIds?: readonly string[];
  sender: string;
  /** Absolute address the cover links start with (the site's origin). */
  coverBase: string;
  subjects?: SubjectMap;
  /** SentDateTime (default now). */
  sentAt?: Date;
}

/** Products read per page: a handful of queries each, whatever its size. */
const PAGE = 1000;

const esc = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    // XML 1.0 cannot hold these; the catalogue's text rule already refuses them (contract/text.ts).
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '');
const el = (name: string, value: string | number) => `<${name}>${esc(String(value))}</${name}>`;

const sentDateTime = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

/** The catalogue's platform and model as ProductForm and ProductFormDetail. */
function formOf(p: Product): string {
  if (p.productPlatform === 'print') return el('ProductForm', 'BC');
  if (p.productPlatform === 'etext')
    return el('ProductForm', 'ED') + el('ProductFormDetail', p.productModel.name === 'ETEXT1_PDF' ? 'E107' : 'E101');
  return el('ProductForm', 'EC');
}

const AUDIENCE_CODE = { highered: '05', k12: '04', all: '01' } as const;

type Rows = Awaited<ReturnType<typeof exportParts>>;

/** A page's parts by product (each list in the order the query gave it). */
interface Parts {
  isbn13: Rows['isbn13'];
  offers: Map<string, Rows['offers']>;
  buy: Map<string, Rows['buy']>;
  related: Map<string, Rows['related']>;
  tocs: Map<string, string>;
}

function partsByProduct(rows: Rows): Parts {
  const tocs = new Map<string, string>();
  // The first of a product's rows, as a search of the list would find.
  for (const t of rows.tocs) if (!tocs.has(t.product_id)) tocs.set(t.product_id, t.toc_string);
  return {
    isbn13: rows.isbn13,
    offers: groupBy(rows.offers, productIdOf),
    buy: groupBy(rows.buy, productIdOf),
    related: groupBy(rows.related, productIdOf),
    tocs,
  };
}

function productXml(p: Product, parts: Parts, options: ExportOptions): string {
  const id = p.productId;
  const isbn13 = parts.isbn13.get(id) ?? p.isbn.find((i) => i.length === 13) ?? null;
  const out: string[] = ['<Product>', el('RecordReference', id), el('NotificationType', p.comingSoon ? '02' : '03')];
  const identifier = (type: string, value: string, name?: string) =>
    `<ProductIdentifier>${el('ProductIDType', type)}${name ? el('IDTypeName', name) : ''}${el('IDValue', value)}</ProductIdentifier>`;
  if (id !== isbn13) out.push(identifier('01', id, OWN_ID_TYPE_NAME));
  if (isbn13) out.push(identifier('15', isbn13));
  const source = p.isbn.length >= 2 ? p.isbn[0]! : undefined;
  if (source?.length === 10) out.push(identifier('02', source));

  // DescriptiveDetail, in the schema's order.
  out.push('<DescriptiveDetail>', el('ProductComposition', '00'), formOf(p));
  out.push(
    `<TitleDetail>${el('TitleType', '01')}<TitleElement>${el('TitleElementLevel', '01')}${el('TitleText', p.name)}</TitleElement></TitleDetail>`,
  );
  if (p.authors.length === 0) out.push('<NoContributor/>');
  p.authors.forEach((a, i) => {
    const before = [a.givenName, a.additionalName].filter(Boolean).join(' ');
    out.push(
      `<Contributor>${el('SequenceNumber', i + 1)}${el('ContributorRole', 'A01')}` +
        `${before ? el('NamesBeforeKey', before) : ''}${el('KeyNames', a.familyName)}` +
        `${a.biography ? `<BiographicalNote textformat="06">${esc(a.biography)}</BiographicalNote>` : ''}</Contributor>`,
    );
  });
  const edition = /^(\d+)[eE]$/.exec(p.bookEdition ?? '')?.[1];
  if (edition) out.push(el('EditionNumber', Number(edition)));
  p.disciplines.forEach((d, i) => {
    const code = d.secondaryDiscipline
      ? `${d.primaryDiscipline.code}/${d.secondaryDiscipline.code}`
      : d.primaryDiscipline.code;
    out.push(
      `<Subject>${i === 0 ? '<MainSubject/>' : ''}${el('SubjectSchemeIdentifier', '24')}${el('SubjectSchemeName', OWN_SCHEME_NAME)}${el('SubjectCode', code)}</Subject>`,
    );
  });
  // Retailers read BISAC and Thema: the main subject's code from the subject map, when it names one.
  const main = p.disciplines[0]?.primaryDiscipline.code;
  if (main && options.subjects) {
    const bisac = codeForDiscipline(options.subjects, 'BISAC', main);
    if (bisac)
      out.push(`<Subject>${el('SubjectSchemeIdentifier', '10')}${el('SubjectCode', bisac.padEnd(9, '0'))}</Subject>`);
    const thema = codeForDiscipline(options.subjects, 'THEMA', main);
    if (thema) out.push(`<Subject>${el('SubjectSchemeIdentifier', '93')}${el('SubjectCode', thema)}</Subject>`);
  }
  out.push(`<Audience>${el('AudienceCodeType', '01')}${el('AudienceCodeValue', AUDIENCE_CODE[p.audience])}</Audience>`);
  out.push('</DescriptiveDetail>');

  const toc = parts.tocs.get(id);
  if (p.description.html || toc || p.image) {
    out.push('<CollateralDetail>');
    if (p.description.html)
      out.push(
        `<TextContent>${el('TextType', '03')}${el('ContentAudience', '00')}<Text textformat="02">${esc(p.description.html)}</Text></TextContent>`,
      );
    if (toc)
      out.push(
        `<TextContent>${el('TextType', '04')}${el('ContentAudience', '00')}<Text textformat="06">${esc(toc)}</Text></TextContent>`,
      );
    if (p.image)
      out.push(
        `<SupportingResource>${el('ResourceContentType', '01')}${el('ContentAudience', '00')}${el('ResourceMode', '03')}` +
          `<ResourceVersion>${el('ResourceForm', '02')}${el('ResourceLink', `${options.coverBase}/api/covers/${encodeURIComponent(id)}.png`)}</ResourceVersion></SupportingResource>`,
      );
    out.push('</CollateralDetail>');
  }

  out.push('<PublishingDetail>');
  if (p.brand.name) out.push(`<Imprint>${el('ImprintName', p.brand.name)}</Imprint>`);
  if (p.publisher) out.push(`<Publisher>${el('PublishingRole', '01')}${el('PublisherName', p.publisher)}</Publisher>`);
  out.push(el('PublishingStatus', p.comingSoon ? '02' : '04'));
  if (p.datePublished)
    out.push(
      `<PublishingDate>${el('PublishingDateRole', '01')}${el('Date', p.datePublished.replace(/-/g, ''))}</PublishingDate>`,
    );
  if (p.copyrightYear) out.push(`<CopyrightStatement>${el('CopyrightYear', p.copyrightYear)}</CopyrightStatement>`);
  out.push('</PublishingDetail>');

  const related = parts.related.get(id) ?? [];
  const sourceIsbn13 = source?.length === 13 && source !== isbn13 ? source : undefined;
  if (related.length || sourceIsbn13) {
    out.push('<RelatedMaterial>');
    if (sourceIsbn13)
      out.push(`<RelatedProduct>${el('ProductRelationCode', '13')}${identifier('15', sourceIsbn13)}</RelatedProduct>`);
    for (const r of related) {
      const ids =
        (r.related_product_id !== r.isbn13 ? identifier('01', r.related_product_id, OWN_ID_TYPE_NAME) : '') +
        (r.isbn13 ? identifier('15', r.isbn13) : '');
      out.push(`<RelatedProduct>${el('ProductRelationCode', '06')}${ids}</RelatedProduct>`);
    }
    out.push('</RelatedMaterial>');
  }

  // Prices per country: a digital product's instant-access offers, a print book's available-to-buy offers.
  const prices = new Map<string, { currency: string; price: number }>();
  const add = (country: string | null, currency: string, price: unknown) => {
    const key = `${country}|${currency}`;
    if (country && price !== null && price !== undefined && !prices.has(key))
      prices.set(key, { currency, price: Number(price) });
  };
  const priced =
    p.productPlatform === 'print'
      ? (parts.buy.get(id) ?? [])
      : (parts.offers.get(id) ?? []).filter((o) => o.kind === 'INSTANT_ACCESS');
  for (const o of priced) add(o.country, o.currency, o.price);
  for (const [key, { currency, price }] of prices) {
    const country = key.split('|')[0]!;
    out.push(
      `<ProductSupply><Market><Territory>${el('CountriesIncluded', country)}</Territory></Market><SupplyDetail>` +
        `<Supplier>${el('SupplierRole', '01')}${el('SupplierName', p.publisher ?? options.sender)}</Supplier>${el('ProductAvailability', p.comingSoon ? '10' : '20')}` +
        `<Price>${el('PriceType', '01')}${el('PriceAmount', price.toFixed(2))}${el('CurrencyCode', currency)}</Price></SupplyDetail></ProductSupply>`,
    );
  }
  out.push('</Product>');
  return out.join('\n');
}

/** Writes the message to `out`; returns how many products it holds. */
export async function writeOnixMessage(db: Kysely<DB>, out: Writable, options: ExportOptions): Promise<number> {
  // Waits for 'drain' when the stream is full, so a million products never pile up in memory.
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  await write(
    '<?xml version="1.0" encoding="UTF-8"?>\n<ONIXMessage release="3.0" xmlns="http://ns.editeur.org/onix/3.0/reference">\n' +
      `<Header><Sender>${el('SenderName', options.sender)}</Sender>${el('SentDateTime', sentDateTime(options.sentAt ?? new Date()))}</Header>\n`,
  );
  let written = 0;
  for (let after = ''; ;) {
    const ids = await productIdsAfter(db, after, PAGE, options.productIds);
    if (ids.length === 0) break;
    const [products, rows] = await Promise.all([
      findProducts(db, ids, { withRelated: false, openableOwners: [] }),
      exportParts(db, ids),
    ]);
    const parts = partsByProduct(rows);
    for (const id of ids) {
      const p = products.get(id);
      if (!p) continue;
      await write(productXml(p, parts, options) + '\n');
      written++;
    }
    after = ids[ids.length - 1]!;
  }
  // ONIX 3.0 wants at least one Product, or <NoProduct/> for a message that has none (an empty
  // catalogue, a query that finds nothing): without it the message is not valid.
  await write(written === 0 ? '<NoProduct/>\n</ONIXMessage>\n' : '</ONIXMessage>\n');
  return written;
}
