// Cookie consent state: our own banner and settings panel (no third-party script). The
// performance/analytics group keeps the spec's OneTrust id C0002 (spec §7: cookie consent
// group C0002 decides analytics tracking; spec §8: embedded videos wait for it).
import { atom, appStore } from '../state/app-jotai';
import { kioskConsent } from '../session/kiosk';
import { readStored, removeStored, writeStored } from '../storage/storage';
import { CONSENT_STORAGE_KEY } from '../../../contract/early-consent';

export { CONSENT_STORAGE_KEY };
export const PERFORMANCE_GROUP = 'C0002';

export interface ConsentChoice {
  version: 1;
  groups: { [PERFORMANCE_GROUP]: boolean };
  decidedAt: string;
}

function isConsentChoice(value: unknown): value is ConsentChoice {
  const v = value as Partial<ConsentChoice> | null;
  // (A primitive or a null has no such fields: each test below fails for it.)
  return v?.version === 1 && typeof v.decidedAt === 'string' && typeof v.groups?.[PERFORMANCE_GROUP] === 'boolean';
}

export function readConsent(): ConsentChoice | null {
  return readStored(CONSENT_STORAGE_KEY, isConsentChoice);
}

const storedConsentAtom = atom<ConsentChoice | null>(readConsent());

/** A kiosk's configured choice, refused then allowed (one object per value, so readers see no change). */
const KIOSK_CHOICES = [false, true].map((performance): ConsentChoice => ({
  version: 1,
  groups: { [PERFORMANCE_GROUP]: performance },
  decidedAt: '1970-01-01T00:00:00.000Z',
}));

function configuredChoice(): ConsentChoice | null {
  const kiosk = kioskConsent();
  return kiosk === null ? null : KIOSK_CHOICES[+kiosk]!;
}

/**
 * The user's choice, or null while undecided (the banner shows). Writing a boolean (the C0002
 * choice) persists it; writing null forgets it, so the banner asks again. On a kiosk the
 * configuration has decided (src/lib/session/kiosk.ts): a passer-by is never asked and cannot change it
 * for the next one.
 */
export const consentAtom = atom(
  (get) => configuredChoice() ?? get(storedConsentAtom),
  (_get, set, performance: boolean | null) => {
    if (configuredChoice() !== null) return;
    if (performance === null) {
      removeStored(CONSENT_STORAGE_KEY);
      set(storedConsentAtom, null);
      return;
    }
    const choice: ConsentChoice = {
      version: 1,
      groups: { [PERFORMANCE_GROUP]: performance },
      decidedAt: new Date().toISOString(),
    };
    writeStored(CONSENT_STORAGE_KEY, choice);
    set(storedConsentAtom, choice);
  },
);

export const performanceConsentAtom = atom((get) => get(consentAtom)?.groups[PERFORMANCE_GROUP] === true);

/** Open state of the settings panel: the footer's Cookies entry and the video notice open it. */
export const consentPanelOpenAtom = atom(false);

export function hasPerformanceConsent(): boolean {
  return appStore.get(performanceConsentAtom);
}
