// App-wide providers: the Jotai store, TanStack Query (persisted to IndexedDB when available)
// and the session service.
import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, dehydrate, type QueryClient } from '@tanstack/react-query';
import {
  PersistQueryClientProvider,
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
} from '@tanstack/react-query-persist-client';
import { Provider, appStore } from '../lib/state/app-jotai';
import { PERSIST_BUSTER, PERSIST_MAX_AGE, createIdbPersister, dehydrateOptions } from '../lib/storage/query-client';
import { SessionServiceProvider } from '../lib/session/session-context';
import { HYDRATED_EVENT } from './hydration-signal';
import { yieldToMain } from '../lib/scheduling/idle-work';
import type { SessionService } from '../lib/session/session-service';

export function AppProviders({
  queryClient,
  session,
  restoreBeside = false,
  children,
}: {
  queryClient: QueryClient;
  session: SessionService;
  /**
   * The page came with its answers (the server drew it): the device's saved answers are restored
   * beside the page, not before its queries run. PersistQueryClientProvider holds the queries
   * while it restores and then tells every one of them it has finished; that news, reaching a
   * part of the server's page React has not yet taken over, makes React throw the part away and
   * draw it again (the elements replaced, a press or typing in them lost).
   */
  restoreBeside?: boolean;
  children: ReactNode;
}) {
  // One persister for the app's life (it registers its clear with src/lib/storage/personal-data).
  const [persister] = useState(createIdbPersister);
  const persistOptions = persister && { persister, maxAge: PERSIST_MAX_AGE, buster: PERSIST_BUSTER, dehydrateOptions };
  useEffect(() => {
    if (!persistOptions || !restoreBeside) return;
    const options = { ...persistOptions, queryClient };
    // Until the saving below has begun, a page hidden or left hands its own answers off: a slow
    // phone can take seconds to take a page over, and a visitor who opens a product and goes on
    // meanwhile would find it missing offline.
    const handOff = () => {
      if (document.visibilityState !== 'hidden') return;
      const clientState = dehydrate(queryClient, dehydrateOptions);
      persister.handOffPageAnswers({ timestamp: Date.now(), buster: PERSIST_BUSTER, clientState });
    };
    document.addEventListener('visibilitychange', handOff);
    // Once React has taken the whole page over (the signal comes after the screen): an answer
    // restored sooner reaches a part still waiting to be taken over, which then differs from the
    // server's. Restored, saved at once, then on every change until the providers go. At once, for
    // answers that came while restoring: a visitor's prices can be their page's last change, and
    // waited for a next one that never came (offline, the product showed no prices).
    // (A kiosk's reset sends the signal again: the promise has settled, nothing happens.)
    // In a task of its own: the signal comes from the take-over's last effects, in their task, and
    // the device's database opening there made a long task longer on a slow phone.
    const saving = new Promise((taken) => document.addEventListener(HYDRATED_EVENT, taken))
      .then(yieldToMain)
      .then(() => persistQueryClientRestore(options))
      .then(() => {
        void persistQueryClientSave(options); // from here the persister hands off what it has not written
        document.removeEventListener('visibilitychange', handOff);
        return persistQueryClientSubscribe(options);
      });
    return () => {
      document.removeEventListener('visibilitychange', handOff);
      void saving.then((stop) => stop());
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the options follow the persister
  }, [persister, queryClient, restoreBeside]);
  const inner = <SessionServiceProvider service={session}>{children}</SessionServiceProvider>;
  return (
    <Provider store={appStore}>
      {persistOptions && !restoreBeside ? (
        <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
          {inner}
        </PersistQueryClientProvider>
      ) : (
        <QueryClientProvider client={queryClient}>{inner}</QueryClientProvider>
      )}
    </Provider>
  );
}
