// A random id for one visit (search learning: which searches followed one another), kept in
// this tab's sessionStorage and renewed after 30 idle minutes: never per person, never shared
// between tabs, gone when the tab closes. Only analytics events (sent with consent) carry it.
const KEY = 'exchange.visit';
export const VISIT_IDLE_MS = 30 * 60_000;

function newVisitId(): string {
  return Math.random().toString(36).slice(2, 12).padEnd(8, '0');
}

/** The current visit's id, renewed when the last event is older than VISIT_IDLE_MS. */
export function visitIdAt(now: number): string {
  let stored: { id: string; last: number } | null = null;
  try {
    stored = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null') as { id: string; last: number } | null;
  } catch {
    stored = null;
  }
  const id = stored && typeof stored.id === 'string' && now - stored.last < VISIT_IDLE_MS ? stored.id : newVisitId();
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ id, last: now }));
  } catch {
    // storage blocked: each event its own visit, which only weakens the evidence
  }
  return id;
}

/** Consent withdrawn: the visit is forgotten with the queue. */
export function forgetVisit(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}
