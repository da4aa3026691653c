// The Install button: where the browser offers installing
// (`beforeinstallprompt`) it shows the browser's sheet; where it offers none but the app can be
// added by hand (iPhone, iPad: every browser there is WebKit, without that event) it shows the
// steps in Safari. Gone once installed, never on a kiosk.
import { useState, useSyncExternalStore } from 'react';
import { installState, promptInstall, subscribeInstall } from '../../lib/offline/install';
import { isKiosk } from '../../lib/session/kiosk';
import { useHydrated } from '../../lib/hooks/use-hydrated';
import { messages } from '../../lib/messages/messages';
import { Dialog } from '../../ui/dialog';

const t = messages.offline;

export default function InstallButton() {
  const { canInstall, installByHand, installed } = useSyncExternalStore(subscribeInstall, installState, installState);
  const [stepsOpen, setStepsOpen] = useState(false);
  // The offer is the device's: drawn once the app has taken the server's page over (an offer
  // caught before, drawn in its first render, made React find the pages differ: #418 under
  // Lighthouse, whose browser offers installing at once).
  const hydrated = useHydrated();
  if (!hydrated || (!canInstall && !installByHand) || installed || isKiosk()) return null;
  return (
    <div className="install-bar">
      <button
        type="button"
        className="button button--primary install-bar__button"
        aria-haspopup={canInstall ? undefined : 'dialog'}
        onClick={() => (canInstall ? void promptInstall() : setStepsOpen(true))}
      >
        {t.install}
      </button>
      {!canInstall && (
        <Dialog
          open={stepsOpen}
          title={t.homeScreenTitle}
          closeLabel={t.homeScreenClose}
          onClose={() => setStepsOpen(false)}
        >
          <ol>
            {t.homeScreenSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </Dialog>
      )}
    </div>
  );
}
