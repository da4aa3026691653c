// Proposals mined from visits (server/modules/learning/mining.ts): hand-made visits, the
// proposals written out by hand.
import { describe, expect, it } from 'vitest';
import { classify, mineProposals, visitSupport, type VisitTrail } from '../../../server/modules/learning/mining.ts';

const MIN = 60_000;
const titles: Record<string, string> = { p1: 'Campbell Biology', p2: 'Principles of Economics', p3: 'Chemistry: The Central Science' };
const titleOf = (id: string) => titles[id] ?? null;

/** A visit: searches at one-minute steps; `open` = the product opened from that search. */
function visit(...steps: Array<[query: string, results: number, open?: string]>): VisitTrail {
  const trail: VisitTrail = { searches: [], clicks: [] };
  steps.forEach(([query, results, open], i) => {
    const queryId = `q${i}`;
    trail.searches.push({ queryId, query, results, at: i * MIN });
    if (open) trail.clicks.push({ queryId, productId: open });
  });
  return trail;
}

describe('visitSupport', () => {
  it('pairs a zero-result text with the next text that found and opened something', () => {
    expect([...visitSupport(visit(['Bio 101', 0], ['biology', 40, 'p1']))]).toEqual([['bio 101', { followUp: 'biology', productId: 'p1' }]]);
  });

  it('skips a retyped same text and follows the visit to the text that opened something', () => {
    const trail = visit(['bio 101', 0], ['BIO 101', 0], ['biology', 40], ['biology intro', 12, 'p1']);
    expect([...visitSupport(trail)]).toEqual([['bio 101', { followUp: 'biology intro', productId: 'p1' }]]);
  });

  it('gives nothing when nothing was opened, or another text failed first, or too late', () => {
    expect(visitSupport(visit(['bio 101', 0], ['biology', 40])).size).toBe(0);
    expect(visitSupport(visit(['bio 101', 0], ['bio one', 0], ['biology', 40, 'p1'])).get('bio 101')).toBeUndefined();
    const late: VisitTrail = {
      searches: [
        { queryId: 'a', query: 'bio 101', results: 0, at: 0 },
        { queryId: 'b', query: 'biology', results: 40, at: 11 * MIN },
      ],
      clicks: [{ queryId: 'b', productId: 'p1' }],
    };
    expect(visitSupport(late).size).toBe(0);
  });

  it('orders searches by time whatever order they arrive in', () => {
    const trail = visit(['bio 101', 0], ['biology', 40, 'p1']);
    trail.searches.reverse();
    expect(visitSupport(trail).get('bio 101')?.followUp).toBe('biology');
  });
});

describe('classify', () => {
  it('calls a near text a spelling, a far one a synonym', () => {
    expect(classify('econmics', new Map([['economics', 3]]), new Map([['p2', 1], ['x', 2]]), 3, titleOf)).toEqual({ kind: 'spelling', replacement: 'economics' });
    expect(classify('bio 101', new Map([['biology', 3]]), new Map([['p1', 1], ['x', 2]]), 3, titleOf)).toEqual({ kind: 'synonym', replacement: 'biology' });
  });

  it('calls it a product name when most visits opened one product through several texts', () => {
    expect(classify('the campbell book', new Map([['campbell', 2], ['biology urry', 1]]), new Map([['p1', 3]]), 3, titleOf)).toEqual({
      kind: 'name',
      replacement: 'campbell biology',
    });
  });
});

describe('mineProposals', () => {
  it('needs two visits, counts each visit once, and shows aggregates with the product names', () => {
    const proposals = mineProposals(
      [
        visit(['bio 101', 0], ['biology', 40, 'p1'], ['bio 101', 0], ['biology', 40, 'p1']),
        visit(['bio 101', 0], ['biology', 40, 'p2']),
        visit(['chem one', 0], ['chemistry', 20, 'p3']),
      ],
      titleOf,
    );
    expect(proposals).toEqual([
      {
        term: 'bio 101',
        replacement: 'biology',
        kind: 'synonym',
        visits: 2,
        examples: [{ query: 'biology', visits: 2 }],
        products: [
          { productId: 'p1', name: 'Campbell Biology', visits: 1 },
          { productId: 'p2', name: 'Principles of Economics', visits: 1 },
        ],
      },
    ]);
  });

  it('leaves out texts already ruled (accepted or rejected)', () => {
    const visits = [visit(['bio 101', 0], ['biology', 40, 'p1']), visit(['bio 101', 0], ['biology', 9, 'p2'])];
    expect(mineProposals(visits, titleOf, { ruled: new Set(['bio 101']) })).toEqual([]);
    expect(mineProposals(visits, titleOf).map((p) => p.term)).toEqual(['bio 101']);
  });
});
