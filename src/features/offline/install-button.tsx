// The Install button (issue 16 item 2): only where the browser offers installing
// (`beforeinstallprompt`), gone once installed, never on a kiosk.
import { useSyncExternalStore } from 'react';
import { installState, promptInstall, subscribeInstall } from '../../lib/install';
import { isKiosk } from '../../lib/kiosk';
import { messages } from '../../lib/messages';

export function InstallButton() {
  const { canInstall, installed } = useSyncExternalStore(subscribeInstall, installState, installState);
  if (!canInstall || installed || isKiosk()) return null;
  return (
    <div className="install-bar">
      <button
        type="button"
        className="button button--primary install-bar__button"
        onClick={() => void promptInstall()}
      >
        {messages.offline.install}
      </button>
    </div>
  );
}
