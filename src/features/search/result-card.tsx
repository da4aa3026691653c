// One search result (spec §2): cover (default image when missing or broken), overlay badges,
// name linking to the product, edition, authors, description, ISBN-13, the 'Platform:' line
// and the K-12 badges.
import { AppLink } from '../../ui/app-link';
import { messages } from '../../lib/messages/messages';
import { coverPicture } from '../../domain/product/cover';
import { productHref } from '../../domain/product/product-link';
import {
  authorsText,
  brandText,
  descriptionText,
  editionText,
  k12Badges,
  overlayBadges,
  type K12Context,
  type Layout,
} from '../../domain/search/search-results';
import { institutionEditionNote } from '../../domain/product/institution-edition';
import { showDefaultCover } from '../../ui/default-cover';
import type { SearchItem } from './api/search';

const t = messages.search;

export function ResultCard({
  item,
  search,
  layout,
  k12,
  identified = k12.signedIn,
  onOpen,
  position,
}: {
  item: SearchItem;
  search: string;
  layout: Layout;
  k12: K12Context;
  /** Signed in or holding an LMS token: the server lists an institution's own edition only to its members. */
  identified?: boolean;
  /** The result's link was followed (analytics). */
  onOpen?: () => void;
  /** Its place on the page (0 first): the first covers are on screen at once, so not lazy. */
  position?: number;
}) {
  const source = item.source;
  const aux = source['cnt:auxiliaryFields'];
  const edition = editionText(source['schema:bookEdition'], aux.productPlatform);
  const authors = authorsText(aux.authors, layout);
  const description = descriptionText(source['schema:description']['schema:txt']);
  const owned = institutionEditionNote(source['schema:orgId'], identified);

  return (
    <li className="result-card">
      <CardCover source={source} position={position} />
      <div className="result-card__body">
        <h3 className="result-card__title">
          <AppLink
            className="result-card__link"
            onClick={onOpen}
            to={productHref({ productId: item.productId, uuid: item.uuid, slug: source['cnt:slug'] }, search)}
          >
            {source['schema:name']}
          </AppLink>
          {edition && (
            <span className="result-card__edition">
              <span className="visually-hidden">{`, ${t.edition} `}</span>
              {edition}
            </span>
          )}
        </h3>
        {owned && <p className="result-card__institution">{messages.institutionEdition[owned]}</p>}
        {authors && (
          <p className="result-card__authors" title={layout === 'grid' ? authorsText(aux.authors, 'list') : undefined}>
            {authors}
          </p>
        )}
        {description && <p className="result-card__description">{description}</p>}
        <CardFacts
          isbn={source['schema:sourceIsbn']['schema:isbn13']}
          brand={brandText(source)}
          k12={k12Badges(item, k12)}
        />
      </div>
    </li>
  );
}

/** The cover (the default image when missing or broken) and its overlay badges. */
function CardCover({ source, position = Infinity }: { source: SearchItem['source']; position?: number | undefined }) {
  const badges = overlayBadges(source);
  const picture = coverPicture(source['schema:image']);
  return (
    <div className="result-card__cover">
      <img
        src={picture.src}
        srcSet={picture.srcSet}
        // search.css: 5rem wide on a phone, 6rem in the desktop's list, at most 10rem in its grid.
        sizes={picture.srcSet && '(max-width: 599.98px) 5rem, 10rem'}
        alt=""
        width="150"
        height="200"
        // The first two are in a phone's first screen, the first its largest paint: fetched at
        // once (a lazy image waits for layout), the first ahead of the rest.
        loading={position < 2 ? undefined : 'lazy'}
        fetchPriority={position === 0 ? 'high' : undefined}
        decoding="async"
        onError={showDefaultCover}
      />
      {badges.length > 0 && (
        <ul className="result-card__badges">
          {badges.map((badge) => (
            <li key={badge} className={`result-card__badge result-card__badge--${badge}`}>
              {t.badges[badge]}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** ISBN-13, the 'Platform:' line and the K-12 badges. */
function CardFacts({
  isbn,
  brand,
  k12: { activated, purchase },
}: {
  isbn: string | null | undefined;
  brand: ReturnType<typeof brandText>;
  k12: ReturnType<typeof k12Badges>;
}) {
  return (
    <>
      <dl className="result-card__facts">
        {isbn && (
          <div className="result-card__fact--isbn">
            <dt>{t.isbn}</dt>
            <dd>{isbn}</dd>
          </div>
        )}
        {brand && (
          <div>
            <dt>{t.platformLine}</dt>
            <dd>
              {brand.name}
              {brand.trademark && t.trademark}
            </dd>
          </div>
        )}
      </dl>
      {(activated || purchase) && (
        <ul className="result-card__k12">
          {activated && (
            <li className="result-card__k12-badge result-card__k12-badge--active">{t.badges.k12Activated}</li>
          )}
          {purchase && <li className="result-card__k12-badge">{t.badges.k12Purchase}</li>}
        </ul>
      )}
    </>
  );
}

export function ResultCardSkeleton() {
  return (
    <li className="result-card result-card--skeleton">
      <div className="result-card__cover skeleton" />
      <div className="result-card__body">
        <div className="skeleton skeleton--title" />
        <div className="skeleton skeleton--line" />
        <div className="skeleton skeleton--line" />
        <div className="skeleton skeleton--line skeleton--short" />
      </div>
    </li>
  );
}
