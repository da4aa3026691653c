// A product page before its code and its data have arrived, when the server knows the product:
// the summary's frame with its cover and title, the page's largest paint on a phone. Rendered at
// build time with placeholders (scripts/first-paint/shell-plugin.ts) that the server fills in from
// the database (server/plugins/static-pwa.ts), so the title paints before any script runs.
// The app draws that same markup again while the product loads (server-summary.tsx).
// Its words are the product page's (product-messages.ts), in the locale the build renders it for:
// one template per locale whose words differ (shell-plugin.ts), picked by the server.
import { coverUrl } from '../../domain/product/cover';
import { productText } from './product-messages';
import { SHELL_PRODUCT_MARK } from './server-summary';

const summaryText = productText.product;

/** What the server knows of a product for its page's first paint. */
export interface ShellProduct {
  id: string;
  name: string;
  /** The cover's address as the API answers it (absent: the default image). */
  cover: string | null;
  collection: boolean;
}

/**
 * The product page's summary as far as the server knows it: the same elements, classes and
 * sizes as ProductSummary (product-summary.tsx) in the same page grid, so its cover and title
 * stay in place when the full page replaces it.
 */
export function ProductShellView({ product }: { product: ShellProduct }) {
  return (
    <div className="product-page" aria-busy="true" {...{ [SHELL_PRODUCT_MARK]: product.id }}>
      <p className="visually-hidden" role="status">
        {summaryText.loading}
      </p>
      <div className="product-page__summary">
        <section className="product-summary" aria-labelledby="product-title">
          <img
            className="product-summary__cover"
            src={coverUrl(product.cover)}
            alt={summaryText.coverAlt(product.name)}
            width={180}
            height={234}
          />
          <div className="product-summary__text">
            {product.collection && <p className="product-summary__kind">{summaryText.collection}</p>}
            <h1 id="product-title" className="product-summary__title" tabIndex={-1}>
              {product.name}
            </h1>
          </div>
        </section>
      </div>
    </div>
  );
}
