import { describe, expect, it } from 'vitest';
import { pageNavigation, type TraceEvent } from '../../../scripts/lib/chromium-trace';

const at = (name: string, ts: number, data: Record<string, unknown>, tid = 1): TraceEvent => ({
  name,
  cat: 'blink.user_timing',
  ph: 'R',
  ts,
  pid: 7,
  tid,
  args: { data },
});

describe('pageNavigation', () => {
  it("is the page's, not the later navigation of an SVG picture's document on the same thread", () => {
    const events = [
      at('navigationStart', 1_000, { navigationId: 'blank', documentLoaderURL: '' }, 2),
      at('navigationStart', 2_000, { navigationId: 'page', documentLoaderURL: 'http://127.0.0.1/en-us' }),
      at('navigationStart', 150_000, { navigationId: 'picture', documentLoaderURL: '' }),
      at('firstContentfulPaint', 230_000, { navigationId: 'page' }),
    ];
    expect(pageNavigation(events).ts).toBe(2_000);
  });

  it('without a named navigation in the paint, the last one on its thread before it', () => {
    const events = [
      at('navigationStart', 2_000, {}),
      at('navigationStart', 5_000, {}),
      at('firstContentfulPaint', 230_000, {}),
    ];
    expect(pageNavigation(events).ts).toBe(5_000);
  });
});
