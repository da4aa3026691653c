// The boot's requests for the page's modules (src/lib/scheduling/preload-in-slices.ts): all of
// them, in order, but only as many per task as fit a few milliseconds, so a tap between two
// slices is handled at once.
import { afterEach, expect, test } from 'vitest';
import { preloadInSlices } from '../../src/lib/scheduling/preload-in-slices';

afterEach(() => document.head.querySelectorAll('link').forEach((link) => link.remove()));

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((link) => [
    link.getAttribute('href'),
    link.getAttribute('crossorigin'),
  ]);

/** A clock on which each link added costs `perLink` ms. */
const clockOf = (perLink: number) => () => preloads().length * perLink;

/** Runs the slices, a task at a time; returns how many links were in the document at each task's end. */
async function slices(hrefs: string[], budgetMs: number, perLink: number) {
  let release = () => {};
  const seen: number[] = [];
  const nextTask = () => {
    seen.push(preloads().length);
    return new Promise<void>((resolve) => (release = resolve));
  };
  const done = preloadInSlices(hrefs, budgetMs, nextTask, clockOf(perLink));
  for (let task = 0; task < hrefs.length; task += 1) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    release();
  }
  await done;
  return seen;
}

const SEVEN = ['/a.js', '/b.js', '/c.js', '/d.js', '/e.js', '/f.js', '/g.js'];

test('a fast device (1 ms a link, 3 ms a task): three links a task, all seven in order', async () => {
  expect(await slices(SEVEN, 3, 1)).toEqual([3, 6]);
  expect(preloads()).toEqual(SEVEN.map((href) => [href, '']));
});

test('a slow device (5 ms a link): one link a task, never none', async () => {
  expect(await slices(SEVEN, 3, 5)).toEqual([1, 2, 3, 4, 5, 6]);
  expect(preloads()).toEqual(SEVEN.map((href) => [href, '']));
});

test('no module: nothing added, nothing awaited', async () => {
  await preloadInSlices([], 3, () => Promise.reject(new Error('no task should be awaited')));
  expect(preloads()).toEqual([]);
});
