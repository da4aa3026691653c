// A product opened offline that the device has never loaded: said at once, in words (what is
// missing, that it loads by itself when the connection returns, where the device's own products
// are), instead of a loading skeleton that would never end. The page's query is paused while
// offline and resumes on reconnect (TanStack Query's onlineManager), so the product replaces
// this message without a reload.
import { AppLink } from '../../ui/app-link';
import { OfflineIcon } from '../../ui/icons';
import { productText } from './product-messages';
import '../../ui/status-message.css';

const t = productText.productOffline;

export function ProductOffline() {
  return (
    <section className="status-message product-offline" aria-labelledby="product-offline-title">
      <h1 id="product-offline-title" className="status-message__title" tabIndex={-1}>
        {t.title}
      </h1>
      <div role="status">
        <p className="status-message__text">
          <OfflineIcon /> {t.missing}
        </p>
        <p className="status-message__text">{t.willLoad}</p>
      </div>
      <p className="status-message__text">{t.onDevice}</p>
      <div className="status-message__actions">
        <AppLink className="button button--primary" to="/#recently-viewed">
          {t.recentlyViewed}
        </AppLink>
      </div>
    </section>
  );
}
