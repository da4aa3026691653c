// The Install button where the browser has no install sheet: on iPhone and iPad (WebKit, no
// `beforeinstallprompt`) it shows how to add the app to the Home Screen; elsewhere without the
// event there is no button at all.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
const LINUX_FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:153.0) Gecko/20100101 Firefox/153.0';

/** The install module keeps its state per page load: a fresh copy for each device. */
async function renderOn(userAgent: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  vi.resetModules();
  // The fresh copy of the app's modules has no words yet: en-us's, as the app loads them first.
  const { loadPageCatalogue } = await import('../../src/lib/messages/catalogues');
  await loadPageCatalogue('en-us');
  const { startInstallWatch } = await import('../../src/lib/offline/install');
  startInstallWatch();
  const { default: InstallButton } = await import('../../src/features/offline/install-button');
  return render(<InstallButton />);
}

describe('Install app without an install sheet', () => {
  beforeEach(() => vi.restoreAllMocks());
  afterEach(() => vi.restoreAllMocks());

  it('on an iPhone: Install app opens the Add to Home Screen steps, and Close closes them', async () => {
    const user = userEvent.setup();
    await renderOn(IPHONE);
    await user.click(screen.getByRole('button', { name: 'Install app' }));
    const dialog = screen.getByRole('dialog', { name: 'Install Exchange on this device' });
    const steps = within(dialog)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(steps).toEqual([
      'In Safari, tap Share (the square with an arrow).',
      'Choose “Add to Home Screen”, then “Add”.',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Install app' })).toHaveFocus();
  });

  it('on a desktop browser that never offers installing: no button', async () => {
    await renderOn(LINUX_FIREFOX);
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();
  });
});
