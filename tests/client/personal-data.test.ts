// What the device keeps for a user: sign-out and the kiosk reset clear what modules registered;
// recent searches (kiosk-only) stay on an ordinary sign-out.
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearPersonalData, registerPersonalDataClear, resetPersonalDataRegistry } from '../../src/lib/storage/personal-data';
import { clearRecentSearches, recentSearchesQueryOptions, recordRecentSearch } from '../../src/lib/search/recent-searches';

describe('clearPersonalData', () => {
  beforeEach(() => resetPersonalDataRegistry());

  it('runs every clear; device data (recent searches) only in kiosk mode; a failing one does not stop the others', async () => {
    const client = new QueryClient();
    const key = recentSearchesQueryOptions().queryKey;
    const calls: string[] = [];
    registerPersonalDataClear(() => {
      calls.push('user');
    }, 'user');
    registerPersonalDataClear(() => Promise.reject(new Error('storage blocked')), 'user');
    registerPersonalDataClear(() => clearRecentSearches(client), 'device');

    await recordRecentSearch(client, { q: 'calculus', cat: null, disc: [], subject: '', at: 1 });
    expect(client.getQueryData(key)).toHaveLength(1);

    await clearPersonalData();
    expect(calls).toEqual(['user']);
    expect(client.getQueryData(key)).toHaveLength(1); // an ordinary sign-out keeps them

    await clearPersonalData({ kiosk: true });
    expect(calls).toEqual(['user', 'user']);
    expect(client.getQueryData(key)).toEqual([]);
  });
});
