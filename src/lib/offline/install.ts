// Installing the PWA: keeps the browser's `beforeinstallprompt` event (it
// fires early, before any screen renders) so an Install button can show the browser's sheet
// later; knows when the app is installed, and then asks once for persistent storage (item 7:
// an installed app's offline data should not be evicted under storage pressure). Where the
// browser has no install sheet but the app can be added by hand (iOS), says so.
import { installsFromShareMenu } from '../../domain/shell/home-screen';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface InstallState {
  /** The browser offers installing (and it has not happened). */
  canInstall: boolean;
  /** No install sheet, but the user can add the app by hand (iOS: Share, Add to Home Screen). */
  installByHand: boolean;
  installed: boolean;
}

let deferred: BeforeInstallPromptEvent | null = null;
let state: InstallState = { canInstall: false, installByHand: false, installed: false };
const listeners = new Set<() => void>();

function update(next: InstallState): void {
  state = next;
  for (const listener of listeners) listener();
}

function runningInstalled(): boolean {
  // iOS Safari's own flag for a page opened from the Home Screen.
  if ((navigator as { standalone?: boolean }).standalone === true) return true;
  try {
    return (
      window.matchMedia('(display-mode: standalone)').matches || window.matchMedia('(display-mode: minimal-ui)').matches
    );
  } catch {
    return false;
  }
}

let askedPersist = false;

/** Once installed, ask that this origin's storage be kept (Chromium grants it to installed apps). */
export function askPersistentStorage(): void {
  if (askedPersist) return;
  askedPersist = true;
  try {
    void navigator.storage?.persist?.().catch(() => undefined);
  } catch {
    // no StorageManager: nothing to ask
  }
}

let started = false;

/** Called once by the entry, before the first render. */
export function startInstallWatch(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  const installed = runningInstalled();
  state = {
    canInstall: false,
    installByHand: !installed && installsFromShareMenu(navigator.userAgent, navigator.maxTouchPoints ?? 0),
    installed,
  };
  if (installed) askPersistentStorage();
  window.addEventListener('beforeinstallprompt', (event) => {
    // Our button shows the sheet when the user asks for it, not the browser's mini-bar.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    update({ ...state, canInstall: !state.installed });
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    update({ canInstall: false, installByHand: false, installed: true });
    askPersistentStorage();
  });
}

export function installState(): InstallState {
  return state;
}

export function subscribeInstall(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the browser's install sheet; the event can be used once. */
export async function promptInstall(): Promise<void> {
  const event = deferred;
  if (!event) return;
  deferred = null;
  update({ ...state, canInstall: false });
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === 'accepted') {
    update({ canInstall: false, installByHand: false, installed: true });
    askPersistentStorage();
  }
}
