// bench:interactions' arithmetic: an interaction is every Event Timing entry sharing its
// interactionId, its latency the longest of them (as INP counts it), a step's figure its worst
// interaction, and p75 a run that happened (nearest rank), not an average.
import { describe, expect, it } from 'vitest';
import { interactionsOf, percentile, type EventEntry } from '../../../scripts/lib/event-timing';

const entry = (over: Partial<EventEntry>): EventEntry => ({
  interactionId: 1,
  name: 'pointerdown',
  startTime: 100,
  duration: 40,
  processingStart: 110,
  processingEnd: 115,
  target: 'button "Filter by"',
  ...over,
});

describe('interactionsOf', () => {
  it('groups entries by interaction, keeps the longest, and puts the worst interaction first', () => {
    const found = interactionsOf([
      entry({ name: 'pointerdown', duration: 48, processingStart: 110, processingEnd: 112 }),
      entry({ name: 'pointerup', startTime: 130, duration: 24, processingStart: 131, processingEnd: 133 }),
      entry({ name: 'click', startTime: 130, duration: 24, processingStart: 133, processingEnd: 140 }),
      entry({
        interactionId: 2,
        name: 'keydown',
        startTime: 400,
        duration: 104,
        processingStart: 480,
        processingEnd: 490,
        target: '',
      }),
    ]);
    expect(found.map((i) => [i.name, i.latencyMs])).toEqual([
      ['keydown', 104],
      ['pointerdown', 48],
    ]);
    // Phases over the whole interaction: 10 ms to the first handler, 30 ms of handlers, the rest to the frame.
    expect(found[1]).toMatchObject({
      inputDelayMs: 10,
      processingMs: 30,
      presentationMs: 8,
      target: 'button "Filter by"',
    });
    expect(found[0]).toMatchObject({ inputDelayMs: 80, processingMs: 10, presentationMs: 14 });
  });

  it('finds nothing in a step whose interactions were all under the threshold', () => {
    expect(interactionsOf([])).toEqual([]);
  });
});

describe('percentile', () => {
  it('takes the nearest rank: p75 of five runs is the second slowest', () => {
    expect(percentile([120, 40, 200, 64, 88], 75)).toBe(120);
    expect(percentile([120, 40], 75)).toBe(120);
    expect(percentile([72], 75)).toBe(72);
    expect(percentile([], 75)).toBeNaN();
  });
});
