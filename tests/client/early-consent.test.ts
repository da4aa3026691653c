// The head's inline script that decides whether the server-drawn cookie banner shows before the
// app is live (contract/early-consent.ts), run as the browser runs it: as a script, in a page.
import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_CONSENT_SCRIPT } from '../../contract/early-consent';

function runInPage(address: string): boolean {
  window.history.replaceState(null, '', address);
  delete document.documentElement.dataset.ask;
  new Function(EARLY_CONSENT_SCRIPT)();
  return document.documentElement.dataset.ask !== undefined;
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the cookie banner before the app is live', () => {
  it('shows to a visitor who has not decided', () => {
    expect(runInPage('/en-us/search?q=biology')).toBe(true);
  });

  it('stays hidden for a visitor who has decided', () => {
    localStorage.setItem(
      'exchange.cookieConsent',
      '{"version":1,"groups":{"C0002":false},"decidedAt":"2026-11-01T00:00:00.000Z"}',
    );
    expect(runInPage('/en-us/search?q=biology')).toBe(false);
  });

  it('stays hidden on a kiosk, named in the address or kept by its session', () => {
    expect(runInPage('/en-us/?kiosk=1&idle=30')).toBe(false);
    expect(runInPage('/en-us/?idle=30&kiosk=true')).toBe(false);
    expect(runInPage('/en-us/?kiosk=10')).toBe(true);
    sessionStorage.setItem('exchange.kiosk', '{"on":true,"idle":null,"consent":null}');
    expect(runInPage('/en-us/search?q=biology')).toBe(false);
    sessionStorage.setItem('exchange.kiosk', '{"on":false,"idle":null,"consent":null}');
    expect(runInPage('/en-us/search?q=biology')).toBe(true);
  });

  it('shows nothing before the app is live when storage cannot be read (the app decides then)', () => {
    const original = Object.getOwnPropertyDescriptor(window, 'localStorage')!;
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      // The script gives up quietly: nothing set, the banner waits for the app.
      expect(runInPage('/en-us/')).toBe(false);
    } finally {
      Object.defineProperty(window, 'localStorage', original);
    }
  });
});
