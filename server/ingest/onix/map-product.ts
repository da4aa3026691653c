/**
 * One ONIX 3.0 <Product> → this catalogue's ProductImport (contract/schemas/product.ts), with
 * the record's own issues (errors that stop it) and warnings (reported, the record still goes
 * in). Every issue names the element by its reference path. What maps to what, and what the
 * catalogue has no field for, is written in docs/catalog-import.md "ONIX".
 */
import type {
  Author,
  AvailableToBuyOffer,
  Offer,
  ProductDiscipline,
  ProductImport,
} from '../../../contract/schemas/product.ts';
import { CURRENCIES, type Currency } from '../../../contract/catalogue.ts';
import { MAX_RELATED_PRODUCTS } from '../../../contract/limits.ts';
import { isValidIsbn, isbn10To13 } from '../generator/isbn.ts';
import { child, children, textOf, type XNode } from './xml-reader.ts';
import { mapSubject, OWN_SCHEME_NAME, SCHEME_BY_ID, type SubjectMap } from './subject-map.ts';
import { onixTextToHtml, onixTextToPlain } from './xhtml.ts';
import { tocFromText } from './toc.ts';

export const P = '/ONIXMessage/Product';

export interface RecordIssue {
  line: number;
  field: string;
  message: string;
}

/** ONIX 3.0 blocks a block update (NotificationType 04) may carry. */
export type Block = 'DescriptiveDetail' | 'CollateralDetail' | 'PublishingDetail' | 'RelatedMaterial' | 'ProductSupply';
export const BLOCKS: Block[] = [
  'DescriptiveDetail',
  'CollateralDetail',
  'PublishingDetail',
  'RelatedMaterial',
  'ProductSupply',
];

export interface MappedRecord {
  line: number;
  recordReference: string;
  notification: string;
  productId: string;
  /** The fields of the blocks present (all of them unless a block update). */
  product: Partial<ProductImport>;
  blocks: Set<Block>;
  /** Whether a front cover is named (SupportingResource 01); its link. */
  coverLink?: string;
  /** The line of its ResourceLink (a failed fetch is reported there). */
  coverLine?: number;
  errors: RecordIssue[];
  warnings: RecordIssue[];
}

const PRODUCT_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
/** Proprietary identifier (ProductIDType 01) naming this catalogue's product id. */
export const OWN_ID_TYPE_NAME = 'Exchange product id';

/** Audience codes (list 28) → our audience. */
const AUDIENCE: Record<string, 'highered' | 'k12' | 'all'> = {
  '01': 'all',
  '02': 'k12',
  '03': 'k12',
  '04': 'k12',
  '05': 'highered',
  '06': 'highered',
  '08': 'highered',
};

/** Publishing status (list 64) that means "not offered": cancelled, withdrawn, out of print, inactive… */
const NOT_OFFERED = new Set(['01', '03', '05', '06', '07', '08', '09', '11', '12', '15', '16', '17']);

/** Contributor roles (list 17) the catalogue lists as authors: A01–A09 (by…) and B01–B03 (edited, revised, retold by); illustrators, translators… are not listed. */
const AUTHOR_ROLE = /^(?:A0[1-9]|B0[1-3])$/;

/** Product form → platform and model (the catalogue's model list has no print model: print is ETEXT1_PDF's twin, as in the demo). */
function platformOf(
  form: string,
  details: string[],
): { platform: ProductImport['productPlatform']; model: ProductImport['productModel']['name'] } | null {
  if (/^B/.test(form)) return { platform: 'print', model: 'ETEXT1_PDF' };
  if (form === 'EC') return { platform: 'revel', model: 'REVEL' };
  if (/^E/.test(form)) {
    if (details.includes('E107')) return { platform: 'etext', model: 'ETEXT1_PDF' };
    return { platform: 'etext', model: 'ETEXT_EPUB_STANDARD' };
  }
  return null;
}

function personOf(c: XNode): { author?: Author; problem?: string } {
  const before = textOf(c, 'NamesBeforeKey');
  const key = [textOf(c, 'PrefixToKey'), textOf(c, 'KeyNames')].filter(Boolean).join(' ');
  if (key) return { author: { givenName: before ?? '', familyName: key } };
  const inverted = textOf(c, 'PersonNameInverted');
  if (inverted) {
    const [family, given] = inverted.split(/,\s*/, 2);
    return { author: { givenName: given ?? '', familyName: family! } };
  }
  const name = textOf(c, 'PersonName');
  if (name) {
    // Without KeyNames the last word is taken as the family name (documented).
    const words = name.split(/\s+/);
    return { author: { givenName: words.slice(0, -1).join(' '), familyName: words.at(-1)! } };
  }
  const corporate = textOf(c, 'CorporateName');
  if (corporate) return { author: { givenName: '', familyName: corporate } };
  return { problem: 'a contributor needs KeyNames, PersonName, PersonNameInverted or CorporateName' };
}

function dateOf(node: XNode | undefined): string | undefined {
  if (!node) return undefined;
  const d = node.text.trim();
  const format = node.attrs.dateformat ?? '00';
  if (format === '00' && /^\d{8}$/.test(d)) return `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}`;
  return undefined;
}

export interface MapContext {
  subjects: SubjectMap;
}

/** Maps one record. */
export function mapProduct(node: XNode, ctx: MapContext): MappedRecord {
  const errors: RecordIssue[] = [];
  const warnings: RecordIssue[] = [];
  const err = (n: XNode | undefined, field: string, message: string) =>
    errors.push({ line: n?.line ?? node.line, field: `${P}/${field}`, message });
  const warn = (n: XNode | undefined, field: string, message: string) =>
    warnings.push({ line: n?.line ?? node.line, field: `${P}/${field}`, message });

  const recordReference = textOf(node, 'RecordReference') ?? '';
  if (!recordReference) err(undefined, 'RecordReference', 'is required');
  const notificationNode = child(node, 'NotificationType');
  const notification = notificationNode?.text.trim() ?? '';
  if (!['01', '02', '03', '04', '05'].includes(notification))
    err(
      notificationNode,
      'NotificationType',
      notification ? `"${notification}" is not 01, 02, 03, 04 or 05` : 'is required',
    );

  // Identifiers: ISBN-13 (15), GTIN-13 (03, an ISBN when it starts 978/979), ISBN-10 (02).
  let isbn13: string | undefined;
  let isbn10: string | undefined;
  let ownId: string | undefined;
  for (const id of children(node, 'ProductIdentifier')) {
    const type = textOf(id, 'ProductIDType');
    const valueNode = child(id, 'IDValue');
    const value = valueNode?.text.trim().replace(/-/g, '') ?? '';
    if (type === '01' && textOf(id, 'IDTypeName') === OWN_ID_TYPE_NAME) ownId = value;
    if (type === '15' || (type === '03' && /^97[89]/.test(value))) {
      if (!/^\d{13}$/.test(value) || !isValidIsbn(value))
        err(valueNode, 'ProductIdentifier/IDValue', `"${value}" is not a valid ISBN-13 (ProductIDType ${type})`);
      else isbn13 ??= value;
    } else if (type === '02') {
      if (!/^\d{9}[\dX]$/.test(value) || !isValidIsbn(value))
        err(valueNode, 'ProductIdentifier/IDValue', `"${value}" is not a valid ISBN-10`);
      else isbn10 ??= value;
    }
  }
  if (isbn10 && !isbn13) isbn13 = isbn10To13(isbn10);
  // The catalogue's own id when the export wrote it, else the ISBN-13 (as the demo's ids), else the reference.
  const productId =
    ownId && PRODUCT_ID.test(ownId) ? ownId : (isbn13 ?? (PRODUCT_ID.test(recordReference) ? recordReference : ''));
  if (!isbn13 && notification !== '05' && errors.length === 0)
    err(undefined, 'ProductIdentifier', 'no valid ISBN (ProductIDType 15, 03 or 02): the record is not imported');

  const blocks = new Set<Block>(BLOCKS.filter((b) => child(node, b)));
  const product: Partial<ProductImport> = { productId };
  const result: MappedRecord = {
    line: node.line,
    recordReference,
    notification,
    productId,
    product,
    blocks,
    errors,
    warnings,
  };
  if (notification === '05') return result;

  let sourceIsbn: string | undefined = isbn10;
  const related = child(node, 'RelatedMaterial');
  for (const r of children(related, 'RelatedProduct')) {
    if (textOf(r, 'ProductRelationCode') !== '13') continue;
    for (const id of children(r, 'ProductIdentifier')) {
      const value = textOf(id, 'IDValue')?.replace(/-/g, '');
      if ((textOf(id, 'ProductIDType') === '15' || textOf(id, 'ProductIDType') === '03') && value && isValidIsbn(value))
        sourceIsbn ??= value;
    }
  }
  if (isbn13) product.isbn = sourceIsbn && sourceIsbn !== isbn13 ? [sourceIsbn, isbn13] : [isbn13];

  const dd = child(node, 'DescriptiveDetail');
  if (dd) mapDescriptive(dd, product, ctx, err, warn);
  const cd = child(node, 'CollateralDetail');
  if (cd) {
    for (const tc of children(cd, 'TextContent')) {
      const type = textOf(tc, 'TextType');
      const text = child(tc, 'Text');
      if (!text) continue;
      if (type === '03') product.description = { html: onixTextToHtml(text) };
      else if (type === '04') product.tableOfContents = tocFromText(text);
    }
    for (const sr of children(cd, 'SupportingResource')) {
      if (textOf(sr, 'ResourceContentType') !== '01') continue;
      const link = children(sr, 'ResourceVersion')
        .map((v) => child(v, 'ResourceLink'))
        .find((l) => l && l.text.trim());
      if (link) {
        result.coverLink = link.text.trim();
        result.coverLine = link.line;
      }
    }
  }
  const pd = child(node, 'PublishingDetail');
  let notOffered = false;
  if (pd) {
    const imprint = textOf(child(pd, 'Imprint'), 'ImprintName');
    if (imprint !== undefined) product.brand = { name: imprint };
    const publisher = children(pd, 'Publisher').find((p) => (textOf(p, 'PublishingRole') ?? '01') === '01');
    product.publisher = textOf(publisher, 'PublisherName') ?? null;
    const statusNode = child(pd, 'PublishingStatus');
    const status = statusNode?.text.trim();
    product.comingSoon = status === '02';
    notOffered = status !== undefined && NOT_OFFERED.has(status);
    for (const date of children(pd, 'PublishingDate')) {
      const role = textOf(date, 'PublishingDateRole');
      const value = dateOf(child(date, 'Date'));
      if (role === '01' || role === '11') {
        if (value) product.datePublished = value;
        else
          warn(
            child(date, 'Date'),
            'PublishingDetail/PublishingDate/Date',
            'not a YYYYMMDD date (dateformat 00): left out',
          );
      }
    }
    const year = textOf(child(pd, 'CopyrightStatement'), 'CopyrightYear');
    if (year && /^\d{4}$/.test(year)) product.copyrightYear = Number(year);
  }
  if (related) {
    const ids: { productId: string }[] = [];
    for (const r of children(related, 'RelatedProduct')) {
      const code = textOf(r, 'ProductRelationCode');
      if (code !== '06' && code !== '27') continue;
      const own = children(r, 'ProductIdentifier').find((i) => textOf(i, 'IDTypeName') === OWN_ID_TYPE_NAME);
      const isbn = children(r, 'ProductIdentifier').find((i) =>
        ['15', '03'].includes(textOf(i, 'ProductIDType') ?? ''),
      );
      const id = textOf(own, 'IDValue') ?? textOf(isbn, 'IDValue');
      if (id && !ids.some((i) => i.productId === id)) ids.push({ productId: id });
    }
    if (ids.length > MAX_RELATED_PRODUCTS)
      warn(
        related,
        'RelatedMaterial/RelatedProduct',
        `more than ${MAX_RELATED_PRODUCTS} alternative formats: the first ${MAX_RELATED_PRODUCTS} are kept`,
      );
    product.isRelatedTo = ids.slice(0, MAX_RELATED_PRODUCTS);
  }
  const supplies = children(node, 'ProductSupply');
  if (supplies.length || notOffered) {
    const { offers, availableTobuy } = mapSupply(supplies, productId, product.productPlatform, warn);
    product.offers = notOffered ? [] : offers;
    product.availableTobuy = notOffered ? [] : availableTobuy;
  }
  return result;
}

type Report = (n: XNode | undefined, field: string, message: string) => void;

function mapDescriptive(dd: XNode, product: Partial<ProductImport>, ctx: MapContext, err: Report, warn: Report): void {
  const D = 'DescriptiveDetail';
  const formNode = child(dd, 'ProductForm');
  const form = formNode?.text.trim() ?? '';
  const kind = platformOf(
    form,
    children(dd, 'ProductFormDetail').map((d) => d.text.trim()),
  );
  if (!kind)
    err(formNode, `${D}/ProductForm`, form ? `"${form}" is not a book (B…) or digital (E…) form` : 'is required');
  else {
    product.productPlatform = kind.platform;
    product.productModel = { name: kind.model };
  }

  const title = children(dd, 'TitleDetail').find((t) => textOf(t, 'TitleType') === '01');
  const element =
    children(title, 'TitleElement').find((e) => textOf(e, 'TitleElementLevel') === '01') ??
    child(title, 'TitleElement');
  const text =
    textOf(element, 'TitleText') ??
    [textOf(element, 'TitlePrefix'), textOf(element, 'TitleWithoutPrefix')].filter(Boolean).join(' ');
  if (!text)
    err(title ?? dd, `${D}/TitleDetail`, 'no distinctive title (TitleType 01 with TitleText or TitleWithoutPrefix)');
  else {
    const subtitle = textOf(element, 'Subtitle');
    const part = textOf(element, 'PartNumber');
    product.name = [part ? `${text}, Part ${part}` : text, subtitle].filter(Boolean).join(': ');
  }

  const contributors = children(dd, 'Contributor')
    .map((c, i) => ({ c, seq: Number(textOf(c, 'SequenceNumber') ?? i + 1) }))
    .sort((a, b) => a.seq - b.seq);
  const authors: Author[] = [];
  for (const { c } of contributors) {
    const roles = children(c, 'ContributorRole').map((r) => r.text.trim());
    if (!roles.some((r) => AUTHOR_ROLE.test(r))) continue;
    const { author, problem } = personOf(c);
    if (problem) {
      err(c, `${D}/Contributor`, problem);
      continue;
    }
    const bio = child(c, 'BiographicalNote');
    authors.push(bio ? { ...author!, biography: onixTextToPlain(bio) } : author!);
  }
  product.authors = authors;

  const edition = textOf(dd, 'EditionNumber');
  if (edition !== undefined) {
    if (/^\d+$/.test(edition)) product.bookEdition = `${Number(edition)}e`;
    else err(child(dd, 'EditionNumber'), `${D}/EditionNumber`, `"${edition}" is not a number`);
  } else product.bookEdition = null;

  for (const language of children(dd, 'Language')) {
    const code = child(language, 'LanguageCode');
    if (!code || !/^[a-z]{3}$/.test(code.text.trim()))
      err(
        code ?? language,
        `${D}/Language/LanguageCode`,
        `"${code?.text.trim() ?? ''}" is not an ISO 639-2/B code (three lower-case letters)`,
      );
  }
  for (const extent of children(dd, 'Extent')) {
    const value = child(extent, 'ExtentValue');
    if (!value || !/^\d+(?:\.\d+)?$/.test(value.text.trim()))
      err(value ?? extent, `${D}/Extent/ExtentValue`, `"${value?.text.trim() ?? ''}" is not a number`);
  }

  product.disciplines = subjectsOf(dd, ctx, warn);
  if (product.disciplines.length === 0)
    err(
      child(dd, 'Subject') ?? dd,
      `${D}/Subject`,
      'no subject maps to a discipline of this catalogue (catalog/subject-map.json)',
    );

  const audiences = new Set<string>();
  for (const a of children(dd, 'AudienceCode')) if (AUDIENCE[a.text.trim()]) audiences.add(AUDIENCE[a.text.trim()]!);
  for (const a of children(dd, 'Audience'))
    if (textOf(a, 'AudienceCodeType') === '01' && AUDIENCE[textOf(a, 'AudienceCodeValue') ?? ''])
      audiences.add(AUDIENCE[textOf(a, 'AudienceCodeValue')!]!);
  product.audience =
    audiences.size === 1 ? ([...audiences][0] as 'highered' | 'k12' | 'all') : audiences.size ? 'all' : 'highered';
}

function subjectsOf(dd: XNode, ctx: MapContext, warn: Report): ProductDiscipline[] {
  const subjects = children(dd, 'Subject');
  // Main subject first (MainSubject), the others in the order given.
  const ordered = [
    ...subjects.filter((s) => child(s, 'MainSubject')),
    ...subjects.filter((s) => !child(s, 'MainSubject')),
  ];
  const found: ProductDiscipline[] = [];
  const add = (value: string) => {
    const [primary, secondary] = value.split('/');
    if (found.some((d) => d.primaryDiscipline.code === primary)) return;
    found.push({
      primaryDiscipline: { code: primary! },
      ...(secondary ? { secondaryDiscipline: { code: secondary } } : {}),
    });
  };
  for (const s of ordered) {
    const schemeId = textOf(s, 'SubjectSchemeIdentifier') ?? '';
    const codeNode = child(s, 'SubjectCode');
    const code = codeNode?.text.trim();
    if (!code) continue;
    if (schemeId === '24' && textOf(s, 'SubjectSchemeName') === OWN_SCHEME_NAME) {
      add(code);
      continue;
    }
    const scheme = SCHEME_BY_ID[schemeId];
    if (!scheme) continue;
    const mapped = mapSubject(ctx.subjects, scheme, code);
    if (mapped) add(mapped);
    else
      warn(
        codeNode,
        'DescriptiveDetail/Subject/SubjectCode',
        `${scheme} "${code}" maps to no discipline (catalog/subject-map.json)`,
      );
  }
  return found;
}

/** Prices per currency and territory → national offers (digital) or available-to-buy offers (print). */
function mapSupply(
  supplies: XNode[],
  productId: string,
  platform: ProductImport['productPlatform'] | undefined,
  warn: Report,
): { offers: Offer[]; availableTobuy: AvailableToBuyOffer[] } {
  const offers: Offer[] = [];
  const availableTobuy: AvailableToBuyOffer[] = [];
  const seen = new Set<string>();
  for (const supply of supplies) {
    const market = children(child(supply, 'Market'), 'Territory').flatMap((t) => countriesOf(t));
    for (const detail of children(supply, 'SupplyDetail')) {
      for (const price of children(detail, 'Price')) {
        const type = textOf(price, 'PriceType') ?? '01';
        const amount = Number(textOf(price, 'PriceAmount'));
        const currency = textOf(price, 'CurrencyCode') ?? '';
        if (!CURRENCIES.includes(currency as Currency)) {
          warn(
            child(price, 'CurrencyCode'),
            'ProductSupply/SupplyDetail/Price/CurrencyCode',
            `"${currency}" is not a currency this catalogue sells in (${CURRENCIES.join(', ')}): price left out`,
          );
          continue;
        }
        if (!Number.isFinite(amount) || amount < 0) {
          warn(child(price, 'PriceAmount'), 'ProductSupply/SupplyDetail/Price/PriceAmount', 'not a price: left out');
          continue;
        }
        const own = children(price, 'Territory').flatMap((t) => countriesOf(t));
        const countries = own.length ? own : market;
        if (countries.length === 0)
          warn(
            price,
            'ProductSupply/SupplyDetail/Price',
            'a price with no country (Territory/CountriesIncluded): left out',
          );
        // Tax-inclusive (02, 04, 42…) and exclusive (01, 03, 41…) prices are kept apart: their own offers, told in the description.
        const inclusive = ['02', '04', '07', '09', '12', '14', '17', '22', '24', '42'].includes(type);
        const tax = inclusive ? 'Price includes tax.' : 'Price excludes tax.';
        for (const country of countries) {
          const key = `${country}-${currency}-${type}`;
          if (seen.has(key)) continue;
          seen.add(key);
          if (platform === 'print')
            availableTobuy.push({
              offertitle: 'Print edition',
              price: amount,
              currency: currency as Currency,
              offerDescription: tax,
              isbn: null,
              country,
            });
          else
            offers.push({
              offerId: `ONIX-${productId}-${key}`,
              country,
              title: 'Instant access',
              description: tax,
              offerType: {
                offerTypeCode: 'INSTANT_ACCESS',
                definition: { subscriptionDuration: 365, currency: currency as Currency, price: amount },
              },
            });
        }
      }
    }
  }
  return { offers, availableTobuy };
}

function countriesOf(territory: XNode): string[] {
  return (textOf(territory, 'CountriesIncluded') ?? '').split(/\s+/).filter((c) => /^[A-Z]{2}$/.test(c));
}
