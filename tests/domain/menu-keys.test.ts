// The account menu's keys (src/domain/shell/menu-keys.ts) against spec §4.
import { describe, expect, it } from 'vitest';
import { accountEntryKey } from '../../src/domain/shell/menu-keys';

describe('accountEntryKey: where a key on an entry of the account menu moves the focus', () => {
  it('Down and Tab go to the next entry; from the last (Sign out) back to the profile button', () => {
    expect(accountEntryKey('ArrowDown', false, 0, 4)).toBe(1);
    expect(accountEntryKey('Tab', false, 2, 4)).toBe(3);
    expect(accountEntryKey('ArrowDown', false, 3, 4)).toBe(-1);
    expect(accountEntryKey('Tab', false, 1, 2)).toBe(-1);
  });

  it('Up and Shift+Tab go to the previous entry; from the first back to the profile button', () => {
    expect(accountEntryKey('ArrowUp', false, 2, 4)).toBe(1);
    expect(accountEntryKey('Tab', true, 1, 4)).toBe(0);
    expect(accountEntryKey('ArrowUp', false, 0, 4)).toBe(-1);
    expect(accountEntryKey('Tab', true, 0, 2)).toBe(-1);
  });

  it("Escape closes; other keys (Enter, Space, letters) are the entry's own", () => {
    expect(accountEntryKey('Escape', false, 1, 4)).toBe('close');
    expect(accountEntryKey('Enter', false, 1, 4)).toBeNull();
    expect(accountEntryKey(' ', false, 1, 4)).toBeNull();
    expect(accountEntryKey('a', true, 1, 4)).toBeNull();
  });
});
