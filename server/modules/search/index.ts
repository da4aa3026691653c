/** What other modules may use of search: the typo distance (learning's synonym mining). */
export { typoDistance } from './typo.ts';
