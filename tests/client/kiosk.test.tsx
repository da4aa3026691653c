// Kiosk mode (a shared device in a bookstore or library): 'Start over' and the idle reset sign out on the device's
// behalf and go home; a link that would open a new tab shows a QR code of its address.
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { AppRouter } from '../../src/app/app-router';
import { KioskMode } from '../../src/features/kiosk/kiosk-mode';
import { resetKioskSettings } from '../../src/lib/session/kiosk';
import { memoryNavigation, renderWithProviders, resetAppState, testQueryClient, testSessionService } from './test-utils';

function renderKiosk() {
  const queryClient = testQueryClient();
  const router = memoryNavigation('/products/P1');
  const session = testSessionService(queryClient, { navigate: (to) => router.navigate(to) });
  const signOut = vi.spyOn(session, 'signOut');
  renderWithProviders(
    <AppRouter navigation={router.navigation}>
      <Routes>
        <Route path="/" element={<p>Home</p>} />
        <Route
          path="/products/:id"
          element={
            <>
              <a href="https://console.example.com/demo/1" target="_blank" rel="noreferrer">
                View demo
              </a>
              <KioskMode queryClient={queryClient} />
            </>
          }
        />
      </Routes>
    </AppRouter>,
    queryClient,
    session,
  );
  return { router, signOut };
}

beforeEach(() => {
  resetAppState();
  window.history.replaceState(null, '', '/?kiosk=1&idle=5');
  resetKioskSettings();
});
afterEach(() => {
  vi.useRealTimers();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  resetKioskSettings();
});

it("'Start over' goes home and signs out as a kiosk", async () => {
  const { router, signOut } = renderKiosk();
  await userEvent.click(screen.getByRole('button', { name: 'Start over' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  expect(signOut).toHaveBeenCalledWith({ navigateTo: '/', kiosk: true });
});

it('a link that would open a new tab shows a QR code of its address and opens it only here on request', async () => {
  renderKiosk();
  await userEvent.click(screen.getByRole('link', { name: 'View demo' }));
  const dialog = await screen.findByRole('dialog', { name: 'Continue on your phone' });
  expect(await screen.findByRole('img', { name: 'QR code of https://console.example.com/demo/1' })).toBeInTheDocument();
  expect(dialog).toHaveTextContent('https://console.example.com/demo/1');
  expect(screen.getByRole('button', { name: 'Open here' })).toBeInTheDocument();
});

it('after the idle time without input, the kiosk starts over by itself', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const { router, signOut } = renderKiosk();
  // The idle reset fires from a timer and navigates: inside act(), so React has rendered it.
  await act(() => vi.advanceTimersByTimeAsync(4000));
  expect(signOut).not.toHaveBeenCalled();
  await act(() => vi.advanceTimersByTimeAsync(1500));
  await waitFor(() => expect(signOut).toHaveBeenCalledWith({ navigateTo: '/', kiosk: true }));
  expect(router.state.location.pathname).toBe('/');
});
