import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { stubBrowserGaps } from '../support/browser-stubs';
import { setPageCatalogue } from '../../src/lib/messages/messages';
import { catalogue as enUs } from '../../src/lib/messages/messages-en-us';
import { setProductCatalogue } from '../../src/features/product/product-messages';
import { catalogue as enUsProduct } from '../../src/features/product/messages-product-en-us';

// Lazy routes import their module on first use; on a loaded 2-core CI machine (the e2e lane
// beside this one) that can take longer than Testing Library's default 1 s for findBy*/waitFor,
// and once took over 5 s. A wait detects a hang; it is not a speed budget (bench:* scripts are).
configure({ asyncUtilTimeout: 15_000 });

stubBrowserGaps();

// The page's words: en-us's, as src/main.tsx loads them before the first render (a test that
// needs another locale's loads it with loadPageCatalogue, and en-us's back after).
setPageCatalogue(enUs);
// The product page's, as product-catalogue.ts loads them before the product screen draws.
setProductCatalogue({ catalogue: enUsProduct });

// jsdom 27 has <dialog> but neither showModal() nor close(). The shim only opens and closes the
// element (its `open` attribute, which is what shows it); the modal part that belongs to the
// browser (the page behind inert, Escape as 'cancel', the focus moved in) is not imitated, so
// no unit test can pass on an imitation of it: e2e/dialog.spec.ts and the engine journeys
// check it in real browsers. Client tests send 'cancel' themselves where Escape would.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.open = false;
};

// React only warns when a state update lands outside act(): the test then asserts on a screen
// React has not finished, and passes or fails by timing. Such a warning fails the test here
// (after the tree is unmounted, so that updates during teardown count too); the fix is to await
// the update (findBy*, waitFor) or wrap what triggers it in act(), not to hide the message.
const actWarnings: string[] = [];
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  const [format, ...values] = args.map(String);
  if (format?.includes('not wrapped in act(')) {
    actWarnings.push(format.split('\n')[0]!.replace(/%s/g, () => values.shift() ?? ''));
  }
  consoleError(...args);
};
function failOnActWarnings(): void {
  if (actWarnings.length === 0) return;
  const found = actWarnings.splice(0);
  throw new Error(`React state updated outside act() ${found.length} time(s):\n${found.join('\n')}`);
}

afterEach(() => {
  cleanup();
  try {
    window.localStorage.clear();
    window.sessionStorage.clear();
  } catch {
    // storage unavailable: nothing to clear
  }
  failOnActWarnings();
});
// An update after the file's last test has no test to fail but its file.
afterAll(failOnActWarnings);

// The search page loads the offline index lazily when a search has no answer from the server;
// loaded before each file's tests, an import still running when the last test ends cannot
// outlive the file's environment (an unhandled EnvironmentTeardownError fails the whole run).
beforeAll(async () => {
  await import('../../src/features/search/offline/seen-index');
});
