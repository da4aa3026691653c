// What the session service needs from the browser: the seam tests replace.
import type { appStore } from '../state/app-jotai';

export type TimerHandle = unknown;

export interface SessionRuntime {
  now(): number;
  /** A full page load (used to reload after sign-in). */
  load(url: string): void;
  /** An in-app navigation (the router's navigate). */
  navigate(to: string): void;
  setTimeout(fn: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
  location(): { pathname: string; search: string; hash: string };
}

export function browserSessionRuntime(overrides: Partial<SessionRuntime> = {}): SessionRuntime {
  return {
    now: () => Date.now(),
    load: (url) => window.location.assign(url),
    navigate: (to) => window.location.assign(to),
    setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
    location: () => window.location,
    ...overrides,
  };
}

export type Store = Pick<typeof appStore, 'get' | 'set'>;
