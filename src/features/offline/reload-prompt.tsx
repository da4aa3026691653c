// Service-worker updates reach the user through this prompt, never a silently stale shell
// (architecture: vite-plugin-pwa prompt strategy); also says when the app is ready offline.
import { useEffect } from 'react';
import { useAtomValue } from '../../lib/state/app-jotai';
import { appConfig } from '../../lib/config/config';
import { consentAtom } from '../../lib/analytics/consent';
import { messages } from '../../lib/messages/messages';
import { useAboveBottomReserve } from '../../lib/hooks/use-bottom-reserve';
import { useWorkerUpdates } from './use-worker-updates';
import './offline.css';

const t = messages.offline;

/** 'Works offline' is news, not a question: it goes away by itself. The update prompt stays. */
export const OFFLINE_READY_VISIBLE_MS = 8000;

export function ReloadPrompt() {
  const { needRefresh, setNeedRefresh, offlineReady, setOfflineReady, updateServiceWorker } = useWorkerUpdates();

  // First visit: one overlay at a time. While the cookie banner asks, this waits;
  // the 'works offline' news then comes small, and its time starts when it is seen.
  const consentPending = useAtomValue(consentAtom) === null && appConfig.cookieConsentEnabled;
  const aboveBottomBar = useAboveBottomReserve();

  useEffect(() => {
    if (!offlineReady || needRefresh || consentPending) return;
    const timer = window.setTimeout(() => setOfflineReady(false), OFFLINE_READY_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [offlineReady, needRefresh, consentPending, setOfflineReady]);

  if ((!needRefresh && !offlineReady) || consentPending) return null;

  return (
    <div className={needRefresh ? 'toast' : 'toast toast--small'} style={aboveBottomBar} role="status">
      <p className="toast__text">{needRefresh ? t.updateAvailable : t.offlineReady}</p>
      <div className="toast__actions">
        {needRefresh && (
          <button type="button" className="button button--primary" onClick={() => void updateServiceWorker(true)}>
            {t.update}
          </button>
        )}
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            setNeedRefresh(false);
            setOfflineReady(false);
          }}
        >
          {needRefresh ? t.later : t.dismiss}
        </button>
      </div>
    </div>
  );
}
