// The search bar's scan button and dialog in jsdom, which has no camera: the button
// shows only where navigator.mediaDevices can be asked; a refused camera gets one clear message,
// 'Choose a photo', and no second request; Escape closes and gives the focus back. The camera
// and decoding themselves run in e2e/scan.spec.ts (a real Chromium with a fake camera).
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { SearchBox } from '../../src/widgets/search-box/search-box';
import { cancelDialog, renderWithProviders, resetAppState } from './test-utils';

const SCAN = 'Scan a barcode';

function renderBox() {
  return renderWithProviders(
    <MemoryRouter initialEntries={['/search']}>
      <SearchBox onSearch={() => undefined} />
    </MemoryRouter>,
  );
}

beforeEach(() => resetAppState());
afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices');
  vi.restoreAllMocks();
});

describe('scan button', () => {
  it('is not shown without navigator.mediaDevices (nor a BarcodeDetector)', async () => {
    renderBox();
    await act(async () => {
      await import('../../src/widgets/barcode-scan/scan-button'); // the lazy chunk has loaded
    });
    expect(screen.queryByRole('button', { name: SCAN })).toBeNull();
  });

  it('refused camera: one request, a clear message, Choose a photo; cancel (Escape) closes and returns the focus', async () => {
    const getUserMedia = vi.fn().mockRejectedValue(new DOMException('Permission denied', 'NotAllowedError'));
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
    const user = userEvent.setup();
    renderBox();

    const button = await screen.findByRole('button', { name: SCAN });
    await user.click(button);
    // The dialog's chunk loads on the first press (slow on a busy machine).
    const dialog = await screen.findByRole('dialog', { name: 'Scan a book’s barcode' }, { timeout: 15_000 });
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent(/^Camera access was refused/));
    expect(within(dialog).getByRole('button', { name: 'Choose a photo' })).toBeVisible();
    expect(within(dialog).queryByLabelText('Camera view')).toBeNull();
    expect(getUserMedia).toHaveBeenCalledTimes(1);

    cancelDialog(dialog);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
    expect(getUserMedia).toHaveBeenCalledTimes(1);
  }, 30_000);

  it("a photo chosen while the camera is still starting: the photo's answer stays when the camera then fails", async () => {
    let fail!: (error: unknown) => void;
    const getUserMedia = vi.fn(() => new Promise((_, reject) => (fail = reject)));
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
    const user = userEvent.setup();
    renderBox();

    await user.click(await screen.findByRole('button', { name: SCAN }));
    const dialog = await screen.findByRole('dialog', { name: 'Scan a book’s barcode' }, { timeout: 15_000 });
    await waitFor(() => expect(getUserMedia).toHaveBeenCalledTimes(1));
    // jsdom has no barcode reader (its WebAssembly does not load here): the photo's answer says so.
    const input = dialog.querySelector<HTMLInputElement>('input[type=file]')!;
    await user.upload(input, new File(['not a picture'], 'barcode.png', { type: 'image/png' }));
    const status = within(dialog).getByRole('status');
    const answer = /^The barcode reader could not be loaded\./;
    await waitFor(() => expect(status).toHaveTextContent(answer));
    await act(async () => fail(new DOMException('Requested device not found', 'NotFoundError')));
    expect(status).toHaveTextContent(answer);
  }, 30_000);
});
