// Search insights, route /insights, for admins only: anyone else (signed out too)
// gets the spec's 403 page, as the API answers 403 (401 signed out). For a period of 7, 30 or
// 90 days: totals, searches per day (a uPlot chart, in this chunk only), top searches with
// click-through rate and mean click position, searches with no results, top opened products,
// filter usage and the field web vitals at p75 per route. Each table downloads as CSV.
import { use, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AppLink } from '../../ui/app-link';
import { useAtomValue } from '../../lib/state/app-jotai';
import { apiGet, ApiError } from '../../lib/api/api-client';
import { signedInUserAtom, sessionAtom, readStoredSession } from '../../lib/session/session-store';
import { useDocumentTitle } from '../../lib/hooks/use-document-title';
import { ForbiddenMessage } from '../../ui/not-found-message';
import { useHydrated } from '../../lib/hooks/use-hydrated';
import { perDaySeries } from '../../domain/insights/insights-per-day';
import { isAdminUser } from '../../domain/session/user';
import { INSIGHT_PERIODS, type InsightPeriod } from '../../../contract/search-events';
import type { InsightsAnswer } from '../../../contract/wire';
import { insightsText as t, insightsTextPending } from './insights-messages';
import { InsightsTable } from './insights-table';
import { SearchesChart } from './searches-chart';
import './insights.css';

const percent = (x: number) => t.percent(x);
const decimal = (x: number | null) => (x === null ? '–' : t.decimal(x));
const count = (x: number) => t.count(x);

export default function InsightsPage() {
  // The page's language first (the route's fallback shows meanwhile).
  if (insightsTextPending) use(insightsTextPending);
  useDocumentTitle(`${t.title} - Exchange`);
  const user = useAtomValue(signedInUserAtom);
  const session = useAtomValue(sessionAtom);
  // Not known while React takes over a page the server drew for nobody (its first render draws
  // what the server drew), nor while a stored session loads or waits to start (main.tsx).
  const pending = !useHydrated() || (session.status !== 'success' && readStoredSession() !== null);
  const admin = user !== null && isAdminUser(user);
  const [days, setDays] = useState<InsightPeriod>(7);
  const query = useQuery({
    queryKey: ['insights', days, user?.id ?? null],
    queryFn: ({ signal }) => apiGet<InsightsAnswer>('/api/insights', { query: { days }, signal }),
    enabled: admin,
    retry: false,
    staleTime: 0,
  });

  if (!admin && pending) return <p className="page">{t.loading}</p>;
  if (!admin || (query.error instanceof ApiError && (query.error.status === 403 || query.error.status === 401)))
    return <ForbiddenMessage />;
  const data = query.data;

  return (
    <div className="page insights">
      <div className="insights__head">
        <div>
          <h1 className="page__title">{t.title}</h1>
          <p className="insights__intro">{t.intro}</p>
          <p className="insights__intro">
            <AppLink to="/insights/learning">{t.learning}</AppLink>
          </p>
          <p className="insights__intro">
            <AppLink to="/insights/imports">{t.imports}</AppLink>
          </p>
        </div>
        <div className="insights__period" role="group" aria-label={t.period}>
          {INSIGHT_PERIODS.map((n) => (
            <button
              key={n}
              type="button"
              className="insights__period-button"
              aria-pressed={days === n}
              onClick={() => setDays(n)}
            >
              {t.days(n)}
            </button>
          ))}
        </div>
      </div>
      {!data ? (
        query.isError ? (
          <div className="notice" role="alert">
            <p>{t.error}</p>
            <button type="button" className="button button--secondary" onClick={() => void query.refetch()}>
              {t.retry}
            </button>
          </div>
        ) : (
          <p role="status">{t.loading}</p>
        )
      ) : (
        <InsightsBody data={data} />
      )}
    </div>
  );
}

function InsightsBody({ data }: { data: InsightsAnswer }) {
  return (
    <>
      <dl className="insights-totals">
        {(Object.keys(t.totals) as (keyof InsightsAnswer['totals'])[]).map((key) => (
          <div key={key} className="insights-totals__item">
            <dt>{t.totals[key]}</dt>
            <dd>{count(data.totals[key])}</dd>
          </div>
        ))}
      </dl>

      <PerDayCard data={data} />
      <InsightsGrid data={data} />
    </>
  );
}

/** A CSV download's name: what it holds and the period. */
const csvName = (data: InsightsAnswer, name: string) => `insights-${name}-${data.from}-to-${data.to}.csv`;

/** Searches per day: the chart (today's partial day told apart), and the same as a table. */
function PerDayCard({ data }: { data: InsightsAnswer }) {
  const perDay = useMemo(
    () => perDaySeries(data.from, data.to, data.perDay, new Date().toISOString().slice(0, 10)),
    [data],
  );
  const series = perDay.chart;
  // Read at render, in the page's language; the same object while the page lives (the chart's
  // effect depends on it).
  const chartLabels = useMemo(
    () => ({ day: t.columns.day, searches: t.totals.searches, zero: t.totals.zeroResultSearches, tick: t.chartDay }),
    [],
  );
  const perDayRows = perDay.rows.map((r) => ({
    day: r.day,
    label: r.partial ? t.partialDay(r.day) : r.day,
    searches: r.searches,
    zero: r.zeroResultSearches,
  }));
  return (
    <section className="insights-card insights-card--wide" aria-labelledby="insights-per-day">
      <h2 id="insights-per-day" className="insights-card__title">
        {t.perDay}
      </h2>
      <figure className="insights-chart">
        <div aria-hidden="true">
          <SearchesChart data={series} labels={chartLabels} />
        </div>
        <figcaption className="visually-hidden">{t.chartLabel(data.totals.searches, data.days)}</figcaption>
        {perDay.today && (
          <p className="insights-chart__partial">
            {t.todaySoFar(perDay.today.searches, perDay.today.zeroResultSearches)}
          </p>
        )}
      </figure>
      <details className="insights-card__details">
        <summary>{t.perDayAsTable}</summary>
        <InsightsTable
          title={t.perDay}
          fileName={csvName(data, 'searches-per-day')}
          rows={perDayRows}
          rowKey={(r) => r.day}
          columns={[
            { label: t.columns.day, render: (r) => r.label, csv: (r) => r.day },
            { label: t.columns.searches, render: (r) => count(r.searches), csv: (r) => r.searches, numeric: true },
            { label: t.columns.zero, render: (r) => count(r.zero), csv: (r) => r.zero, numeric: true },
          ]}
        />
      </details>
    </section>
  );
}

/** The top searches, searches with no results, top products, filter usage and web vitals. */
function InsightsGrid({ data }: { data: InsightsAnswer }) {
  return (
    <div className="insights-grid">
      <InsightsTable
        title={t.topSearches}
        fileName={csvName(data, 'top-searches')}
        rows={data.topSearches}
        rowKey={(r) => r.query}
        columns={[
          { label: t.columns.query, render: (r) => r.query, csv: (r) => r.query },
          { label: t.columns.searches, render: (r) => count(r.searches), csv: (r) => r.searches, numeric: true },
          { label: t.columns.clickThrough, render: (r) => percent(r.ctr), csv: (r) => r.ctr, numeric: true },
          {
            label: t.columns.meanPosition,
            render: (r) => decimal(r.meanPosition),
            csv: (r) => r.meanPosition,
            numeric: true,
          },
        ]}
      />
      <InsightsTable
        title={t.zeroResults}
        hint={t.zeroResultsHint}
        fileName={csvName(data, 'no-results')}
        rows={data.zeroResultSearches}
        rowKey={(r) => r.query}
        columns={[
          { label: t.columns.query, render: (r) => r.query, csv: (r) => r.query },
          { label: t.columns.searches, render: (r) => count(r.searches), csv: (r) => r.searches, numeric: true },
        ]}
      />
      <InsightsTable
        title={t.topProducts}
        fileName={csvName(data, 'top-products')}
        rows={data.topProducts}
        rowKey={(r) => r.productId}
        columns={[
          {
            label: t.columns.product,
            render: (r) => (
              <AppLink to={`/products/${encodeURIComponent(r.productId)}`}>{r.name ?? r.productId}</AppLink>
            ),
            csv: (r) => r.name,
          },
          { label: t.columns.productId, render: (r) => r.productId, csv: (r) => r.productId, wideOnly: true },
          { label: t.columns.views, render: (r) => count(r.views), csv: (r) => r.views, numeric: true },
          { label: t.columns.clicks, render: (r) => count(r.clicks), csv: (r) => r.clicks, numeric: true },
        ]}
      />
      <InsightsTable
        title={t.facets}
        fileName={csvName(data, 'filter-usage')}
        rows={data.facets}
        rowKey={(r) => `${r.facet}\n${r.value}`}
        columns={[
          { label: t.columns.facet, render: (r) => r.facet, csv: (r) => r.facet },
          { label: t.columns.value, render: (r) => r.value, csv: (r) => r.value },
          { label: t.columns.clicks, render: (r) => count(r.clicks), csv: (r) => r.clicks, numeric: true },
        ]}
      />
      <InsightsTable
        title={t.webVitals}
        fileName={csvName(data, 'web-vitals')}
        rows={data.webVitals}
        rowKey={(r) => `${r.route}\n${r.name}`}
        columns={[
          { label: t.columns.route, render: (r) => r.route, csv: (r) => r.route },
          { label: t.columns.metric, render: (r) => r.name, csv: (r) => r.name },
          {
            label: t.columns.p75,
            render: (r) => (r.name === 'CLS' ? decimal(r.p75) : t.milliseconds(r.p75)),
            csv: (r) => r.p75,
            numeric: true,
          },
          { label: t.columns.samples, render: (r) => count(r.samples), csv: (r) => r.samples, numeric: true },
        ]}
      />
    </div>
  );
}
