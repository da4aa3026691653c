// The page's one script (index.html): lets the prerendered HTML paint first, then fetches and
// starts the app (main.tsx) and the route's screen. It lives here because index.html
// names it and Vite bundles it as the page's entry; the rest of the first-paint machinery, and
// the path of a request to a painted page, is in scripts/first-paint/ (README.md).
//
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
  const list = document.getElementById('app-modules')?.textContent;
  if (!list) throw new Error('boot: no #app-modules');
  const { app, stages, modules } = JSON.parse(list) as AppModules;
  for (const href of [...stages, app, ...modules]) {
    // Vite's preload helper finds these links and does not ask again when the app imports them.
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  for (const stage of stages) {
    await import(/* @vite-ignore */ stage);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
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
const PRESSABLE = 'a[href], button, summary, label, input[type="checkbox"], input[type="radio"], [role="button"], [role="tab"]';
const held: HTMLElement[] = [];

function hold(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target.closest(PRESSABLE) : null;
  if (!(target instanceof HTMLElement) || event.button !== 0) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  if (!held.includes(target)) held.push(target);
}

function release(): void {
  document.removeEventListener('click', hold, true);
  // Text typed meanwhile is in the fields but not in the app's state: told to it as the input it
  // was (the field set back through its own setter, which React watches, then to the text
  // through the element's, which it does not), before the presses that may need it.
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  for (const field of document.querySelectorAll<HTMLInputElement>('input:not([type=checkbox]):not([type=radio])')) {
    const typed = field.value;
    if (typed === field.defaultValue) continue;
    field.value = field.defaultValue;
    setValue.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  for (const element of held.splice(0)) if (element.isConnected) element.click();
}

if (document.getElementById('page-state')) {
  document.addEventListener('click', hold, true);
  document.addEventListener(HYDRATED_EVENT, release, { once: true });
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
