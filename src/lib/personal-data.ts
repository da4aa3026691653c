// Who clears what the device keeps for a person (offline issue #16 items 6 and 8): modules
// that keep personal data register a clear here; sign-out and the kiosk reset call
// clearPersonalData(). Registration is at start-up, so a clear runs even when its module's
// screen never loaded.
//
// NOTE for the merge: the offline-core branch owns this module. This minimal copy has the same
// two functions; `options.kioskOnly` is the one addition (optional, so the other branch's calls
// compile unchanged): recent searches are the device's, not the user's, so an ordinary sign-out
// keeps them and only a kiosk reset (or a sign-out in kiosk mode) clears them.

type Clear = () => Promise<void> | void;

const clears: { fn: Clear; kioskOnly: boolean }[] = [];

export function registerPersonalDataClear(fn: Clear, options?: { kioskOnly?: boolean }): void {
  clears.push({ fn, kioskOnly: options?.kioskOnly ?? false });
}

/** Runs every registered clear (kiosk-only ones only with `kiosk`); one failing does not stop the rest. */
export async function clearPersonalData(opts?: { kiosk?: boolean }): Promise<void> {
  const kiosk = opts?.kiosk ?? false;
  await Promise.allSettled(clears.filter((c) => kiosk || !c.kioskOnly).map(async (c) => c.fn()));
}
