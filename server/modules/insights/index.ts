/** What other modules may use of insights: the search events' writer (its type). */
export type { EventWriter } from './event-writer.ts';
