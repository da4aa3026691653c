// spec §8: a call that failed shows the internal-error message with its cause and a retry;
// when the device is offline (or the call never reached the server) it says so instead.
import { OfflineIcon } from './icons';

/** The api client's NetworkError (a call that never reached the server), told by its name:
 * ui/ stays free of the api client. */
const isNetworkError = (error: unknown): boolean => error instanceof Error && error.name === 'NetworkError';

export interface LoadErrorTexts {
  offline: string;
  loadErrorTitle: string;
  loadErrorCause: string;
  retry: string;
}

export function LoadErrorNotice({
  error,
  onRetry,
  texts,
}: {
  error: unknown;
  onRetry: () => void;
  texts: LoadErrorTexts;
}) {
  const offline = isNetworkError(error) || (typeof navigator !== 'undefined' && navigator.onLine === false);
  return (
    <div className="notice notice--error" role="alert">
      {offline ? (
        <p className="notice__title">
          <OfflineIcon className="notice__icon" /> {texts.offline}
        </p>
      ) : (
        <>
          <p className="notice__title">{texts.loadErrorTitle}</p>
          <p className="notice__text">{texts.loadErrorCause}</p>
        </>
      )}
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {texts.retry}
      </button>
    </div>
  );
}
