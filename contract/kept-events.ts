import type { SearchEvent } from './search-events';

/** An event the browser keeps until it is sent: the event, and when it happened (ms since 1970). */
export interface KeptEvent {
  event: Omit<SearchEvent, 'ageMs'>;
  at: number;
}

/**
 * Whether a list read back from the device's storage is kept events (anything else, a value
 * another version wrote or a hand edit, is dropped).
 */
export function isKeptEventList(value: unknown): value is KeptEvent[] {
  return Array.isArray(value) && value.every((k) => typeof k === 'object' && k !== null && typeof k.at === 'number');
}
