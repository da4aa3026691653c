// spec §2/§4 Tabs: an accessible tablist (arrow keys, Home/End, roving focus, WAI-ARIA tabs
// pattern with automatic activation); the chosen tab is kept in the address (?tab=contents),
// so back/forward and shared links work. Below 600 px the tablist scrolls horizontally (CSS).
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { initialTab, type ProductTab } from '../../domain/product/product-tabs';
import { productText } from './product-messages';

const t = productText.product;
export const TAB_PARAM = 'tab';

export function ProductTabs({
  available,
  panels,
}: {
  available: readonly ProductTab[];
  panels: Partial<Record<ProductTab, ReactNode>>;
}) {
  const [params, setParams] = useSearchParams();
  const inAddress = params.get(TAB_PARAM);
  // The tab pressed, shown at once: the address follows as a navigation, which the router makes a
  // transition that draws the whole page again (a low-tier phone showed the press 180 ms late).
  // It holds until the address moves (to it, or by back and forward, which then win).
  // (A render that clears it is redrawn at once, before anything is shown.)
  const [pressed, setPressed] = useState<[tab: ProductTab, on: string | null]>();
  if (pressed && pressed[1] !== inAddress) setPressed(undefined);
  const selected = pressed && available.includes(pressed[0]) ? pressed[0] : initialTab(available, inAddress);
  const baseId = useId();
  const tabRefs = useRef(new Map<ProductTab, HTMLButtonElement>());
  if (selected === null) return null;

  const choose = (tab: ProductTab, focus = false) => {
    if (focus) tabRefs.current.get(tab)?.focus();
    if (tab === selected) return;
    setPressed([tab, inAddress]);
    const next = new URLSearchParams(params);
    next.set(TAB_PARAM, tab);
    setParams(next, { preventScrollReset: true });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = available.indexOf(selected);
    const last = available.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    choose(available[target]!, true);
  };

  return (
    <div className="product-tabs">
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus -- the tabs inside take focus */}
      <div role="tablist" aria-label={t.tabsLabel} className="product-tabs__list" onKeyDown={onKeyDown}>
        {available.map((tab) => (
          <button
            key={tab}
            ref={(el) => {
              if (el) tabRefs.current.set(tab, el);
              else tabRefs.current.delete(tab);
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab}`}
            aria-selected={tab === selected}
            aria-controls={`${baseId}-panel-${tab}`}
            tabIndex={tab === selected ? 0 : -1}
            className="product-tabs__tab"
            onClick={() => choose(tab)}
          >
            {t.tabs[tab]}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel-${selected}`}
        aria-labelledby={`${baseId}-tab-${selected}`}
        className="product-tabs__panel"
        tabIndex={0}
      >
        {panels[selected]}
      </div>
    </div>
  );
}
