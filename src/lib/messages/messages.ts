// The page's strings, read through a view of its locale's catalogue (spec §9: en-us by default).
// Every locale's catalogue is a chunk of its own (messages-en-us.ts, catalogue-*.ts) of the same
// shape (`Messages`), which catalogues.ts loads before the first render (src/main.tsx) and the
// page's HTML lists beside the app, so the words arrive with the code: a page carries its own
// locale's words only (docs/regions.md §1, §4). Only en-us's is precached (the others are kept on
// first use).
import type { EnUsMessages } from './messages-en-us';

/** The catalogue's shape: en-us's keys and values' signatures, any wording. */
export type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : T extends readonly (infer U)[]
      ? readonly Widen<U>[]
      : { readonly [K in keyof T]: Widen<T[K]> };
export type Messages = Widen<EnUsMessages>;

/** A locale's catalogue module: its messages, standing alone (en-gb's imports en-us's). */
export interface CatalogueModule {
  readonly catalogue: Messages;
}

let active: Messages | null = null;

/** Makes a locale's catalogue the page's (catalogues.ts loads it, once, before the first render). */
export function setPageCatalogue(catalogue: Messages): void {
  active = catalogue;
}

/**
 * Strings read when used. Modules keep a group at load time (`const t = messages.header`),
 * before the page's catalogue has arrived: what they keep is a view of that group in whichever
 * catalogue `current()` gives when it is read, so `t.signIn` is read at render, in the page's
 * language. Groups are views; strings, arrays and functions are the catalogue's own. Screens
 * with strings of their own (the product page's) make their catalogue a view the same way.
 * Before the catalogue has arrived (`current()` null) its shape is not known either: every name
 * reads as a group, so a module may keep groups as it loads but never a string (which would be a
 * view, and fail where it is drawn).
 */
export function localised<T extends object>(current: () => T | null): T {
  return view(current, []) as T;
}

function view(current: () => object | null, path: readonly string[]): object {
  const at = (): Record<string | symbol, unknown> | undefined => {
    let value: unknown = current();
    for (const key of path) value = (value as Record<string, unknown> | null | undefined)?.[key];
    return (value ?? undefined) as Record<string | symbol, unknown> | undefined;
  };
  const groups = new Map<string, object>();
  const read = (key: string | symbol): unknown => {
    const here = at();
    const value = here ? here[key] : typeof key === 'symbol' ? undefined : {};
    if (typeof key === 'symbol' || value === null || typeof value !== 'object' || Array.isArray(value)) return value;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = view(current, [...path, key])));
    return group;
  };
  return new Proxy(
    {},
    {
      get: (_, key) => read(key),
      ownKeys: () => Reflect.ownKeys(at() ?? {}),
      getOwnPropertyDescriptor: (_, key) =>
        key in (at() ?? {}) ? { value: read(key), enumerable: true, configurable: true } : undefined,
    },
  );
}

/**
 * A screen's own words: en-us's, which come with the screen, until `load` (given where the page's
 * locale has words of its own) brings the locale's. The screen waits for `pending` before it
 * draws, so it never shows two languages; words that cannot be fetched (offline, never used on
 * this device) leave en-us's rather than no screen.
 */
export function screenWords<T extends object>(
  enUs: T,
  load: (() => Promise<T>) | null,
): { text: T; pending: Promise<void> | null } {
  let active = enUs;
  const pending = load?.().then(
    (words) => {
      active = words;
    },
    () => {},
  );
  return { text: localised(() => active), pending: pending ?? null };
}

/** The page's strings (the app's own; screens with their own strings keep them beside them). */
export const messages: Messages = localised(() => active);
