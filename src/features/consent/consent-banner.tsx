// Our own cookie-consent banner (no third-party script): shown until the visitor decides.
// spec §7: group C0002 (performance and analytics) decides analytics tracking.
import { useRef } from 'react';
import { useAtomValue, useSetAtom } from '../../lib/state/app-jotai';
import { consentAtom, consentPanelOpenAtom } from '../../lib/analytics/consent';
import { messages } from '../../lib/messages/messages';
import { useBottomReserve } from '../../lib/hooks/use-bottom-reserve';
import { useHydrated } from '../../lib/hooks/use-hydrated';
import './consent.css';

const t = messages.consent;

export function ConsentBanner() {
  const choice = useAtomValue(consentAtom);
  const decide = useSetAtom(consentAtom);
  const openPanel = useSetAtom(consentPanelOpenAtom);
  const ref = useRef<HTMLElement>(null);
  // The server's page has it for everyone, shown from the first paint only to a visitor who has
  // not decided (contract/early-consent.ts); once the page is live, the device's choice decides.
  const visible = !useHydrated() || choice === null;

  // The banner is fixed at the bottom: the page keeps its height free.
  useBottomReserve(ref, visible);

  if (!visible) return null;

  return (
    <section ref={ref} className="consent-banner" aria-label={t.bannerLabel}>
      <div className="consent-banner__inner">
        <p className="consent-banner__text">{t.bannerText}</p>
        <div className="consent-banner__actions">
          <button type="button" className="button button--secondary" onClick={() => openPanel(true)}>
            {t.settings}
          </button>
          <button type="button" className="button button--secondary" onClick={() => decide(false)}>
            {t.rejectOptional}
          </button>
          <button type="button" className="button button--primary" onClick={() => decide(true)}>
            {t.acceptAll}
          </button>
        </div>
      </div>
    </section>
  );
}
