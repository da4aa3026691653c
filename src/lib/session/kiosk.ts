// Kiosk mode settings for this page (rules: src/domain/session/kiosk.ts), strongest first: the address
// (`?kiosk=1&idle=30&consent=all`; `?kiosk=0` ends it), what this session kept from an earlier
// address (sessionStorage, so `?kiosk=1` need only be in the first one), the build (VITE_KIOSK=1,
// VITE_KIOSK_IDLE_S, VITE_KIOSK_CONSENT). In the entry: kept small, the kiosk's own code is lazy.
import { kioskAnalyticsConsent, kioskFlag } from '../../domain/session/kiosk';
import { readStored, writeStored } from '../storage/storage';
import { KIOSK_STORAGE_KEY as KEY } from '../../../contract/early-consent';

interface StoredKiosk {
  on: boolean;
  idle: string | null;
  /** The consent setting as given (`all`, else essential only); absent in older sessions. */
  consent?: string | null;
}

function isStoredKiosk(value: unknown): value is StoredKiosk {
  const v = value as StoredKiosk | null;
  return (
    typeof v?.on === 'boolean' &&
    (v.idle === null || typeof v.idle === 'string') &&
    (v.consent === undefined || v.consent === null || typeof v.consent === 'string')
  );
}

let current: StoredKiosk | null = null;

function settings(): StoredKiosk {
  if (current) return current;
  if (typeof window === 'undefined') return { on: false, idle: null };
  const params = new URLSearchParams(window.location.search);
  const stored = readStored(KEY, isStoredKiosk, 'session');
  const env = import.meta.env;
  current = {
    on: kioskFlag(params.get('kiosk')) ?? stored?.on ?? kioskFlag(env.VITE_KIOSK) ?? false,
    idle: params.get('idle') ?? stored?.idle ?? env.VITE_KIOSK_IDLE_S ?? null,
    consent: params.get('consent') ?? stored?.consent ?? env.VITE_KIOSK_CONSENT ?? null,
  };
  writeStored(KEY, current, 'session');
  return current;
}

export function isKiosk(): boolean {
  return settings().on;
}

/** The idle setting as given (seconds, unparsed): src/domain/session/kiosk.ts kioskIdleMs reads it. */
export function kioskIdleSetting(): string | null {
  return settings().idle;
}

/**
 * On a kiosk, whether the performance and analytics group (C0002) is allowed, as configured;
 * null off a kiosk (the visitor decides).
 */
export function kioskConsent(): boolean | null {
  const { on, consent } = settings();
  return on ? kioskAnalyticsConsent(consent) : null;
}

/** Tests only: read the address and the session again. */
export function resetKioskSettings(): void {
  current = null;
}
