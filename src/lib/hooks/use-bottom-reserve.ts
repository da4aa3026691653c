import { useLayoutEffect, type RefObject } from 'react';

/** The page's strip kept free along the bottom (styles.css: body padding, scroll padding). */
const RESERVE = '--consent-banner-height';

/**
 * Keeps the page's bottom strip as tall as `ref`'s element (a bar fixed at the bottom: the
 * cookie banner, the kiosk's 'Start over'), so it never hides the focused element or the end of
 * the page (WCAG 2.4.11), for as long as `active`.
 *
 * The height comes from a ResizeObserver, which reports it after the browser's own layout and
 * before the frame is painted. Reading `offsetHeight` here instead forced a layout of the whole
 * page inside React's commit: on a slow phone, 100 ms of the start that no input could cut.
 * Without ResizeObserver (old engines, jsdom) the height is read at once.
 */
export function useBottomReserve(ref: RefObject<HTMLElement | null>, active = true): void {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!active || !el) return;
    const root = document.documentElement;
    const set = (height: number) => {
      const value = `${Math.round(height)}px`;
      if (root.style.getPropertyValue(RESERVE) !== value) root.style.setProperty(RESERVE, value);
    };
    if (typeof ResizeObserver !== 'function') {
      set(el.offsetHeight);
      return () => root.style.removeProperty(RESERVE);
    }
    const observer = new ResizeObserver(([entry]) => {
      const box = entry?.borderBoxSize?.[0];
      set(box ? box.blockSize : el.offsetHeight);
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.style.removeProperty(RESERVE);
    };
  }, [ref, active]);
}
