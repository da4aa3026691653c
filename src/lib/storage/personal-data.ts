// One place that forgets the person using this device. Stores that hold
// personal data register their clear function here; sign-out and the kiosk reset call
// clearPersonalData(). Kept free of imports so any store in src/lib can register itself.
//
// Two scopes:
// - 'user' (the signed-in user's data: offers, the query cache's persisted copy): cleared on
//   every sign-out;
// - 'device' (the default: what this device remembers of its use, e.g. recent searches and
//   recently viewed products): cleared only when the device is shared, i.e. in kiosk mode
//   (a sign-out there, or the idle reset). On a personal phone those lists are the owner's.

export type PersonalDataScope = 'user' | 'device';

type Clear = () => Promise<void> | void;

const registry: Array<{ fn: Clear; scope: PersonalDataScope }> = [];

/** Registers a store's clear function; the same function registered twice runs once. */
export function registerPersonalDataClear(fn: Clear, scope: PersonalDataScope = 'device'): void {
  if (registry.some((entry) => entry.fn === fn)) return;
  registry.push({ fn, scope });
}

/**
 * Runs every registered clear ('user' always, 'device' too with `kiosk`), all of them even when
 * one fails (storage may be blocked): a failure must not leave the others' data behind.
 */
export async function clearPersonalData(opts: { kiosk?: boolean } = {}): Promise<void> {
  const due = registry.filter((entry) => entry.scope === 'user' || opts.kiosk === true);
  await Promise.allSettled(due.map(async (entry) => entry.fn()));
}

/** Tests only: forget every registration. */
export function resetPersonalDataRegistry(): void {
  registry.length = 0;
}
