/**
 * The sitemap's parts: which files there are (where each starts, kept while the catalogue's
 * version stays: one pass over the ids per change, not per file) and each product's entry.
 */
import type { Kysely } from 'kysely';
import type { SitemapItemLoose } from 'sitemap';
import type { DB } from '../../db/types.ts';
import { readCatalogueVersion } from '../../db/catalogue-version-repository.ts';
import { DEFAULT_LOCALE, intlTag, LOCALES, type Locale } from '../../../contract/locales.ts';
import { listSitemapChunks, streamSitemapProducts, type SitemapChunk, type SitemapProduct } from './sitemap-repository.ts';
import { productPath } from './structured-data.ts';

const FILE = new RegExp(`^(${LOCALES.join('|')})-([1-9][0-9]{0,5})\\.xml$`);

/** A sitemap file's name ('tr-tr-2.xml') read: its locale and number; null for any other name. */
export function sitemapFile(name: string): { locale: Locale; n: number } | null {
  const match = FILE.exec(name);
  return match ? { locale: match[1] as Locale, n: Number(match[2]) } : null;
}

/** The sitemap's files, read again only when the catalogue's version has moved. */
export function chunkReader(db: Kysely<DB>): () => Promise<SitemapChunk[]> {
  let kept: { version: number; chunks: Promise<SitemapChunk[]> } | null = null;
  return async () => {
    const version = await readCatalogueVersion(db);
    if (kept?.version !== version) {
      const chunks = listSitemapChunks(db);
      kept = { version, chunks };
      chunks.catch(() => (kept = null));
    }
    return kept.chunks;
  };
}

/** A product's entry: its address in `locale` and in every locale (x-default: the default one's). */
export function sitemapEntry(origin: string, locale: Locale, product: SitemapProduct): SitemapItemLoose {
  const address = (l: Locale) => origin + productPath(l, product);
  return {
    url: address(locale),
    lastmod: product.updatedAt.toISOString(),
    links: [
      ...LOCALES.map((l) => ({ lang: intlTag(l), hreflang: intlTag(l), url: address(l) })),
      { lang: 'x-default', hreflang: 'x-default', url: address(DEFAULT_LOCALE) },
    ],
  };
}

/** The entries of one file, read in batches. */
export async function* sitemapEntries(db: Kysely<DB>, origin: string, locale: Locale, from: string, before: string | null) {
  for await (const batch of streamSitemapProducts(db, from, before)) {
    for (const product of batch) yield sitemapEntry(origin, locale, product);
  }
}
