// spec §2 Home variant / §9: a scroll-to-top button that appears after scrolling past 300 px.
import { useEffect, useState } from 'react';
import { REDUCED_MOTION_QUERY } from '../lib/hooks/use-media-query';
import { useAboveBottomReserve } from '../lib/hooks/use-bottom-reserve';
import { ArrowUpIcon } from './icons';
import { SCROLL_TO_TOP_THRESHOLD_PX } from '../../contract/limits';
import './scroll-to-top-button.css';

export interface ScrollToTopButtonProps {
  label: string;
  /** Element to focus after scrolling, so keyboard users land at the top too. */
  focusTargetId?: string;
}

export function ScrollToTopButton({ label, focusTargetId }: ScrollToTopButtonProps) {
  const [visible, setVisible] = useState(false);
  const aboveBottomBar = useAboveBottomReserve();

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!visible) return null;

  return (
    <button
      type="button"
      className="scroll-to-top"
      style={aboveBottomBar}
      aria-label={label}
      title={label}
      onClick={() => {
        const reduce = typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION_QUERY).matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
        if (focusTargetId) document.getElementById(focusTargetId)?.focus({ preventScroll: true });
      }}
    >
      <ArrowUpIcon />
    </button>
  );
}
