// A kiosk decides cookie consent once, by configuration (src/lib/session/kiosk.ts, `?consent=` or
// VITE_KIOSK_CONSENT): the banner never shows to a passer-by, the footer offers no Cookies
// entry, and nothing a passer-by does changes the choice for the next one. Its own file: the
// kiosk settings are read once per page load, as in the browser.
import { screen } from '@testing-library/react';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { appStore } from '../../src/lib/state/app-jotai';
import { consentAtom, hasPerformanceConsent } from '../../src/lib/analytics/consent';
import { resetKioskSettings } from '../../src/lib/session/kiosk';
import { disciplineFixture, jsonResponse, renderApp, resetAppState, stubFetch } from './test-utils';

beforeAll(() => {
  window.history.replaceState(null, '', '/?kiosk=1');
  resetKioskSettings();
});
afterAll(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  resetKioskSettings();
});

it('on a kiosk the banner never shows, the footer has no Cookies entry, and analytics stay off (essential only by default)', async () => {
  stubFetch({ '/api/discipline': () => jsonResponse(disciplineFixture) });
  // An undecided device, as a kiosk is after each reset.
  resetAppState({ consentDecided: false });
  renderApp('/redeemcode');
  expect(await screen.findByRole('heading', { name: 'This page is no longer active.' })).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Cookie/i })).not.toBeInTheDocument();
  expect(hasPerformanceConsent()).toBe(false);
  // A passer-by's choice (were there a way to make one) is not kept.
  appStore.set(consentAtom, true);
  expect(hasPerformanceConsent()).toBe(false);
  expect(window.localStorage.getItem('exchange.cookieConsent')).toBeNull();
});
