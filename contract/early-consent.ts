/**
 * The cookie banner from the first paint. The server's page is the same for everyone, so it
 * always carries the banner, hidden by CSS until the app has taken the page over
 * (src/features/consent/consent.css) unless this script, run in the page's head before the body
 * is drawn, finds the visitor has not decided: then `<html data-ask>` shows it at once. A visitor
 * who has decided never sees it; without JavaScript nobody does (nothing to consent to). Once
 * the app is live (`data-live`) it draws the banner or not from the device's choice.
 *
 * Storage keys: src/lib/analytics/consent.ts and src/lib/session/kiosk.ts (a kiosk never asks; its
 * address or its session says it is one). A choice stored in a shape the app no longer reads
 * counts as decided here, and the app asks again once live.
 */
export const CONSENT_STORAGE_KEY = 'exchange.cookieConsent';
export const KIOSK_STORAGE_KEY = 'exchange.kiosk';

export const EARLY_CONSENT_SCRIPT =
  'try{' +
  `if(!/[?&]kiosk=(1|true)(&|$)/.test(location.search)&&!/"on":true/.test(sessionStorage.getItem("${KIOSK_STORAGE_KEY}"))` +
  `&&!localStorage.getItem("${CONSENT_STORAGE_KEY}"))document.documentElement.dataset.ask=""` +
  '}catch(e){}';
