// spec §2 "Alert banners: no institution on profile, verify account, system errors" and §8's
// texts. The internal-error banner lists the cause line of each failed load; dismissing it
// clears all error flags (spec §4), and a flag clears by itself when its load succeeds.
import { productText } from './product-messages';

const t = productText.product;

export type ErrorFlag = 'product' | 'offers' | 'available' | 'feature';

// Keys, not strings: a string read as this module loads would be read before the page's
// locale's product strings have arrived (product-catalogue.ts).
const CAUSE = {
  product: 'productErrorCause',
  offers: 'offersErrorCause',
  available: 'availableErrorCause',
  feature: 'featureErrorCause',
} as const satisfies Record<ErrorFlag, keyof typeof t>;

export function InternalErrorBanner({
  flags,
  onDismiss,
  onRetry,
}: {
  flags: readonly ErrorFlag[];
  onDismiss: () => void;
  onRetry?: () => void;
}) {
  if (flags.length === 0) return null;
  return (
    <div className="notice notice--error product-banner" role="alert">
      <p className="notice__title">{t.internalError}</p>
      {flags.map((flag) => (
        <p key={flag} className="notice__text">
          {t[CAUSE[flag]]}
        </p>
      ))}
      <div className="product-banner__actions">
        {onRetry && (
          <button type="button" className="button button--secondary" onClick={onRetry}>
            {t.retry}
          </button>
        )}
        <button type="button" className="button button--link" onClick={onDismiss}>
          {t.dismiss}
        </button>
      </div>
    </div>
  );
}

export function UserServiceBanner() {
  return (
    <div className="notice notice--error product-banner" role="alert">
      <p className="notice__title">{t.userServiceError}</p>
      <p className="notice__text">{t.userServiceErrorText}</p>
    </div>
  );
}

export function VerifyBanner({ onVerify }: { onVerify: () => void }) {
  return (
    <div className="notice notice--info product-banner" role="status">
      <p className="notice__text">{t.verifyBanner}</p>
      <button type="button" className="button button--secondary" onClick={onVerify}>
        {t.verifyTitle}
      </button>
    </div>
  );
}
