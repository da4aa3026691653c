// Searches per day on the insights page: every day of the period, zeros included, with today's
// day apart. Today is not over: drawn beside finished days it would look like a drop to near
// zero, so the chart shows finished days only and today is shown as "so far". Pure.

export interface DayFigures {
  day: string;
  searches: number;
  zeroResultSearches: number;
}

export interface PerDaySeries {
  /** Finished days, oldest first, as uPlot's columns (x in seconds, UTC midnight). */
  chart: [number[], number[], number[]];
  /** Every day of the period, oldest first, today included. */
  rows: Array<DayFigures & { partial: boolean }>;
  /** Today's figures so far, when today is in the period. */
  today: DayFigures | null;
}

const DAY_MS = 86_400_000;

/** `from`..`to` (YYYY-MM-DD, UTC) from the answer; `today` is the UTC day now. */
export function perDaySeries(from: string, to: string, perDay: readonly DayFigures[], today: string): PerDaySeries {
  const byDay = new Map(perDay.map((d) => [d.day, d]));
  const chart: [number[], number[], number[]] = [[], [], []];
  const rows: PerDaySeries['rows'] = [];
  let todayFigures: DayFigures | null = null;
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS) {
    const day = new Date(t).toISOString().slice(0, 10);
    const figures = {
      day,
      searches: byDay.get(day)?.searches ?? 0,
      zeroResultSearches: byDay.get(day)?.zeroResultSearches ?? 0,
    };
    const partial = day >= today;
    rows.push({ ...figures, partial });
    if (partial) {
      if (day === today) todayFigures = figures;
      continue;
    }
    chart[0].push(t / 1000);
    chart[1].push(figures.searches);
    chart[2].push(figures.zeroResultSearches);
  }
  return { chart, rows, today: todayFigures };
}
