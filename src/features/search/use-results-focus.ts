// spec §2: focus moves to the results heading after 1200 ms, for each new search or page,
// unless the visitor has moved the focus somewhere else meanwhile. Back or Forward (and a
// reload) restore where the results were scrolled: the focus still lands on the heading, but
// must not scroll the page back to the top 1200 ms later.
import { useEffect, useEffectEvent, useRef } from 'react';
import { useNavigationType } from 'react-router';
import { FOCUS_DELAY_MS } from '../../../contract/limits';
import type { SearchUrl } from '../../domain/search/search-filters';
import { focusQuietlyForPointer } from './focus-modality';

export function useResultsFocus(url: SearchUrl) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusKey = `${url.q}\n${url.cat}\n${url.disc.join('|')}\n${url.page}`;
  const navigationType = useNavigationType();
  const returnedHere = useEffectEvent(() => navigationType === 'POP');
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const active = document.activeElement;
      const idle =
        !active ||
        active === document.body ||
        active.tagName === 'MAIN' ||
        (active instanceof HTMLElement && active.closest('[data-focus-return]') !== null);
      if (idle && headingRef.current) focusQuietlyForPointer(headingRef.current, { preventScroll: returnedHere() });
    }, FOCUS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [focusKey]);
  return headingRef;
}
