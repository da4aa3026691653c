// The account menu's keyboard contract (spec §4 account menu): the menu is a disclosure, not
// an ARIA menu, and its keys are the spec's own. Pure: which entry the focus moves to.

/**
 * A key on entry `index` of `count`: the entry the focus moves to (Down or Tab to the next,
 * Up or Shift+Tab to the previous), -1 for the profile button (past either end, so Tab never
 * traps anyone in the menu), 'close' for Escape, null for a key the menu leaves alone.
 */
export function accountEntryKey(key: string, shift: boolean, index: number, count: number): number | 'close' | null {
  const forward = key === 'ArrowDown' || (key === 'Tab' && !shift);
  const backward = key === 'ArrowUp' || (key === 'Tab' && shift);
  if (forward || backward) {
    const next = forward ? index + 1 : index - 1;
    return next >= 0 && next < count ? next : -1;
  }
  return key === 'Escape' ? 'close' : null;
}
