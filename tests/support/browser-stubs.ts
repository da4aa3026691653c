// What jsdom lacks and the app uses, for the client tests: matchMedia (the shell's layout
// follows the 992 px breakpoint) and scrolling.
import { vi } from 'vitest';

/** window.matchMedia answering `matches(query)` for every media query (no query matches unless told). */
export function stubMatchMedia(matches: (query: string) => boolean = () => false): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: matches(query),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

/** The stubs every client test starts with: matchMedia where jsdom has none, and a scrollTo spy. */
export function stubBrowserGaps(): void {
  if (typeof window.matchMedia !== 'function') stubMatchMedia();
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
}
