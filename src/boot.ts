// The page's one script (index.html): lets the prerendered HTML paint first, then fetches and
// starts the app (main.tsx) and the route's screen. It lives here because index.html
// names it and Vite bundles it as the page's entry; the rest of the first-paint machinery, and
// the path of a request to a painted page, is in scripts/first-paint/ (README.md).
import { preloadInSlices } from './lib/scheduling/preload-in-slices';
import { yieldToMain } from './lib/scheduling/idle-work';

// Why: the HTML draws the page's largest paint by itself (the server's route shells: home's
// pictures, the cookie banner, a product's title). The app's ~130 kB (gzip) only compete with
// it: on a slow line for bandwidth with the stylesheets and pictures, on a slow phone with its
// long start-up task before the first frame. Lighthouse's simulation counts every request that
// ended before the largest paint as needed for it (module scripts have no 'EvaluateScript' in
// the trace to prove otherwise), so a preloaded app made the HTML's paint look 1.5 s later.
//
// The wait is one frame: the next frame after the first paint. Waiting also for home's
// high-priority pictures (at most 0.5 s) was tried and dropped: measured with real throttling it
// changed neither the largest paint nor the time to interactive, and the simulation did not need
// it either (docs/performance.md).
// A hidden tab draws no frames: the app starts after this anyway.
const FRAME_WAIT_MS = 100;

/** Sent on the document by the app once it has taken over the server's page. */
const HYDRATED_EVENT = 'exchange:hydrated';

/** Resolves after the next frame has been painted (or FRAME_WAIT_MS, whichever comes first). */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, FRAME_WAIT_MS);
    requestAnimationFrame(() =>
      // rAF runs just before the frame is drawn; a task queued from it runs after.
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}

interface AppModules {
  app: string;
  stages: string[];
  modules: string[];
}

/**
 * Fetches the page's modules, all at once, and runs the app. In a build, the list is the page's
 * `<script type="application/json" id="app-modules">` (scripts/first-paint/shell-plugin.ts): the
 * app's chunk (the build's second entry), React DOM's chunk, and the chunks the app and the
 * route's screen import, asked for together so no import waits for another to arrive. React DOM
 * is evaluated first, in a task of its own (a timer's): a module graph evaluates in one task that
 * input cannot cut, and the whole app at once was the longest task of the start on a slow phone.
 * With the dev server, the module itself.
 */
async function startApp(): Promise<void> {
  if (import.meta.env.DEV) {
    await import('./main');
    return;
  }
  // A page without the list (a broken build) fails here, to the catch in boot().
  const { app, stages, modules } = JSON.parse(document.getElementById('app-modules')!.textContent) as AppModules;
  // React DOM's chunk and the app's are asked for first; the rest follow a few per task while
  // React DOM arrives and is evaluated.
  const preloading = preloadInSlices([...stages, app, ...modules]);
  for (const stage of stages) {
    await import(/* @vite-ignore */ stage);
    await yieldToMain();
  }
  await preloading;
  await import(/* @vite-ignore */ app);
}

/**
 * Presses on a page the server rendered, made before the app has taken it over: held, and made
 * again once it has (the app says so with HYDRATED_EVENT, src/app/hydration-signal.tsx), so a
 * student who taps at once is not ignored. Links and buttons alike: a link followed by the
 * browser would load the page again. If the app cannot start, each is let go as the browser
 * would have done it (a link followed, a form sent). Without JavaScript none of this runs, and
 * the page's links and forms work by themselves.
 */
const PRESSABLE = 'a[href],button,summary,label,[type=checkbox],[type=radio],[role=button],[role=tab]';
const held: HTMLElement[] = [];

function hold(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target.closest(PRESSABLE) : null;
  if (!(target instanceof HTMLElement) || event.button !== 0) return;
  // Once live, a part the app has taken over hears its presses itself (unless some are held:
  // they go first, in order; or text typed before is still to be told: a form would send without it).
  if (hydrated && !held.length && !typed.size && isLive(target)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  if (!held.includes(target)) held.push(target);
}

/**
 * Text typed (or an option chosen) before the app has said it has taken the page over: what the
 * app must be told. Read as it is typed, not from the fields at the end: the app may draw a field again
 * before then (its first turns after taking over), and so set it back to the server's text; a
 * select is set back to the server's choice when the app takes it over.
 */
const typed = new Map<HTMLInputElement | HTMLSelectElement, string>();
let hydrated = false;

/**
 * Whether the app has taken this element over. The main part says so with HYDRATED_EVENT; parts
 * whose code comes later (the footer's language chooser) are taken over after it. React DOM
 * keeps an element's props on it once it has hydrated it (its own mark since React 16).
 */
function isLive(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;

function noteTyping(event: Event): void {
  const field = event.target;
  const text = field instanceof HTMLInputElement && field.type !== 'checkbox' && field.type !== 'radio';
  if (!text && !(field instanceof HTMLSelectElement)) return;
  // After the signal, a field the app has taken over and not typed into before hears its own typing.
  if (hydrated && !typed.has(field) && isLive(field)) return;
  // Typed into a field the app has taken over (its main part may be live well before it says so):
  // if it set the field back to the server's text meanwhile, what was typed before goes back ahead
  // of this key, before the app hears it ('Torr' typed across the take-over was left 'r'). Kept
  // either way, and told again at the end: a key the app's render had not committed yet is lost
  // to it.
  const before = typed.get(field);
  const key = (event as InputEvent).data;
  // (A select has no defaultValue and no key: it never matches.)
  if (before && key && isLive(field) && field.value === (field as HTMLInputElement).defaultValue + key)
    setValue.call(field, before + key);
  typed.set(field, field.value);
}

/** At most this long after the signal, the held presses are made even in a part still not live. */
const LIVE_WAIT_MS = 10_000;

const notLive = (element: Element): boolean => element.isConnected && !isLive(element);

function releaseWhenLive(since: number): void {
  if (performance.now() - since >= LIVE_WAIT_MS) return release();
  if (![...held, ...typed.keys()].some(notLive)) makePresses();
  // Listening goes on while a form is not yet live: one the app takes over later (the footer's
  // language chooser, whose code comes after the rest) would be sent as it is by a press let
  // through, the page again in en-us and its query lost. (A late part's links are safe: the
  // browser follows them. Catalogue HTML has no forms.)
  if ([...held, ...typed.keys(), ...document.forms].some(notLive)) setTimeout(() => releaseWhenLive(since), 50);
  else release();
}

function release(): void {
  document.removeEventListener('click', hold, true);
  document.removeEventListener('input', noteTyping, true);
  makePresses();
}

/** What was held, made now: the presses and the text typed before (each where it still is). */
function makePresses(): void {
  // Told to the app as the input it was: the field set back through its own setter (which React
  // watches), then to the text through the element's (which it does not), then an input event
  // (a select: its choice and a change event). Each is drawn at once (a discrete event), and
  // before the presses that may need it.
  for (const [field, text] of typed) {
    if (!field.isConnected) continue;
    if (field instanceof HTMLSelectElement) {
      field.value = text;
      field.dispatchEvent(new Event('change', { bubbles: true }));
      continue;
    }
    if (text === field.defaultValue && text === field.value) continue;
    field.value = text === field.defaultValue ? '' : field.defaultValue;
    setValue.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  typed.clear();
  for (const element of held.splice(0)) {
    if (element.isConnected) element.click();
    // A link the app drew again meanwhile (a part that differs on this device): the press goes
    // to the link to the same address that stands in its place, or the browser follows it.
    else if (element instanceof HTMLAnchorElement) {
      const href = element.getAttribute('href')!;
      const now = [...document.links].find((link) => link.getAttribute('href') === href);
      if (now) now.click();
      else location.assign(element.href);
    }
  }
}

if (document.getElementById('page-state')) {
  document.addEventListener('click', hold, true);
  document.addEventListener('input', noteTyping, true);
  // The presses are made a task later: what the app draws once live (a link's address only the
  // device knows, the not-found page's way back) is in place, after the signal's own turn. Parts
  // taken over later are waited for (a press there would reach a part not yet live).
  document.addEventListener(
    HYDRATED_EVENT,
    () => {
      hydrated = true;
      setTimeout(() => releaseWhenLive(performance.now()));
    },
    { once: true },
  );
}

async function boot(): Promise<void> {
  await afterNextPaint();
  try {
    await startApp();
  } catch (error) {
    release();
    throw error;
  }
}

void boot();
