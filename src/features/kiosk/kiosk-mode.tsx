// Kiosk mode (settings in src/lib/session/kiosk.ts): a visible 'Start over', a reset
// after the idle period, and links that would open a new tab shown as a QR code of their
// address (to continue on a phone) with a choice to open them here instead.
// The reset goes home, signs out, and forgets the search box, recent searches, viewed products
// and every personal cache (src/lib/storage/personal-data.ts).
import { lazy, Suspense, use, useCallback, useEffect, useRef, useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { useSetAtom } from '../../lib/state/app-jotai';
import { consentPanelOpenAtom } from '../../lib/analytics/consent';
import { kioskIdleMs } from '../../domain/session/kiosk';
import { kioskIdleSetting } from '../../lib/session/kiosk';
import { clearPersonalData } from '../../lib/storage/personal-data';
import { useBottomReserve } from '../../lib/hooks/use-bottom-reserve';
import { useSessionService } from '../../lib/session/session-context';
import { kioskResetEpochAtom, mobileSearchOpenAtom } from '../../lib/state/ui-state';
import { Dialog } from '../../ui/dialog';
import { kioskMessages, kioskTextPending } from './kiosk-messages';
import './kiosk.css';

const QrCode = lazy(() => import('./qr-code'));

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'input', 'scroll'] as const;

/** The address a click would open in a new tab, or null. */
function newTabTarget(event: MouseEvent): string | null {
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  const opensTab = anchor.target === '_blank' || event.ctrlKey || event.metaKey || event.shiftKey || event.button === 1;
  return opensTab ? anchor.href : null;
}

/** `queryClient` comes from the layout: importing react-query's hooks here would split the entry. */
export function KioskMode({ queryClient }: { queryClient: QueryClient }) {
  // The page's language first (nothing of the kiosk shows meanwhile).
  if (kioskTextPending) use(kioskTextPending);
  const [link, setLink] = useState<string | null>(null);
  const startOver = useStartOver(queryClient, setLink);
  useIdleReset(kioskIdleMs(kioskIdleSetting()), startOver);
  useNewTabsAsLinks(setLink);

  // 'Start over' sits in a bar of its own along the bottom, and the page keeps that strip free
  // (the reserve the cookie banner uses, which a kiosk never shows): floating over the page, it
  // covered text, and the end of the page could not scroll clear of it.
  const bar = useRef<HTMLDivElement>(null);
  useBottomReserve(bar);

  return (
    <>
      <div ref={bar} className="kiosk-bar">
        <button type="button" className="button button--primary kiosk-start-over" onClick={() => void startOver()}>
          {kioskMessages.startOver}
        </button>
        <span className="kiosk-bar__hint">{kioskMessages.startOverHint}</span>
      </div>
      <Dialog
        open={link !== null}
        title={kioskMessages.linkTitle}
        closeLabel={kioskMessages.close}
        onClose={() => setLink(null)}
      >
        {link && (
          <div className="kiosk-link">
            <p>{kioskMessages.linkText}</p>
            <Suspense fallback={<div className="kiosk-qr kiosk-qr--loading" />}>
              <QrCode text={link} label={kioskMessages.qrLabel(link)} />
            </Suspense>
            <p className="kiosk-link__url">{link}</p>
            <div className="kiosk-link__actions">
              <button type="button" className="button button--secondary" onClick={() => window.location.assign(link)}>
                {kioskMessages.openHere}
              </button>
            </div>
          </div>
        )}
      </Dialog>
    </>
  );
}

/** The reset: home, sign-out, the shell's state forgotten, and every personal cache cleaned twice. */
function useStartOver(queryClient: QueryClient, setLink: (link: string | null) => void) {
  const session = useSessionService();
  const navigate = useNavigate();
  const bumpEpoch = useSetAtom(kioskResetEpochAtom);
  const setMobileSearchOpen = useSetAtom(mobileSearchOpenAtom);
  const setConsentPanelOpen = useSetAtom(consentPanelOpenAtom);
  // Set by a reset, cleared once home is on show and the second clean has run.
  const cleanOnHome = useRef(false);
  const location = useLocation();

  // The page being left stays on show until home is ready (a transition), and may fetch or
  // record a view after sign-out's clear. Once home is committed (that page unmounted, however
  // long it took on a slow device), forget every answer no screen uses now, and the device's
  // lists, once more. A timer here would race a slow device.
  useEffect(() => {
    if (!cleanOnHome.current || location.pathname !== '/') return;
    cleanOnHome.current = false;
    const unused = { predicate: (query: { getObserversCount(): number }) => query.getObserversCount() === 0 };
    void queryClient.cancelQueries(unused).finally(() => {
      queryClient.removeQueries(unused);
      void clearPersonalData({ kiosk: true });
    });
  }, [location.key, location.pathname, queryClient]);

  return useCallback(async () => {
    setLink(null);
    setMobileSearchOpen(false);
    setConsentPanelOpen(false);
    cleanOnHome.current = true;
    // Home first: a product page still on show would fetch its product and offers again as
    // the cache empties, and the next person's device would keep them.
    await navigate('/');
    session.signOut({ navigateTo: '/', kiosk: true });
    // Remounts the screen and the header's search box: any text typed there goes.
    bumpEpoch((n) => n + 1);
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    window.scrollTo(0, 0);
  }, [navigate, session, bumpEpoch, setMobileSearchOpen, setConsentPanelOpen, setLink]);
}

/** Idle reset: any activity restarts the clock. */
function useIdleReset(idleMs: number, startOver: () => Promise<void>) {
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => {
    const restart = () => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void startOver(), idleMs);
    };
    restart();
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, restart, { capture: true, passive: true });
    return () => {
      window.clearTimeout(timer.current);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, restart, { capture: true });
    };
  }, [idleMs, startOver]);
}

/** New tabs: a kiosk's browser has none to switch to. Links and window.open show the dialog. */
function useNewTabsAsLinks(setLink: (link: string) => void) {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const url = newTabTarget(event);
      if (!url) return;
      event.preventDefault();
      event.stopPropagation();
      setLink(url);
    };
    document.addEventListener('click', onClick, true);
    document.addEventListener('auxclick', onClick, true);
    const open = window.open;
    window.open = (url?: string | URL) => {
      if (url !== undefined) setLink(new URL(String(url), window.location.href).href);
      return null;
    };
    return () => {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('auxclick', onClick, true);
      window.open = open;
    };
  }, [setLink]);
}
export default KioskMode;
