// The cookie settings panel: opened from the banner, the footer's Cookies entry or (later)
// the embedded-video notice of spec §8. Strictly necessary cookies are always on; the
// performance/analytics group C0002 is the visitor's choice and persists.
import { useId, useState } from 'react';
import { useAtom, useAtomValue, useSetAtom } from '../../lib/state/app-jotai';
import { consentAtom, consentPanelOpenAtom, performanceConsentAtom } from '../../lib/analytics/consent';
import { messages } from '../../lib/messages/messages';
import { Dialog } from '../../ui/dialog';
import './consent.css';

const t = messages.consent;

export function ConsentSettingsPanel() {
  const [open, setOpen] = useAtom(consentPanelOpenAtom);
  if (!open) return null;
  return <ConsentSettingsDialog onClose={() => setOpen(false)} />;
}

function ConsentSettingsDialog({ onClose }: { onClose: () => void }) {
  const current = useAtomValue(performanceConsentAtom);
  const decide = useSetAtom(consentAtom);
  const [performance, setPerformance] = useState(current);
  const performanceId = useId();
  const performanceTextId = useId();

  return (
    <Dialog open title={t.panelTitle} closeLabel={t.close} onClose={onClose}>
      <p>{t.panelIntro}</p>
      <div className="consent-group">
        <div className="consent-group__head">
          <h3 className="consent-group__title">{t.necessaryTitle}</h3>
          <span className="consent-group__always">{t.alwaysActive}</span>
        </div>
        <p className="consent-group__text">{t.necessaryText}</p>
      </div>
      <div className="consent-group">
        <div className="consent-group__head">
          <label className="consent-group__title" htmlFor={performanceId}>
            {t.performanceTitle}
          </label>
          <input
            id={performanceId}
            className="switch"
            type="checkbox"
            role="switch"
            checked={performance}
            aria-describedby={performanceTextId}
            onChange={(e) => setPerformance(e.target.checked)}
          />
        </div>
        <p id={performanceTextId} className="consent-group__text">
          {t.performanceText}
        </p>
      </div>
      <div className="consent-panel__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            decide(performance);
            onClose();
          }}
        >
          {t.confirm}
        </button>
      </div>
    </Dialog>
  );
}
