// The boot's requests for the page's modules (src/lib/scheduling/preload-in-slices.ts): all of
// them, in order, but only a few per task, so a tap between two slices is handled at once.
import { afterEach, expect, test } from 'vitest';
import { preloadInSlices } from '../../src/lib/scheduling/preload-in-slices';

afterEach(() => document.head.querySelectorAll('link').forEach((link) => link.remove()));

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((link) => [
    link.getAttribute('href'),
    link.getAttribute('crossorigin'),
  ]);

test('seven modules, three a task: three links, then six, then seven, each a task later', async () => {
  const hrefs = ['/a.js', '/b.js', '/c.js', '/d.js', '/e.js', '/f.js', '/g.js'];
  let release = () => {};
  const seen: number[] = [];
  const nextTask = () => {
    seen.push(preloads().length);
    return new Promise<void>((resolve) => (release = resolve));
  };
  const done = preloadInSlices(hrefs, 3, nextTask);
  await Promise.resolve();
  expect(seen).toEqual([3]); // the first three added, then a new task awaited
  release();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(seen).toEqual([3, 6]);
  release();
  await done;
  expect(preloads()).toEqual(hrefs.map((href) => [href, '']));
});

test('no module: nothing added, nothing awaited', async () => {
  await preloadInSlices([], 3, () => Promise.reject(new Error('no task should be awaited')));
  expect(preloads()).toEqual([]);
});
