// Kiosk mode: a shared device that forgets its user after an idle period.
// Pure rules for its settings (read from the address, the session and the build by src/lib/session/kiosk.ts).

export const KIOSK_DEFAULT_IDLE_S = 120;
/** Below this a kiosk would reset while someone reads; above it, it barely resets. */
export const KIOSK_MIN_IDLE_S = 5;
export const KIOSK_MAX_IDLE_S = 24 * 60 * 60;

/** The idle time before a reset, ms: a number of seconds, bounded; the default when absent or bad. */
export function kioskIdleMs(raw: string | null | undefined): number {
  const seconds = raw === null || raw === undefined || raw.trim() === '' ? NaN : Number(raw);
  if (!Number.isFinite(seconds)) return KIOSK_DEFAULT_IDLE_S * 1000;
  return Math.round(Math.min(KIOSK_MAX_IDLE_S, Math.max(KIOSK_MIN_IDLE_S, seconds)) * 1000);
}

/** `?kiosk=1` / `true` turns kiosk mode on, `0` / `false` off; anything else says nothing. */
export function kioskFlag(param: string | null | undefined): boolean | null {
  if (param === '1' || param === 'true') return true;
  if (param === '0' || param === 'false') return false;
  return null;
}

/**
 * A kiosk's cookie consent, decided once by whoever sets it up (`?consent=` with `?kiosk=1`, or
 * VITE_KIOSK_CONSENT), never asked of a passer-by: `all` allows the performance and analytics
 * group (C0002); anything else, or nothing, is essential cookies only (a passer-by agreed to
 * nothing).
 */
export function kioskAnalyticsConsent(raw: string | null | undefined): boolean {
  return raw === 'all';
}
