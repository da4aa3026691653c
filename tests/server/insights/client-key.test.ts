// The key events' senders are counted by (issue #41): never the address, the same for one
// address all day on every process, another the next day, and a whole IPv6 /64 as one.
import { describe, expect, it } from 'vitest';
import { addressBucket, clientKey } from '../../../server/modules/insights/client-key.ts';

const SECRET = 'a-test-secret-of-at-least-32-characters!';
const noon = new Date('2026-11-27T12:00:00Z');

describe('client keys', () => {
  it('keys one address the same all day, and differently the next day and under another secret', () => {
    const key = clientKey(SECRET, '203.0.113.7', noon);
    expect(key).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(key).not.toContain('203');
    expect(clientKey(SECRET, '203.0.113.7', new Date('2026-11-27T23:59:59Z'))).toBe(key);
    expect(clientKey(SECRET, '203.0.113.7', new Date('2026-11-28T00:00:00Z'))).not.toBe(key);
    expect(clientKey(`${SECRET}x`, '203.0.113.7', noon)).not.toBe(key);
    expect(clientKey(SECRET, '203.0.113.8', noon)).not.toBe(key);
  });

  it('counts an IPv6 /64 as one address, and an IPv4-mapped address as the IPv4 one', () => {
    expect(addressBucket('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(addressBucket('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressBucket('2001:0db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressBucket('::1')).toBe('0:0:0:0::/64');
    expect(addressBucket('::ffff:198.51.100.4')).toBe('198.51.100.4');
    expect(addressBucket('198.51.100.4')).toBe('198.51.100.4');
    expect(clientKey(SECRET, '2001:db8:1:2::1', noon)).toBe(clientKey(SECRET, '2001:db8:1:2:ffff::9', noon));
  });
});
