// Home's 'Recently viewed' (offline issue item 4): the products this device opened, newest
// first, up to 8; nothing when there are none. The links open offline from the persisted cache.
import { useQuery } from '@tanstack/react-query';
import { AppLink } from '../../ui/app-link';
import { recentlyViewedQueryOptions } from '../../lib/product/recently-viewed';
import { messages } from '../../lib/messages/messages';
import { RECENTLY_VIEWED_SHOWN } from '../../domain/product/recently-viewed';
import { coverPicture } from '../../domain/product/cover';
import { showDefaultCover } from '../../ui/default-cover';
import { productHref } from '../../domain/product/product-link';

export function RecentlyViewed() {
  const { data } = useQuery(recentlyViewedQueryOptions());
  const shown = (data ?? []).slice(0, RECENTLY_VIEWED_SHOWN);
  if (shown.length === 0) return null;
  return (
    <section id="recently-viewed" className="recently-viewed" aria-labelledby="recently-viewed-title">
      <h2 id="recently-viewed-title" className="recently-viewed__title">
        {messages.home.recentlyViewed}
      </h2>
      <ul className="recently-viewed__list">
        {shown.map((p) => (
          <li key={p.productId}>
            <AppLink className="recently-viewed__item" to={productHref(p, '')}>
              <img
                {...coverPicture(p.cover, 160)}
                sizes="60px"
                alt=""
                width={60}
                height={78}
                loading="lazy"
                onError={showDefaultCover}
              />
              <span>{p.name}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
