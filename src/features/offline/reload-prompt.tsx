// Service-worker updates reach the user through this prompt, never a silently stale shell
// (architecture: vite-plugin-pwa prompt strategy); also says when the app is ready offline.
import { useEffect } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { messages } from '../../lib/messages';
import './offline.css';

const t = messages.offline;

/** 'Works offline' is news, not a question: it goes away by itself. The update prompt stays. */
export const OFFLINE_READY_VISIBLE_MS = 8000;

export function ReloadPrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    offlineReady: [offlineReady, setOfflineReady],
    updateServiceWorker,
  } = useRegisterSW();

  useEffect(() => {
    if (!offlineReady || needRefresh) return;
    const timer = window.setTimeout(() => setOfflineReady(false), OFFLINE_READY_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [offlineReady, needRefresh, setOfflineReady]);

  if (!needRefresh && !offlineReady) return null;

  return (
    <div className="toast" role="status">
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
