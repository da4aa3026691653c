// useOnDevice: what only the device knows, read after React has taken the server's page over.
// A part that reads the same answer as the server's is not drawn again when React takes the page
// over: drawn again, a part above the page's boundaries (the layout) made React take every one of
// them over at once, in one long task, instead of in slices input can come between.
import { Suspense, use } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useHydrated, useOnDevice } from '../../src/lib/hooks/use-hydrated';
import { useMediaQuery } from '../../src/lib/hooks/use-media-query';

function takeOver(Part: (props: { renders: string[] }) => React.ReactNode) {
  const serverRenders: string[] = [];
  const html = renderToString(<Part renders={serverRenders} />);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const renders: string[] = [];
  const errors: unknown[] = [];
  let root: Root | undefined;
  act(() => {
    root = hydrateRoot(container, <Part renders={renders} />, { onRecoverableError: (e) => errors.push(e) });
  });
  const done = () => {
    act(() => root!.unmount());
    container.remove();
  };
  return { html, container, renders, errors, done };
}

describe('useOnDevice', () => {
  it("draws the server's answer first, then the device's where they differ", () => {
    function Part({ renders }: { renders: string[] }) {
      const where = useOnDevice(() => 'kiosk', 'anyone');
      renders.push(where);
      return <p>{where}</p>;
    }
    const page = takeOver(Part);
    expect(page.html).toBe('<p>anyone</p>');
    expect(page.renders).toEqual(['anyone', 'kiosk']);
    expect(page.container.innerHTML).toBe('<p>kiosk</p>');
    expect(page.errors).toEqual([]);
    page.done();
  });

  it('draws a part once when the device answers as the server did', () => {
    function Part({ renders }: { renders: string[] }) {
      const kiosk = useOnDevice(() => false, false);
      renders.push(String(kiosk));
      return <p>{kiosk ? 'kiosk' : 'anyone'}</p>;
    }
    const page = takeOver(Part);
    expect(page.renders).toEqual(['false']);
    expect(page.container.innerHTML).toBe('<p>anyone</p>');
    page.done();
  });

  it('useHydrated: false while taking the page over, true after', () => {
    function Part({ renders }: { renders: string[] }) {
      const hydrated = useHydrated();
      renders.push(String(hydrated));
      return <p>{hydrated ? 'live' : 'server'}</p>;
    }
    const page = takeOver(Part);
    expect(page.html).toBe('<p>server</p>');
    expect(page.renders).toEqual(['false', 'true']);
    expect(page.container.innerHTML).toBe('<p>live</p>');
    page.done();
  });

  it("draws the device's answer in a transition: a part that then waits keeps the server's page on screen", () => {
    const never = new Promise<string>(() => {});
    function Waits(): React.ReactNode {
      return <p>{use(never)}</p>;
    }
    function Part({ renders }: { renders: string[] }) {
      const where = useOnDevice(() => 'kiosk', 'anyone');
      renders.push(where);
      return <Suspense fallback={<p>waiting</p>}>{where === 'kiosk' ? <Waits /> : <p>{where}</p>}</Suspense>;
    }
    const page = takeOver(Part);
    // Drawn again synchronously, the boundary would show its fallback ('waiting') instead.
    expect(page.container.textContent).toBe('anyone');
    expect(page.errors).toEqual([]);
    page.done();
  });

  it("in a page the browser draws alone: the device's answer from the first render", () => {
    const container = document.createElement('div');
    const renders: string[] = [];
    function Part() {
      const where = useOnDevice(() => 'kiosk', 'anyone');
      renders.push(where);
      return <p>{where}</p>;
    }
    const root = createRoot(container);
    act(() => root.render(<Part />));
    expect(renders).toEqual(['kiosk']);
    expect(container.innerHTML).toBe('<p>kiosk</p>');
    act(() => root.unmount());
  });
});

describe('useMediaQuery', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** A matchMedia whose one query matches as `matches` says, and tells its listeners when set. */
  function stubMatchMedia(initial: boolean) {
    const listeners = new Set<(event: { matches: boolean }) => void>();
    const list = {
      matches: initial,
      addEventListener: (_: string, listener: (event: { matches: boolean }) => void) => listeners.add(listener),
    };
    vi.stubGlobal('matchMedia', () => list);
    return (matches: boolean) => {
      list.matches = matches;
      for (const listener of listeners) listener({ matches });
    };
  }

  it("takes the server's page over as drawn (no match), then follows the screen", () => {
    const change = stubMatchMedia(true);
    function Part({ renders }: { renders: string[] }) {
      const narrow = useMediaQuery('(max-width: 599px)');
      renders.push(String(narrow));
      return <p>{narrow ? 'narrow' : 'wide'}</p>;
    }
    const page = takeOver(Part);
    expect(page.html).toBe('<p>wide</p>');
    expect(page.container.innerHTML).toBe('<p>narrow</p>');
    expect(page.errors).toEqual([]);
    act(() => change(false));
    expect(page.container.innerHTML).toBe('<p>wide</p>');
    page.done();
  });
});
