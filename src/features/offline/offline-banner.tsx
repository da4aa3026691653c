// Says so when the browser is offline; pages keep rendering from the persisted cache.
import { useSyncExternalStore } from 'react';
import { messages } from '../../lib/messages/messages';
import { OfflineIcon } from '../../ui/icons';
import './offline.css';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function OfflineBanner() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  if (online) return null;
  return (
    <p className="offline-banner" role="status">
      <OfflineIcon /> {messages.offline.offline}
    </p>
  );
}
