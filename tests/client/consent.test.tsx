import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appStore } from '../../src/lib/state/app-jotai';
import { CONSENT_STORAGE_KEY, consentAtom, hasPerformanceConsent, readConsent } from '../../src/lib/analytics/consent';
import { pwaStub } from './stubs/pwa-register';
import { cancelDialog, disciplineFixture, jsonResponse, renderApp, resetAppState, stubFetch } from './test-utils';

beforeEach(() => {
  stubFetch({ '/api/discipline': () => jsonResponse(disciplineFixture) });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function stored() {
  return JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null');
}

describe('first visit: one overlay at a time', () => {
  afterEach(() => {
    pwaStub.offlineReady = false;
  });

  it("'This site now works offline.' waits for the cookie choice, then comes small", async () => {
    pwaStub.offlineReady = true;
    resetFirstVisit();
    renderApp('/redeemcode');
    const banner = await screen.findByRole('region', { name: 'Cookie consent' });
    expect(screen.queryByText('This site now works offline.')).not.toBeInTheDocument();
    await userEvent.click(within(banner).getByRole('button', { name: 'Accept all cookies' }));
    const notice = await screen.findByText('This site now works offline.', undefined, { timeout: 10_000 });
    expect(notice.closest('[role="status"]')).toHaveClass('toast--small');
  });

  it('with the choice already made, the notice shows at once', async () => {
    pwaStub.offlineReady = true;
    resetFirstVisit();
    appStore.set(consentAtom, false);
    renderApp('/redeemcode');
    expect(await screen.findByText('This site now works offline.', undefined, { timeout: 10_000 })).toBeInTheDocument();
  });
});

describe('cookie consent', () => {
  it('shows the banner on a first visit and persists Accept all', async () => {
    resetFirstVisit();
    renderApp('/redeemcode');
    const banner = await screen.findByRole('region', { name: 'Cookie consent' });
    expect(hasPerformanceConsent()).toBe(false);
    await userEvent.click(within(banner).getByRole('button', { name: 'Accept all cookies' }));
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    expect(stored().groups.C0002).toBe(true);
    expect(hasPerformanceConsent()).toBe(true);
  });

  it('Reject optional cookies stores C0002 off', async () => {
    resetFirstVisit();
    renderApp('/redeemcode');
    await userEvent.click(await screen.findByRole('button', { name: 'Reject optional cookies' }));
    expect(stored().groups.C0002).toBe(false);
    expect(hasPerformanceConsent()).toBe(false);
  });

  it("the footer's Cookies entry opens the settings panel; the choice persists", async () => {
    resetAppState();
    renderApp('/redeemcode');
    await userEvent.click(await screen.findByRole('button', { name: 'Cookies' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    expect(within(dialog).getByText('Always active')).toBeInTheDocument();
    const toggle = within(dialog).getByRole('switch', { name: 'Performance and analytics cookies' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm my choices' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(stored().groups.C0002).toBe(true);
    expect(screen.getByRole('button', { name: 'Cookies' })).toHaveFocus();
  });

  it("the panel's cancel (Escape) closes it without changing the choice", async () => {
    resetAppState();
    renderApp('/redeemcode');
    await userEvent.click(await screen.findByRole('button', { name: 'Cookies' }));
    cancelDialog(await screen.findByRole('dialog', { name: 'Cookie settings' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(readConsent()).toBeNull();
    expect(screen.getByRole('button', { name: 'Cookies' })).toHaveFocus();
  });

  it('ignores and removes a corrupted stored choice', () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, '{"version":1,"groups":{"C0002":"yes"}}');
    expect(readConsent()).toBeNull();
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
    window.localStorage.setItem(CONSENT_STORAGE_KEY, 'not json');
    expect(readConsent()).toBeNull();
  });
});

function resetFirstVisit() {
  resetAppState({ consentDecided: false });
  act(() => appStore.set(consentAtom, null));
}
