// How the user last interacted: keyboard or pointer. The results heading takes the
// focus by script (spec §2, 1200 ms); :focus-visible alone draws the big ring after a page
// load even for pointer users, so the page asks here and draws it for keyboard users only.
// The focus still lands for everyone (screen readers follow it).
let keyboard = false;
let listening = false;

function listen() {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener(
    'keydown',
    (event) => {
      if (!event.metaKey && !event.ctrlKey && !event.altKey) keyboard = true;
    },
    true,
  );
  document.addEventListener('pointerdown', () => (keyboard = false), true);
  document.addEventListener('mousedown', () => (keyboard = false), true);
}

listen();

/** Whether the last interaction was the keyboard (none yet: not). */
export function lastInteractionWasKeyboard(): boolean {
  return keyboard;
}

/**
 * Focus `element` as the script's move, with the ring only for keyboard users. `preventScroll`
 * where the page has been scrolled back to where the reader left it (Back).
 */
export function focusQuietlyForPointer(element: HTMLElement, options: { preventScroll?: boolean } = {}): void {
  if (keyboard) element.setAttribute('data-focus-ring', '');
  else element.removeAttribute('data-focus-ring');
  element.focus({ preventScroll: options.preventScroll === true });
}
