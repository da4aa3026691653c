// The one Jotai module: the app's store and the Jotai API. Import atoms and hooks from here,
// never from 'jotai' directly, so non-React code (api client, session) and React read the
// same store.
import { createStore } from 'jotai';

export { atom, Provider, useAtom, useAtomValue, useSetAtom } from 'jotai';
export type { Atom, PrimitiveAtom, WritableAtom } from 'jotai';

export const appStore = createStore();
