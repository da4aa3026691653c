// App-wide providers: the Jotai store, TanStack Query (persisted to IndexedDB when available)
// and the session service.
import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { Provider, appStore } from '../lib/state/app-jotai';
import { PERSIST_BUSTER, PERSIST_MAX_AGE, createIdbPersister, dehydrateOptions } from '../lib/storage/query-client';
import { SessionServiceProvider } from '../lib/session/session-context';
import type { SessionService } from '../lib/session/session-service';

export function AppProviders({
  queryClient,
  session,
  children,
}: {
  queryClient: QueryClient;
  session: SessionService;
  children: ReactNode;
}) {
  // One persister for the app's life (it registers its clear with src/lib/storage/personal-data).
  const [persister] = useState(createIdbPersister);
  const inner = <SessionServiceProvider service={session}>{children}</SessionServiceProvider>;
  return (
    <Provider store={appStore}>
      {persister ? (
        <PersistQueryClientProvider
          client={queryClient}
          persistOptions={{ persister, maxAge: PERSIST_MAX_AGE, buster: PERSIST_BUSTER, dehydrateOptions }}
        >
          {inner}
        </PersistQueryClientProvider>
      ) : (
        <QueryClientProvider client={queryClient}>{inner}</QueryClientProvider>
      )}
    </Provider>
  );
}
