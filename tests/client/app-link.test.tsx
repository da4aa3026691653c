// The app's own link (src/ui/app-link.tsx): the address React Router's <Link> would write, and a
// press the router follows, in the app's router over the browser's history.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { UNSAFE_createBrowserHistory as createBrowserHistory, useLocation } from 'react-router';
import { createAppNavigation } from '../../src/app/app-navigation';
import { AppRouter } from '../../src/app/app-router';
import { AppLink, appHref } from '../../src/ui/app-link';

describe('appHref', () => {
  it('puts the address under the locale, home being the locale itself', () => {
    expect(appHref('/en-us', '/')).toBe('/en-us');
    expect(appHref('/en-us', '/?sort=title')).toBe('/en-us?sort=title');
    expect(appHref('/en-us', '/#recently-viewed')).toBe('/en-us#recently-viewed');
    expect(appHref('/tr-tr', '/search?q=biyoloji&disc=biology')).toBe('/tr-tr/search?q=biyoloji&disc=biology');
    expect(appHref('/en-us', '/products/9781619292925/a-slug?uuid=x')).toBe(
      '/en-us/products/9781619292925/a-slug?uuid=x',
    );
    // Without a basename (a router without a locale).
    expect(appHref('/', '/search?q=x')).toBe('/search?q=x');
    expect(appHref('/', '/')).toBe('/');
  });
});

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="where">{pathname + search}</output>;
}

function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  const navigation = createAppNavigation(createBrowserHistory({ v5Compat: true }));
  render(
    <AppRouter navigation={navigation} basename="/en-us">
      <AppLink to="/search?q=biology" className="result">
        Biology
      </AppLink>
      <AppLink to="/search?q=x&disc=biology" preventScrollReset>
        Biology only
      </AppLink>
      <AppLink to="/products/1" onClick={(event) => event.preventDefault()}>
        Held
      </AppLink>
      <Where />
    </AppRouter>,
  );
  return navigation;
}

describe('AppLink', () => {
  afterEach(cleanup);

  it('is a link to the address under the locale, with the props it is given', () => {
    renderAt('/en-us/search?q=x');
    const link = screen.getByRole('link', { name: 'Biology' });
    expect(link.getAttribute('href')).toBe('/en-us/search?q=biology');
    expect(link.className).toBe('result');
  });

  it('a press moves the app there without loading a page; the new entry starts at the top', () => {
    const navigation = renderAt('/en-us/search?q=x');
    const length = window.history.length;
    const press = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    fireEvent(screen.getByRole('link', { name: 'Biology' }), press);
    expect(press.defaultPrevented).toBe(true);
    expect(screen.getByRole('status', { hidden: true, name: 'where' }).textContent).toBe('/search?q=biology');
    expect(window.location.pathname + window.location.search).toBe('/en-us/search?q=biology');
    expect(window.history.length).toBe(length + 1);
    expect(navigation.keepsScroll(navigation.location.key)).toBe(false);
  });

  it('a filter keeps the page where it is scrolled', () => {
    const navigation = renderAt('/en-us/search?q=x');
    fireEvent.click(screen.getByRole('link', { name: 'Biology only' }));
    expect(window.location.search).toBe('?q=x&disc=biology');
    expect(navigation.keepsScroll(navigation.location.key)).toBe(true);
  });

  it('the page it is already on replaces its entry rather than adding one', () => {
    renderAt('/en-us/search?q=biology');
    const length = window.history.length;
    fireEvent.click(screen.getByRole('link', { name: 'Biology' }));
    expect(window.history.length).toBe(length);
    expect(window.location.search).toBe('?q=biology');
  });

  it('leaves to the browser a press with a key held (a new tab or window) or another button', () => {
    renderAt('/en-us/search?q=x');
    const link = screen.getByRole('link', { name: 'Biology' });
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      const press = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
      fireEvent(link, press);
      expect(press.defaultPrevented).toBe(false);
    }
    expect(window.location.search).toBe('?q=x');
  });

  it('does not move when its own press handler has prevented the default', () => {
    renderAt('/en-us/search?q=x');
    fireEvent.click(screen.getByRole('link', { name: 'Held' }));
    expect(window.location.pathname + window.location.search).toBe('/en-us/search?q=x');
  });
});
