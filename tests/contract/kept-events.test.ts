import { describe, expect, it } from 'vitest';
import { isKeptEventList } from '../../contract/kept-events.ts';

describe('events kept on the device until sent (isKeptEventList)', () => {
  it('takes a list of events with the moment each happened, the empty list included', () => {
    expect(isKeptEventList([])).toBe(true);
    expect(isKeptEventList([{ event: { type: 'search', query: 'atlas', results: 2 }, at: 1_700_000_000_000 }])).toBe(
      true,
    );
  });

  it('drops what another version or a hand edit left there', () => {
    expect(isKeptEventList(null)).toBe(false);
    expect(isKeptEventList({ event: { type: 'search' }, at: 1 })).toBe(false);
    expect(isKeptEventList([{ event: { type: 'search' }, at: '1700000000000' }])).toBe(false);
    expect(isKeptEventList([{ event: { type: 'search' }, at: 1 }, null])).toBe(false);
    expect(isKeptEventList(['search'])).toBe(false);
  });
});
