// Searches per day as a chart, drawn with uPlot (small, canvas, no dependencies), which loads
// with this screen's chunk only. The same figures are in the table below it (screen readers
// and keyboards get the table; the canvas is hidden from them).
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

const HEIGHT = 220;

function cssColor(name: string, fallback: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

export function SearchesChart({
  data,
  labels,
}: {
  data: [number[], number[], number[]];
  labels: { day: string; searches: string; zero: string; tick: (date: Date) => string };
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const text = cssColor('--color-text', '#222');
    const grid = cssColor('--color-border', '#ddd');
    const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
    const plot = new uPlot(
      {
        width: Math.max(280, el.clientWidth),
        height: HEIGHT,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
        cursor: { drag: { x: false, y: false } },
        // Not live: a live legend shows the value under the cursor, '--' when there is none;
        // this one names the series (the figures are in the table).
        legend: { show: true, live: false },
        scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(1, max * 1.1)] } },
        axes: [
          {
            ...axis,
            // One tick per day at most (never hours), as 'Nov 18' (in the page's language).
            incrs: [86_400, 2 * 86_400, 7 * 86_400, 14 * 86_400, 28 * 86_400],
            values: (_u, splits) => splits.map((s) => labels.tick(new Date(s * 1000))),
          },
          { ...axis, size: 50 },
        ],
        series: [
          { label: labels.day },
          {
            label: labels.searches,
            stroke: cssColor('--color-accent', '#1f6feb'),
            width: 2,
            fill: 'rgba(31,111,235,0.08)',
          },
          { label: labels.zero, stroke: cssColor('--color-danger', '#c62828'), width: 2, dash: [6, 4] },
        ],
      },
      data,
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(280, el.clientWidth), height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [data, labels]);
  return <div ref={box} className="searches-chart" />;
}
