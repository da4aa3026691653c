// Field metrics: once the visitor allows analytics (consent group C0002, now or
// later in the session), the reporter loads — web-vitals and all, in its own chunk, never in the
// entry — and sends the page's LCP, INP, CLS and TTFB to POST /api/metrics.
import { appStore } from '../lib/state/app-jotai';
import { performanceConsentAtom } from '../lib/analytics/consent';

type Store = typeof appStore;

export function startFieldMetrics(store: Store = appStore): void {
  let started = false;
  const start = () => {
    if (started || !store.get(performanceConsentAtom)) return;
    started = true;
    unsubscribe();
    void import('./field-metrics-reporter')
      .then((m) => m.reportWebVitals(() => store.get(performanceConsentAtom)))
      .catch(() => undefined); // offline without the chunk: no figures, nothing breaks
  };
  const unsubscribe = store.sub(performanceConsentAtom, start);
  start();
}
