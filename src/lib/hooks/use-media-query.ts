import { useSyncExternalStore } from 'react';

/** Live result of a CSS media query; false where matchMedia is missing. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false),
    () => false,
  );
}

/** spec §9: 992px separates desktop from mobile. */
export const DESKTOP_QUERY = '(min-width: 992px)';
/** spec §9: 600 px separates the narrowest layouts (tabs, the LMS institution label). */
export const NARROW_QUERY = '(max-width: 599px)';
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
