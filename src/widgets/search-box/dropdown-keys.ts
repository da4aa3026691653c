// The keys the field hands to its dropdown (WAI-ARIA 1.2 combobox pattern): the arrows walk the
// options (and reopen a closed list), Enter chooses the active option, Delete removes an active
// recent search, the first Escape closes the list (the field's own Escape clears the text), Tab
// closes it. Returns true when the dropdown handled the key.
import type { KeyboardEvent } from 'react';
import { nextActiveIndex } from '../../domain/search/autocomplete';
import type { DropdownOption } from './dropdown-options';

export interface DropdownKeyTarget {
  open: boolean;
  options: readonly DropdownOption[];
  activeIndex: number;
  activeOption: DropdownOption | undefined;
  /** The user wants the list again (after Escape, or before any answer). */
  reopen: () => void;
  activate: (index: number) => void;
  choose: (option: DropdownOption) => void;
  close: () => void;
}

export function handleDropdownKey(event: KeyboardEvent<HTMLInputElement>, d: DropdownKeyTarget): boolean {
  switch (event.key) {
    case 'ArrowDown':
    case 'ArrowUp': {
      event.preventDefault();
      const direction = event.key === 'ArrowDown' ? 'down' : 'up';
      if (!d.open) {
        d.reopen();
        d.activate(d.options.length > 0 ? nextActiveIndex(-1, d.options.length, direction) : -1);
        return true;
      }
      d.activate(nextActiveIndex(d.activeIndex, d.options.length, direction));
      return true;
    }
    case 'Enter':
      if (!d.activeOption) return false; // the form submits the text
      event.preventDefault();
      d.choose(d.activeOption);
      return true;
    case 'Delete':
      // A recent search goes with Delete too (as in browsers' own history lists).
      if (d.activeOption?.kind !== 'recent') return false;
      event.preventDefault();
      d.choose({ kind: 'remove-recent', key: d.activeOption.key, entry: d.activeOption.entry });
      return true;
    case 'Escape':
      if (!d.open) return false;
      event.preventDefault();
      event.stopPropagation();
      d.close();
      return true;
    case 'Tab':
      d.close();
      return false;
    default:
      return false;
  }
}
