// The connection drops while a server-drawn page is being taken over, before the query client
// has mounted: the app must know it is offline, or a product never seen on this device is asked
// for and shows the server error instead of "This product is not on this device yet".
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../src/lib/storage/query-client';

describe('the query client learns the connection from its creation, not its mount', () => {
  afterEach(() => onlineManager.setOnline(true));

  it("hears an 'offline' event sent before any component subscribed, and the 'online' after", async () => {
    const client = createQueryClient();
    expect(onlineManager.isOnline()).toBe(true);
    window.dispatchEvent(new Event('offline'));
    expect(onlineManager.isOnline()).toBe(false);
    // The providers mount the client later (after React has taken the page over): a query
    // started then waits for the connection rather than failing.
    client.mount();
    const fetching = client.fetchQuery({ queryKey: ['probe'], queryFn: () => 'answered', networkMode: 'online' });
    expect(client.getQueryState(['probe'])?.fetchStatus).toBe('paused');
    window.dispatchEvent(new Event('online'));
    expect(onlineManager.isOnline()).toBe(true);
    await expect(fetching).resolves.toBe('answered');
    client.unmount();
  });
});
