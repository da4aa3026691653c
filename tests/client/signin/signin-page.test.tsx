// The sign-in page (/signin?returnUrl=…), rendered in the real routes.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore } from '../../../src/lib/state/app-jotai';
import { sessionAtom } from '../../../src/lib/session/session-store';
import {
  disciplineFixture,
  jsonResponse,
  renderApp,
  resetAppState,
  sessionUser,
  stubFetch,
  testQueryClient,
} from '../test-utils';
import { controlSessionRuntime, restoreSessionRuntime, userFixture } from './fixtures';

const LOGIN = {
  token: 'L'.repeat(43),
  userId: 'demo-instructor',
  expiresAt: new Date(Date.now() + 1800_000).toISOString(),
};

beforeEach(() => resetAppState());
afterEach(() => restoreSessionRuntime());

function stubApi(login: (init?: RequestInit) => Response) {
  return stubFetch({
    '/api/discipline': () => jsonResponse(disciplineFixture),
    '/api/auth/login': (_url, init) => login(init),
    '/api/user': () => jsonResponse(userFixture()),
  });
}

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(await screen.findByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  // The header has its own 'Sign in' button: use the form's, in the main landmark.
  await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Sign in' }));
  return user;
}

const form = () => screen.getByRole('heading', { level: 1, name: 'Sign in' }).parentElement!;

describe('sign-in page', () => {
  it('has an accessible form: Email, Password and a Sign in button', async () => {
    const rt = controlSessionRuntime();
    stubApi(() => jsonResponse(LOGIN));
    renderApp('/signin?returnUrl=%2Fsearch%3Fq%3Dbio', testQueryClient(), rt.clock);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'username');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('button', { name: 'Sign in' })).toHaveAttribute('type', 'submit');
    expect(main.getByLabelText('Email').closest('form')).toBe(main.getByLabelText('Password').closest('form'));
  });

  it('signs in, stores the session, shows the user and reloads the return page after 2 s', async () => {
    const rt = controlSessionRuntime();
    const fetchMock = stubApi(() => jsonResponse(LOGIN));
    renderApp('/signin?returnUrl=%2Fsearch%3Fq%3Dbio', testQueryClient(), rt.clock);
    await fillAndSubmit('instructor@example.edu', 'exchange-demo');

    expect(await screen.findByText('You are signed in. Taking you back in a moment…')).toBeInTheDocument();
    const loginCall = fetchMock.mock.calls.find(([u]) => String(u) === '/api/auth/login') as unknown as [
      string,
      RequestInit,
    ];
    expect(JSON.parse(String(loginCall[1].body))).toEqual({
      email: 'instructor@example.edu',
      password: 'exchange-demo',
    });
    expect(JSON.parse(window.localStorage.getItem('exchange.session')!)).toMatchObject({
      token: LOGIN.token,
      userId: 'demo-instructor',
    });
    await waitFor(() => expect(appStore.get(sessionAtom).status).toBe('success'));
    expect(await screen.findByRole('button', { name: 'AL Ada Lovelace Account settings' })).toBeInTheDocument();

    expect(rt.load).not.toHaveBeenCalled();
    expect(rt.timers.pending.map((t) => t.ms)).toContain(2000);
    rt.timers.run(2000);
    expect(rt.load).toHaveBeenCalledWith('/search?q=bio');
  });

  it('answers a wrong email or password with one message that does not say which', async () => {
    const rt = controlSessionRuntime();
    stubApi(() => jsonResponse({ statusCode: 401, message: 'The email or password is incorrect.' }, 401));
    renderApp('/signin', testQueryClient(), rt.clock);
    await fillAndSubmit('instructor@example.edu', 'wrong');
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('The email or password is incorrect.'));
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('The email or password is incorrect.');
    expect(window.localStorage.getItem('exchange.session')).toBeNull();
  });

  it('says clearly when sign-in is rate limited, with the wait from Retry-After', async () => {
    const rt = controlSessionRuntime();
    stubApi(
      () =>
        new Response(JSON.stringify({ statusCode: 429, message: 'x' }), {
          status: 429,
          headers: { 'retry-after': '840' },
        }),
    );
    renderApp('/signin', testQueryClient(), rt.clock);
    await fillAndSubmit('instructor@example.edu', 'wrong');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Too many sign-in attempts. Please wait 14 minutes and try again.',
      ),
    );
  });

  it('asks for both fields before calling the server', async () => {
    const rt = controlSessionRuntime();
    const fetchMock = stubApi(() => jsonResponse(LOGIN));
    renderApp('/signin', testQueryClient(), rt.clock);
    await fillAndSubmit('instructor@example.edu', '');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Enter your email and your password.'));
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/api/auth/login'))).toBe(false);
  });

  it('tells when the server cannot be reached', async () => {
    const rt = controlSessionRuntime();
    stubFetch({
      '/api/discipline': () => jsonResponse(disciplineFixture),
      '/api/auth/login': () => Promise.reject(new TypeError('offline')),
    });
    renderApp('/signin', testQueryClient(), rt.clock);
    await fillAndSubmit('a@example.edu', 'x');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('You are offline. Connect to the internet to sign in.'),
    );
  });

  it('returns only to addresses on this site (else home)', async () => {
    const rt = controlSessionRuntime();
    stubApi(() => jsonResponse(LOGIN));
    renderApp(`/signin?returnUrl=${encodeURIComponent('https://evil.example/steal')}`, testQueryClient(), rt.clock);
    await fillAndSubmit('instructor@example.edu', 'exchange-demo');
    await screen.findByText('You are signed in. Taking you back in a moment…');
    rt.timers.run(2000);
    expect(rt.load).toHaveBeenCalledWith('/');
  });

  it('offers to continue when already signed in', async () => {
    const rt = controlSessionRuntime();
    stubApi(() => jsonResponse(LOGIN));
    appStore.set(sessionAtom, { status: 'success', token: 't', userId: 'u-1', user: sessionUser() });
    renderApp('/signin?returnUrl=%2Fgetstarted', testQueryClient(), rt.clock);
    expect(await screen.findByText('You are signed in as Jane Doe.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/getstarted');
    expect(form().querySelector('form')).toBeNull();
  });

  it("signing out clears cached answers (they may hold the previous user's data) and goes to sign-in", () => {
    const queryClient = testQueryClient();
    const rt = controlSessionRuntime({ location: '/products/P1?cat=SCI', queryClient });
    stubApi(() => jsonResponse(LOGIN));
    queryClient.setQueryData(['offers', 'P1'], { priced: true });
    rt.service.signOut();
    expect(rt.navigate).toHaveBeenCalledWith(`/signin?returnUrl=${encodeURIComponent('/products/P1')}`);
    expect(queryClient.getQueryData(['offers', 'P1'])).toBeUndefined();
  });
});
