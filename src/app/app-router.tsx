// React Router's declarative <Router> over the app's own history (app-navigation.ts), and the
// scroll handling the data router's <ScrollRestoration> used to give.
import { createContext, startTransition, use, useLayoutEffect, useState, type ReactNode } from 'react';
import { Router, useLocation, useNavigationType } from 'react-router';
import type { AppNavigation, NavigationUpdate } from './app-navigation';

const AppNavigationContext = createContext<AppNavigation | null>(null);

/** `basename`: the page's locale ('/tr-tr'); the route table and the screens' links have none. */
export function AppRouter({
  navigation,
  basename,
  children,
}: {
  navigation: AppNavigation;
  basename?: string;
  children: ReactNode;
}) {
  const [state, setState] = useState<NavigationUpdate>(() => ({
    action: navigation.action,
    location: navigation.location,
  }));
  // A transition, as React Router's own routers do: the page on screen stays until the next
  // screen's code has arrived, instead of flashing its fallback.
  useLayoutEffect(() => navigation.subscribe((update) => startTransition(() => setState(update))), [navigation]);
  return (
    <AppNavigationContext value={navigation}>
      <Router basename={basename} location={state.location} navigationType={state.action} navigator={navigation.navigator}>
        {children}
      </Router>
    </AppNavigationContext>
  );
}

/** How long Back waits for the page to grow tall enough to scroll back to where it was (a slow
 * phone may take seconds to draw it again; the reader scrolling meanwhile stops the wait). */
const RESTORE_WAIT_MS = 3000;

/**
 * After each navigation: Back and Forward (and a reload) return to where that page was
 * scrolled; a new page starts at the top, or at its #fragment; a navigation that asked to keep
 * the position (`preventScrollReset`: filters, tabs, the organisation) keeps it.
 * The browser's own restoration is off while the app runs: it would scroll before the page is drawn.
 */
export function useScrollRestoration() {
  const navigation = use(AppNavigationContext);
  const location = useLocation();
  const action = useNavigationType();

  useLayoutEffect(() => {
    if (!('scrollRestoration' in window.history)) return;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    if (!navigation) return;
    const saved = navigation.savedScroll(location.key);
    if (action === 'POP') {
      // The first load is a POP too: without a saved position it is left to the browser.
      if (saved === undefined) return;
      return scrollBackTo(saved);
    }
    if (navigation.keepsScroll(location.key)) return;
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [navigation, location.key, location.hash, action]);
}

/** Scrolls to y, again on each frame while the page is still too short (its data arriving). */
function scrollBackTo(y: number): () => void {
  const started = performance.now();
  let frame = 0;
  const attempt = () => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) > 1 && performance.now() - started < RESTORE_WAIT_MS) {
      frame = requestAnimationFrame(attempt);
    }
  };
  // The reader scrolling meanwhile wins.
  const stop = () => cancelAnimationFrame(frame);
  attempt();
  window.addEventListener('wheel', stop, { once: true, passive: true });
  window.addEventListener('touchstart', stop, { once: true, passive: true });
  window.addEventListener('keydown', stop, { once: true });
  return () => {
    stop();
    window.removeEventListener('wheel', stop);
    window.removeEventListener('touchstart', stop);
    window.removeEventListener('keydown', stop);
  };
}
