// Analytics events (spec §7: clicks and facet clicks), sent only with consent for group
// C0002. No vendor script yet: events go to a dataLayer array a tag manager can pick up.
import { hasPerformanceConsent } from './consent';

type AnalyticsEvent = { event: string } & Record<string, string | number | boolean | undefined>;

declare global {
  interface Window {
    dataLayer?: AnalyticsEvent[];
  }
}

export function trackEvent(event: AnalyticsEvent): boolean {
  if (!hasPerformanceConsent()) return false;
  (window.dataLayer ??= []).push(event);
  return true;
}
