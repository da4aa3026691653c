// A page loaded offline learns that the network is back even without an 'online' event
// (Firefox sends none to such a page): the held prices and actions come back by themselves.
import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ONLINE_CHECK_MS, watchOnlineReturn } from '../../src/lib/offline/online-return';

describe('watchOnlineReturn', () => {
  let browserOnline = false;
  let stop: () => void = () => undefined;

  beforeEach(() => {
    vi.useFakeTimers();
    browserOnline = false;
    onlineManager.setOnline(false);
    stop = watchOnlineReturn(onlineManager, () => browserOnline);
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
    onlineManager.setOnline(true);
  });

  it('turns the app online when navigator.onLine turns true without an event', () => {
    vi.advanceTimersByTime(ONLINE_CHECK_MS * 2);
    expect(onlineManager.isOnline()).toBe(false);
    browserOnline = true;
    vi.advanceTimersByTime(ONLINE_CHECK_MS);
    expect(onlineManager.isOnline()).toBe(true);
  });

  it('leaves an offline app offline while the browser says offline too', () => {
    vi.advanceTimersByTime(ONLINE_CHECK_MS * 5);
    expect(onlineManager.isOnline()).toBe(false);
  });
});
