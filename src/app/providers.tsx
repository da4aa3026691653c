// App-wide providers: the Jotai store and TanStack Query (persisted to IndexedDB when available).
import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { Provider, appStore } from '../lib/app-jotai';
import { PERSIST_BUSTER, PERSIST_MAX_AGE, createIdbPersister } from '../lib/query-client';

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const persister = createIdbPersister();
  return (
    <Provider store={appStore}>
      {persister ? (
        <PersistQueryClientProvider
          client={queryClient}
          persistOptions={{ persister, maxAge: PERSIST_MAX_AGE, buster: PERSIST_BUSTER }}
        >
          {children}
        </PersistQueryClientProvider>
      ) : (
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      )}
    </Provider>
  );
}
