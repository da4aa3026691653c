// Offline issue #16 items 6 and 8: sign-out and the kiosk reset clear what modules registered;
// recent searches (kiosk-only) stay on an ordinary sign-out.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { clearPersonalData, registerPersonalDataClear } from '../../src/lib/personal-data';
import { clearRecentSearches, recentSearchesQueryOptions, recordRecentSearch } from '../../src/lib/recent-searches';

describe('clearPersonalData', () => {
  it('runs every clear; kiosk-only ones only in kiosk mode; a failing one does not stop the others', async () => {
    const client = new QueryClient();
    const key = recentSearchesQueryOptions().queryKey;
    const calls: string[] = [];
    registerPersonalDataClear(() => {
      calls.push('user');
    });
    registerPersonalDataClear(() => Promise.reject(new Error('storage blocked')));
    registerPersonalDataClear(() => clearRecentSearches(client), { kioskOnly: true });

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
