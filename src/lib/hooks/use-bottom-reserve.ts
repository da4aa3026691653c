import { useLayoutEffect, useSyncExternalStore, type CSSProperties, type RefObject } from 'react';

// The strip's height, for the few fixed elements drawn above the bar (the update toast, the
// scroll-to-top button): they set it on themselves as --consent-banner-height.
let reservePx = 0;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Keeps the page's strip as tall as `px`: the app root's bottom padding and the page's scroll
 * padding (styles.css). Both are properties no element inherits, set on their own element: the
 * strip was a custom property on <html>, which every element inherits, so each change restyled
 * the whole page (a task of 60 ms at a low-tier phone's slowdown as the banner first appeared).
 */
function reserve(px: number) {
  if (px === reservePx) return;
  reservePx = px;
  const value = px > 0 ? `${px}px` : '';
  document.documentElement.style.scrollPaddingBottom = value;
  const root = document.getElementById('root');
  if (root) root.style.paddingBottom = value;
  for (const listener of listeners) listener();
}

/** The style that keeps an element fixed at the bottom above the page's strip (its CSS reads --consent-banner-height). */
export function useAboveBottomReserve(): CSSProperties | undefined {
  const px = useSyncExternalStore(
    subscribe,
    () => reservePx,
    () => 0,
  );
  return px > 0 ? ({ '--consent-banner-height': `${px}px` } as CSSProperties) : undefined;
}

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
    if (typeof ResizeObserver !== 'function') {
      reserve(Math.round(el.offsetHeight));
      return () => reserve(0);
    }
    const observer = new ResizeObserver(([entry]) => {
      const box = entry?.borderBoxSize?.[0];
      reserve(Math.round(box ? box.blockSize : el.offsetHeight));
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      reserve(0);
    };
  }, [ref, active]);
}
