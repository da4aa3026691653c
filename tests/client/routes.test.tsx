import { productFixture } from '../fixtures/product';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appStore } from '../../src/lib/state/app-jotai';
import { sessionAtom } from '../../src/lib/session/session-store';
import { disciplineFixture, jsonResponse, renderApp, resetAppState, sessionUser, stubFetch } from './test-utils';

beforeEach(() => {
  resetAppState();
  document.title = '';
  stubFetch({
    '/api/discipline': () => jsonResponse(disciplineFixture),
    '/api/products/p-1': () => jsonResponse(productFixture()),
    '/api/disciplineFeature': () =>
      jsonResponse({ contents: [], potentialActions: { url: null }, mobileFeature: null }),
  });
});
afterEach(() => vi.unstubAllGlobals());

function headerSearch() {
  return within(screen.getByRole('banner')).queryByRole('search');
}

describe('routes (spec §2 route table)', () => {
  it('/ is Home, titled Exchange Search, without a header search bar', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Browse your subject' })).toBeInTheDocument();
    // The title is set by an effect after the heading renders.
    await waitFor(() => expect(document.title).toBe('Exchange Search'));
    expect(headerSearch()).toBeNull();
  });

  it("/search is the results page, titled '{query} - Exchange Search', with the search bar", async () => {
    renderApp('/search?q=biology');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search results for “biology”' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('biology - Exchange Search'));
    expect(within(headerSearch()!).getByRole('combobox')).toHaveValue('biology');
  });

  it("/products/{id}/{slug} and /products/{id} are product detail, titled '{name} - Exchange', where the reader had scrolled", async () => {
    vi.mocked(window.scrollTo).mockClear();
    const first = renderApp('/products/p-1/campbell-biology?uuid=p-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Campbell Biology' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Campbell Biology - Exchange'));
    // A first load is the browser's to place (a reader may have scrolled the server's page
    // before the app took it over); a link to the page starts it at the top (app-router.tsx).
    expect(window.scrollTo).not.toHaveBeenCalled();
    expect(headerSearch()).not.toBeNull();
    first.unmount();
    renderApp('/products/p-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Campbell Biology' })).toBeInTheDocument();
  });

  it('/getstarted has the search bar; /redeemcode does not', async () => {
    const view = renderApp('/getstarted');
    await screen.findByRole('heading', { level: 1, name: 'Here to join?' });
    expect(headerSearch()).not.toBeNull();
    view.unmount();
    renderApp('/redeemcode');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page is no longer active.' }),
    ).toBeInTheDocument();
    expect(headerSearch()).toBeNull();
    expect(screen.getByRole('link', { name: /US store/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /Canada store/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /tech support/ })).toBeInTheDocument();
  });

  it('/signin lazy-loads the sign-in page', async () => {
    renderApp('/signin?returnUrl=%2F');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  });

  it.each(['/nowhere', '/search/extra', '/getstarted/x', '/redeemcode/x', '/products'])(
    '%s is the not-found page',
    async (path) => {
      renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Well…This is awkward.' })).toBeInTheDocument();
      expect(screen.getByText("You are looking for something that doesn't exist.")).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe('Exchange Search'));
      expect(headerSearch()).not.toBeNull();
    },
  );

  it("not-found: 'Back to the homepage' drops uuid and q and keeps the rest; a link goes back", async () => {
    const { router } = renderApp('/missing?uuid=u1&q=bio&ref=revel&integration_context_token=t');
    const home = await screen.findByRole('link', { name: 'Back to the homepage' });
    expect(home).toHaveAttribute('href', '/?ref=revel&integration_context_token=t');
    expect(screen.getByRole('link', { name: 'Go back to the previous page' })).toBeInTheDocument();
    await userEvent.click(home);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe('?ref=revel&integration_context_token=t');
  });
});

describe('shell', () => {
  it('starts with a skip link to the main content', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });

  it('moves focus to the main content after an in-app navigation', async () => {
    renderApp('/?ref=revel');
    await userEvent.click(await screen.findByRole('link', { name: 'Biology' }));
    await screen.findByRole('heading', { level: 1, name: /Search results for/ });
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('a header search goes to /search?q=', async () => {
    const { router } = renderApp('/getstarted?ref=etext&return=%2Fproducts%2Fp-1');
    await screen.findByRole('heading', { level: 1, name: 'Here to join?' });
    await userEvent.type(within(headerSearch()!).getByRole('combobox'), 'calculus{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe('?ref=etext&q=calculus');
  });

  it('the signed-out header offers Sign in, which goes to /signin with the return address', async () => {
    const { router } = renderApp('/redeemcode?ref=revel');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(router.state.location.search).toBe(`?returnUrl=${encodeURIComponent('/redeemcode?ref=revel')}`);
  });

  it('a signed-in admin instructor gets the profile button, help and the admin entry', async () => {
    act(() =>
      appStore.set(sessionAtom, {
        status: 'success',
        token: 't',
        userId: 'u-1',
        user: sessionUser({ permissions: ['console_admin'], isInstructor: true, isAdmin: true }),
      }),
    );
    renderApp('/redeemcode');
    const profile = await screen.findByRole('button', { name: 'JD Jane Doe Account settings' });
    expect(screen.getByRole('button', { name: 'Help' })).toBeInTheDocument();
    await userEvent.click(profile);
    expect(screen.getByRole('link', { name: 'Administrative Dashboard' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await within(screen.getByRole('banner')).findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(appStore.get(sessionAtom).status).toBe('no-token');
  });

  it('the header subject menu navigates inside the app', async () => {
    const { router } = renderApp('/redeemcode');
    await userEvent.click(await screen.findByRole('button', { name: 'Browse your subject' }));
    const panel = screen.getByRole('region', { name: 'Browse your subject' });
    await userEvent.click(within(panel).getByRole('link', { name: 'Humanities' }));
    await waitFor(() => expect(router.state.location.search).toBe('?cat=HUM'));
  });
});
