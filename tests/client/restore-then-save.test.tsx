// The device's answers on a page the server drew: restored beside the page once React has taken it
// over, then saved. IndexedDB is fake-indexeddb's (jsdom has none), set for this file only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { get, set } from 'idb-keyval';
import { AppProviders } from '../../src/app/providers';
import { HYDRATED_EVENT } from '../../src/app/hydration-signal';
import { PERSIST_BUSTER, PERSIST_KEY } from '../../src/lib/storage/query-client';
import { testQueryClient, testSessionService } from './test-utils';

beforeAll(() => Object.assign(globalThis, { indexedDB, IDBKeyRange }));
afterAll(() => {
  delete (globalThis as { indexedDB?: unknown }).indexedDB;
  delete (globalThis as { IDBKeyRange?: unknown }).IDBKeyRange;
});

const savedKeys = async (): Promise<string[]> => {
  const text = await get<string>(PERSIST_KEY);
  return text
    ? (JSON.parse(text) as { clientState: { queries: Array<{ queryHash: string }> } }).clientState.queries.map(
        (q) => q.queryHash,
      )
    : [];
};

describe('restoring beside a page the server drew', () => {
  it("saves an answer that came while restoring, though nothing on the page changes after it (a visitor's prices)", async () => {
    const kept = {
      buster: PERSIST_BUSTER,
      timestamp: Date.now(),
      clientState: {
        mutations: [],
        queries: [
          {
            queryKey: ['products', 'detail', '9780000000002'],
            queryHash: '["products","detail","9780000000002"]',
            state: { data: { name: 'Seen before' }, dataUpdatedAt: Date.now(), status: 'success', fetchStatus: 'idle' },
          },
        ],
      },
    };
    await set(PERSIST_KEY, JSON.stringify(kept));
    const queryClient = testQueryClient();
    render(
      <AppProviders queryClient={queryClient} session={testSessionService(queryClient)} restoreBeside>
        <p>page</p>
      </AppProviders>,
    );
    document.dispatchEvent(new Event(HYDRATED_EVENT));
    // The prices arrive while the device's answers are being read back, and nothing follows them.
    queryClient.setQueryData(['offers', '9780000000001', 'user-1'], { price: 100 });

    await waitFor(() =>
      expect(queryClient.getQueryData(['products', 'detail', '9780000000002'])).toEqual({ name: 'Seen before' }),
    );
    // Written within the persister's second.
    await waitFor(async () =>
      expect((await savedKeys()).sort()).toEqual([
        '["offers","9780000000001","user-1"]',
        '["products","detail","9780000000002"]',
      ]),
    );
  });
});
