// useOnDevice: what only the device knows, read after React has taken the server's page over.
// A part that reads the same answer as the server's is not drawn again when React takes the page
// over: drawn again, a part above the page's boundaries (the layout) made React take every one of
// them over at once, in one long task, instead of in slices input can come between.
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useHydrated, useOnDevice } from '../../src/lib/hooks/use-hydrated';

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
});
