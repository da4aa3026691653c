/**
 * The key an event's sender is counted by (issue #41): click ranking needs to tell one address
 * sending many made-up visits from many people, without keeping anyone's address. The key is
 * HMAC-SHA256(salt of the day, address), cut to 16 characters, where the day's salt is
 * HMAC-SHA256(EVENTS_ADDRESS_SECRET, day): the same on every server process (they share the
 * secret), different every UTC day, so keys of two days cannot be matched to each other, and
 * the address cannot be read back from a key (nor tried against one) without the secret.
 *
 * IPv6: a home or a host is given a whole /64, so an address is counted by its first 64 bits;
 * otherwise one machine could be as many "addresses" as it likes.
 */
import { createHmac } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';

/** The part of an address that names one subscriber: the IPv4 address, an IPv6 /64. */
export function addressBucket(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (isIPv4(address) || !isIPv6(address)) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') ? (tail ? tail.split(':') : []) : [];
  const groups = address.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

const salts = new Map<string, Buffer>();

function saltOf(secret: string, day: string): Buffer {
  const id = `${day}\u0000${secret}`;
  let salt = salts.get(id);
  if (!salt) {
    salt = createHmac('sha256', secret).update(`events address salt ${day}`).digest();
    salts.clear(); // one day's salt at a time: yesterday's is not needed again
    salts.set(id, salt);
  }
  return salt;
}

/** The sender's key for events received at `now` (16 base64url characters). */
export function clientKey(secret: string, address: string, now: Date): string {
  const day = now.toISOString().slice(0, 10);
  return createHmac('sha256', saltOf(secret, day)).update(addressBucket(address)).digest('base64url').slice(0, 16);
}
