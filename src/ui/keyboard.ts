import type { KeyboardEvent } from 'react';

/**
 * spec §4: Space activates the logo and footer links (links normally answer Enter only).
 * Use as onKeyDown on an <a>.
 */
export function activateLinkOnSpace(event: KeyboardEvent<HTMLAnchorElement>): void {
  if (event.key === ' ' || event.key === 'Spacebar') {
    event.preventDefault();
    event.currentTarget.click();
  }
}
