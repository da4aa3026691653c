// Deferred start-up work (service worker, field metrics, dialogs' chunks): not before 'load', and
// then only in an idle moment.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { afterLoadAndIdle, yieldToMain, type IdleHost } from '../../src/lib/scheduling/idle-work';
import { pwaStub } from './stubs/pwa-register';
import { pause, renderApp } from './test-utils';

function fakeHost(readyState: DocumentReadyState, withIdleCallback: boolean) {
  const listeners: Array<() => void> = [];
  const idle: Array<{ cb: () => void; timeout: number }> = [];
  const timers: Array<{ cb: () => void; ms: number }> = [];
  const host: IdleHost & { fireLoad(): void; idle: typeof idle; timers: typeof timers } = {
    document: { readyState },
    addEventListener: (_type, listener) => void listeners.push(listener),
    removeEventListener: (_type, listener) => {
      const i = listeners.indexOf(listener);
      if (i >= 0) listeners.splice(i, 1);
    },
    ...(withIdleCallback
      ? {
          requestIdleCallback: (cb: () => void, options: { timeout: number }) => idle.push({ cb, timeout: options.timeout }),
          cancelIdleCallback: (handle: number) => void idle.splice(handle - 1, 1),
        }
      : {}),
    setTimeout: (cb, ms) => timers.push({ cb, ms }),
    clearTimeout: (handle) => void timers.splice(handle - 1, 1),
    fireLoad: () => listeners.splice(0).forEach((l) => l()),
    idle,
    timers,
  };
  return host;
}

describe('afterLoadAndIdle', () => {
  it('waits for load, then for an idle moment (at most 2 s)', () => {
    const host = fakeHost('interactive', true);
    const work = vi.fn();
    afterLoadAndIdle(work, host);
    expect(host.idle).toHaveLength(0);
    host.fireLoad();
    expect(work).not.toHaveBeenCalled();
    expect(host.idle.map((i) => i.timeout)).toEqual([2000]);
    host.idle[0]!.cb();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('asks for the idle moment at once when the page has already loaded', () => {
    const host = fakeHost('complete', true);
    const work = vi.fn();
    afterLoadAndIdle(work, host);
    expect(host.idle).toHaveLength(1);
    expect(work).not.toHaveBeenCalled();
  });

  it('uses a 1 s timer after load where there is no requestIdleCallback (Safari)', () => {
    const host = fakeHost('loading', false);
    const work = vi.fn();
    afterLoadAndIdle(work, host);
    host.fireLoad();
    expect(host.timers.map((t) => t.ms)).toEqual([1000]);
    host.timers[0]!.cb();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs nothing when cancelled before load', () => {
    const host = fakeHost('loading', true);
    const work = vi.fn();
    const cancel = afterLoadAndIdle(work, host);
    cancel();
    host.fireLoad();
    expect(host.idle).toHaveLength(0);
  });
});

describe('yieldToMain', () => {
  it("uses scheduler.yield where the engine has it", async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldFn });
    await yieldToMain();
    expect(yieldFn).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('falls back to a macrotask: a timer queued before it runs first', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('earlier timer'), 0);
    await yieldToMain();
    order.push('after yield');
    expect(order).toEqual(['earlier timer', 'after yield']);
  });
});

describe('the service worker registers after load and idle', () => {
  it('mounts the update prompt (which registers the worker) only once the page has loaded and is idle', async () => {
    // jsdom starts 'complete': a page still loading, as on a phone while the first screen arrives.
    let state: DocumentReadyState = 'loading';
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
    pwaStub.registered = 0;
    try {
      renderApp('/redeemcode');
      await screen.findByRole('main');
      await pause(1500);
      expect(pwaStub.registered).toBe(0);
      state = 'complete';
      window.dispatchEvent(new Event('load'));
      await waitFor(() => expect(pwaStub.registered).toBe(1), { timeout: 10_000 });
    } finally {
      delete (document as { readyState?: unknown }).readyState;
    }
  });
});
