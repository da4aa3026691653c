// spec §2 Product detail "Summary": cover (default image when it fails), title, authors
// (length-limited), copyright year and publisher, ISBN-13 (second entry of the isbn list),
// brand or platform, edition; the content-published date only at review stage; collections
// show the 'Collection' heading, module count and source textbook.
import { useState, type ReactNode } from 'react';
import type { Product } from '../../../contract/wire';
import { coverPicture, DEFAULT_COVER } from '../../domain/product/cover';
import { editionText } from '../../domain/search/search-results';
import {
  formatContentPublished,
  isCollection,
  isReviewStage,
  productAuthorLine,
  productIsbn13,
} from '../../domain/product/product-detail';
import { messages } from '../../lib/messages/messages';
import { appLocale } from '../../lib/locale/locale';
import { productText } from './product-messages';

const t = productText.product;

const PLATFORM_LABEL: Record<Product['productPlatform'], string> = {
  etext: messages.searchBar.platforms.etexts,
  revel: messages.searchBar.platforms.courses,
  collection: messages.searchBar.platforms.collections,
  learning_applications: messages.searchBar.platforms.application,
  print: messages.searchBar.platforms.print,
  glp: messages.searchBar.platforms.glp,
};

export function platformLabel(platform: Product['productPlatform']): string {
  return PLATFORM_LABEL[platform] ?? platform;
}

export function ProductSummary({ product, moduleCount }: { product: Product; moduleCount: number | null }) {
  const [cover, setCover] = useState(() => coverPicture(product.image?.url));
  const authors = productAuthorLine(product.authors);
  const isbn13 = productIsbn13(product.isbn);
  const edition = editionText(product.bookEdition, product.productPlatform);
  const brand = product.brand.name?.trim() || platformLabel(product.productPlatform);
  const published = isReviewStage(product) ? formatContentPublished(product.typeSafeContentPublishedDate, appLocale) : null;
  const collection = isCollection(product);
  const modules = product.moduleCount ?? moduleCount;

  return (
    <section className="product-summary" aria-labelledby="product-title">
      <img
        className="product-summary__cover"
        src={cover.src}
        srcSet={cover.srcSet}
        // product-summary.css: 120 px wide on a phone, 180 px from 600 px.
        sizes={cover.srcSet && '(max-width: 599.98px) 120px, 180px'}
        alt={t.coverAlt(product.name)}
        width={180}
        height={234}
        onError={() => setCover({ src: DEFAULT_COVER, srcSet: undefined })}
      />
      <div className="product-summary__text">
        {collection && <p className="product-summary__kind">{t.collection}</p>}
        <h1 id="product-title" className="product-summary__title" tabIndex={-1}>
          {product.name}
        </h1>
        {authors.text && (
          <p className="product-summary__authors" title={authors.text !== authors.full ? authors.full : undefined}>
            {t.by} {authors.text}
          </p>
        )}
        <dl className="product-summary__facts">
          {product.copyrightYear != null && (
            <Fact label="Copyright" hidden>
              {t.copyright(product.copyrightYear, product.publisher ?? '')}
            </Fact>
          )}
          {isbn13 && <Fact label={t.isbn}>{isbn13}</Fact>}
          <Fact label={t.platform}>
            {brand}
            {product.productPlatform === 'revel' && brand === product.brand.name?.trim()
              ? messages.search.trademark
              : ''}
          </Fact>
          {edition && <Fact label={t.edition}>{edition}</Fact>}
          {collection && modules != null && (
            <Fact label={t.tabs.modules} hidden>
              {t.moduleCount(modules)}
            </Fact>
          )}
          {collection && product.sourceTextbook && <Fact label={t.sourceTextbook}>{product.sourceTextbook}</Fact>}
          {published && <Fact label={t.contentPublished}>{published}</Fact>}
        </dl>
      </div>
    </section>
  );
}

/** One fact of the summary: its label (read out only, when `hidden`) and its value. */
function Fact({ label, hidden, children }: { label: string; hidden?: boolean; children: ReactNode }) {
  return (
    <div>
      <dt className={hidden ? 'visually-hidden' : undefined}>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
