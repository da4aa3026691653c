// A random id for one visit (search learning: which searches followed one another), kept in
// this tab's sessionStorage and renewed after 30 idle minutes: never per person, never shared
// between tabs, gone when the tab closes. Only analytics events (sent with consent) carry it.
const KEY = 'exchange.visit';
export const VISIT_IDLE_MS = 30 * 60_000;

/** The current visit's id ("id last-event-time"), renewed when the last event is older than VISIT_IDLE_MS. */
export function visitIdAt(now: number): string {
  let id = '';
  try {
    const [stored, last] = (sessionStorage.getItem(KEY) ?? '').split(' ');
    if (stored && now - Number(last) < VISIT_IDLE_MS) id = stored;
    id ||= Math.random().toString(36).slice(2, 12).padEnd(8, '0');
    sessionStorage.setItem(KEY, `${id} ${now}`);
  } catch {
    // storage blocked: each event its own visit, which only weakens the evidence
    id ||= Math.random().toString(36).slice(2, 12).padEnd(8, '0');
  }
  return id;
}

/** Consent withdrawn: the visit is forgotten with the queue. */
export function forgetVisit(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}
