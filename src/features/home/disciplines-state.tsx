// What the home page shows while the discipline list is loading, failed or empty.
import { NetworkError } from '../../lib/api-client';
import { messages } from '../../lib/messages';
import { OfflineIcon } from '../../ui/icons';

const t = messages.home;

export function DisciplinesError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const offline = error instanceof NetworkError || (typeof navigator !== 'undefined' && navigator.onLine === false);
  return (
    <div className="notice notice--error" role="alert">
      {offline ? (
        <p className="notice__title">
          <OfflineIcon className="notice__icon" /> {t.offline}
        </p>
      ) : (
        <>
          {/* spec §8: internal error; the discipline cause is 'Error information not available' */}
          <p className="notice__title">{t.loadErrorTitle}</p>
          <p className="notice__text">{t.loadErrorCause}</p>
        </>
      )}
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {t.retry}
      </button>
    </div>
  );
}

export function NoDisciplines() {
  return <p className="notice">{t.noSubjects}</p>;
}
