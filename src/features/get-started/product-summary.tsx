// The product summary at the top of get-started (spec §2): cover, title, authors, edition.
import { useQuery } from '@tanstack/react-query';
import type { Author } from '../../../contract/wire';
import { productCoverUrl, productQueryOptions } from '../../lib/api/product';
import { getStartedText } from './get-started-messages';

// Drawn by the get-started page, which has waited for these words.
const t = getStartedText;

function authorNames(authors: Author[] | undefined): string {
  return (authors ?? [])
    .map((a) => [a.givenName, a.familyName].filter(Boolean).join(' '))
    .filter(Boolean)
    .join(', ');
}

export function ProductSummary({ productId }: { productId: string }) {
  // spec §2: load the product only when none is loaded. Same query options as the product
  // page, so a product it loaded is read from the cache and not fetched again.
  const { data, isPending } = useQuery({ ...productQueryOptions(productId), refetchOnMount: false });

  if (isPending) {
    return (
      <div className="product-summary" role="status">
        <span className="visually-hidden">{t.productLoading}</span>
        <div className="product-summary__cover skeleton" aria-hidden="true" />
        <div className="product-summary__text" aria-hidden="true">
          <div className="skeleton skeleton--title" />
          <div className="skeleton skeleton--line" />
        </div>
      </div>
    );
  }
  // A product that cannot be loaded simply leaves the summary out: joining still works.
  if (!data?.name) return null;

  const authors = authorNames(data.authors);
  return (
    <div className="product-summary">
      <img
        className="product-summary__cover"
        src={productCoverUrl(data.productId ?? productId)}
        alt={t.coverAlt(data.name)}
        width="72"
        height="96"
      />
      <div className="product-summary__text">
        <p className="product-summary__name">{data.name}</p>
        {authors && <p className="product-summary__meta">{t.productBy(authors)}</p>}
        {data.bookEdition && <p className="product-summary__meta">{t.productEdition(data.bookEdition)}</p>}
      </div>
    </div>
  );
}
