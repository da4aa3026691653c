// bench:lighthouse's figures: the median of the runs (not the best), benchmarkIndex beside it.
import { describe, expect, it } from 'vitest';
import { lighthouseTable, median, medianFigures, type RunFigures } from '../../../scripts/lib/lighthouse-table';

const run = (over: Partial<RunFigures>): RunFigures => ({
  performance: 90,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 1000,
  lcpMs: 1500,
  tbtMs: 100,
  cls: 0.001,
  benchmarkIndex: 1500,
  ...over,
});

const targets = { performance: 95, accessibility: 100, bestPractices: 100, seo: 95, lcpMs: 1800, tbtMs: 150, cls: 0.02 };

describe('median', () => {
  it('takes the middle of an odd count and the mean of the middle two of an even one', () => {
    expect(median([5, 1, 900, 3, 4])).toBe(4);
    expect(median([10, 2, 4, 8])).toBe(6);
    expect(median([])).toBeNaN();
  });
});

describe('medianFigures', () => {
  it('gives each figure its own median, so one lucky run does not decide the row', () => {
    const runs = [
      run({ performance: 100, tbtMs: 20, benchmarkIndex: 2000 }),
      run({ performance: 80, tbtMs: 900, benchmarkIndex: 900 }),
      run({ performance: 85, tbtMs: 600, benchmarkIndex: 1100 }),
      run({ performance: 88, tbtMs: 400, benchmarkIndex: 1200 }),
      run({ performance: 70, tbtMs: 1300, benchmarkIndex: 800 }),
    ];
    expect(medianFigures(runs)).toMatchObject({ performance: 85, tbtMs: 600, benchmarkIndex: 1100 });
  });
});

describe('lighthouseTable', () => {
  it('prints the medians, marks figures off target, and shows TBT range and benchmarkIndex', () => {
    const table = lighthouseTable(
      [
        {
          label: 'home (`/`)',
          runs: [
            run({ performance: 97, tbtMs: 90, benchmarkIndex: 1480 }),
            run({ performance: 99, tbtMs: 40, benchmarkIndex: 1520 }),
            run({ performance: 92, tbtMs: 1210, benchmarkIndex: 1500 }),
          ],
        },
        { label: 'product', runs: [run({ performance: 76, lcpMs: 2100, tbtMs: 1183, cls: 0.106, benchmarkIndex: 1234 })] },
      ],
      targets,
    );
    expect(table.split('\n')).toEqual([
      '| page | Performance | Accessibility | Best Practices | SEO | FCP | LCP | TBT (min–max) | CLS | benchmarkIndex | runs |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
      '| home (`/`) | 97 | 100 | 100 | 100 | 1.00 s | 1.50 s | 90 ms (40–1,210) | 0.001 | 1,500 | 3 |',
      '| product | 76 ✗ | 100 | 100 | 100 | 1.00 s | 2.10 s ✗ | 1,183 ms ✗ | 0.106 ✗ | 1,234 | 1 |',
    ]);
  });
});

describe('lighthouseTable on a fixed device', () => {
  it('shows the CPU slowdown used beside the benchmarkIndex it came from', () => {
    const table = lighthouseTable([{ label: 'home en-us', runs: [run({ benchmarkIndex: 2300 })] }], targets, { cpuSlowdown: 8.71 });
    expect(table.split('\n')).toEqual([
      '| page | Performance | Accessibility | Best Practices | SEO | FCP | LCP | TBT (min–max) | CLS | benchmarkIndex | CPU slowdown | runs |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
      '| home en-us | 90 ✗ | 100 | 100 | 100 | 1.00 s | 1.50 s | 100 ms | 0.001 | 2,300 | 8.71× | 1 |',
    ]);
  });
});

describe('lighthouseTable with a multiplier per run', () => {
  it("shows each page's median multiplier and the range its runs used", () => {
    const table = lighthouseTable(
      [
        {
          label: 'search en-us',
          runs: [
            run({ benchmarkIndex: 2640, cpuSlowdown: 10 }),
            run({ benchmarkIndex: 2112, cpuSlowdown: 8 }),
            run({ benchmarkIndex: 2904, cpuSlowdown: 11 }),
          ],
        },
      ],
      targets,
      { cpuSlowdown: 'per-run' },
    );
    expect(table.split('\n')[2]).toBe(
      '| search en-us | 90 ✗ | 100 | 100 | 100 | 1.00 s | 1.50 s | 100 ms (100–100) | 0.001 | 2,640 | 10.00× (8.00–11.00) | 3 |',
    );
  });

  it('takes the median of the multipliers with the other figures, and leaves it out when no run had one', () => {
    expect(medianFigures([run({ cpuSlowdown: 4 }), run({ cpuSlowdown: 9 }), run({ cpuSlowdown: 5 })]).cpuSlowdown).toBe(5);
    expect(medianFigures([run({})])).not.toHaveProperty('cpuSlowdown');
  });
});

describe('lighthouseTable with the blocking time split at the first paint', () => {
  it("gives each part's own median beside TBT, the runs that read it, and a dash for a page none did", () => {
    const table = lighthouseTable(
      [
        {
          label: 'search en-us',
          runs: [
            run({ tbtMs: 757, tbtBeforePaintMs: 480, cpuSlowdown: 10.91 }),
            run({ tbtMs: 888, tbtBeforePaintMs: 337, cpuSlowdown: 9.97 }),
            run({ tbtMs: 881, tbtBeforePaintMs: 253, cpuSlowdown: 10.82 }),
          ],
        },
        {
          label: 'product en-us',
          runs: [
            run({ tbtMs: 400, tbtBeforePaintMs: 100, cpuSlowdown: 10 }),
            run({ tbtMs: 300, tbtBeforePaintMs: Number.NaN, cpuSlowdown: 10 }),
          ],
        },
        { label: 'home en-us', runs: [run({ tbtMs: 252, tbtBeforePaintMs: Number.NaN, cpuSlowdown: 10.5 })] },
      ],
      targets,
      { cpuSlowdown: 'per-run' },
    );
    expect(table.split('\n')).toEqual([
      '| page | Performance | Accessibility | Best Practices | SEO | FCP | LCP | TBT (min–max) | of it, before / after first paint | CLS | benchmarkIndex | CPU slowdown | runs |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
      '| search en-us | 90 ✗ | 100 | 100 | 100 | 1.00 s | 1.50 s | 881 ms ✗ (757–888) | 337 / 551 ms | 0.001 | 1,500 | 10.82× (9.97–10.91) | 3 |',
      '| product en-us | 90 ✗ | 100 | 100 | 100 | 1.00 s | 1.50 s | 350 ms ✗ (300–400) | 100 / 300 ms (1 run) | 0.001 | 1,500 | 10.00× (10.00–10.00) | 2 |',
      '| home en-us | 90 ✗ | 100 | 100 | 100 | 1.00 s | 1.50 s | 252 ms ✗ | – | 0.001 | 1,500 | 10.50× | 1 |',
    ]);
  });
});
