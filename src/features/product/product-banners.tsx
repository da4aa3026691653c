// spec §2 "Alert banners: no institution on profile, verify account, system errors" and §8's
// texts. The internal-error banner lists the cause line of each failed load; dismissing it
// clears all error flags (spec §4), and a flag clears by itself when its load succeeds.
import { productText } from './product-messages';

const t = productText.product;

export type ErrorFlag = 'product' | 'offers' | 'available' | 'feature';

const CAUSE: Record<ErrorFlag, string> = {
  product: t.productErrorCause,
  offers: t.offersErrorCause,
  available: t.availableErrorCause,
  feature: t.featureErrorCause,
};

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
          {CAUSE[flag]}
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
