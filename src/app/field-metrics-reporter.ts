// Loaded by field-metrics.ts only with analytics consent. Collects the Core Web Vitals of this
// page load with web-vitals (the library the metrics are defined by) and sends them when the
// page is hidden or left, in one beacon; a metric reported again (CLS, INP grow) replaces its
// earlier value. The route is the landing page's route pattern, never the address.
import { routerLocation } from '../lib/locale/locale';
import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { METRICS_PER_REPORT_MAX, type MetricReport, type MetricName } from '../../contract/field-metrics';
import { apiUrl } from '../lib/api/api-client';

/** The route table's pattern for a path (src/app/routes.tsx). */
export function routeOf(pathname: string): string {
  if (pathname === '/' || pathname === '') return '/';
  if (/^\/products\/[^/]+(\/[^/]+)?\/?$/.test(pathname)) return '/products/:id';
  const known = ['/search', '/getstarted', '/redeemcode', '/signin', '/insights'];
  const path = pathname.replace(/\/$/, '');
  return known.includes(path) ? path : '*';
}

export function reportWebVitals(allowed: () => boolean): void {
  const route = routeOf(routerLocation(window.location).pathname);
  const pending = new Map<string, MetricReport>();

  const record = (metric: Metric) => {
    if (metric.name === 'FCP') return;
    const value = Math.max(0, metric.value);
    pending.set(metric.id, { name: metric.name as MetricName, value, rating: metric.rating, route });
  };

  const flush = () => {
    if (pending.size === 0) return;
    const metrics = [...pending.values()].slice(0, METRICS_PER_REPORT_MAX);
    pending.clear();
    if (!allowed()) return; // consent withdrawn since: drop them
    const body = JSON.stringify({ metrics });
    const url = apiUrl('/api/metrics');
    const sent = navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' }));
    if (!sent) {
      void fetch(url, { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'application/json' } }).catch(
        () => undefined,
      );
    }
  };

  onLCP(record);
  onINP(record);
  onCLS(record);
  onTTFB(record);
  // web-vitals reports LCP, CLS and INP when the page is hidden; its listeners were added first,
  // so by the time this one runs the figures are in `pending`.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
}
