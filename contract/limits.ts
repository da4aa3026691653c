/**
 * spec §9 "Business constants and limits" other than the search ones (search-options.ts,
 * search-text.ts): text cuts, timings and counts. Written once here; the client's rules and
 * the server's defaults import them. Breakpoints (992, 600, 470 px) live in the CSS media
 * queries and in src/lib/hooks/use-media-query.ts, the one place script reads them.
 */

/** Suggestions: title cut at 50 characters plus ellipsis; author names at 55. */
export const SUGGESTION_TITLE_MAX = 50;
export const SUGGESTION_AUTHORS_MAX = 55;
/** Result cards: authors cut at 45 characters (grid), description at 145. */
export const CARD_AUTHORS_MAX = 45;
export const CARD_DESCRIPTION_MAX = 145;
/** Institution name: 12 characters plus ellipsis in the picker (9 below 600 px in the LMS flow), 20 elsewhere. */
export const INSTITUTION_PICKER_MAX = 12;
export const INSTITUTION_PICKER_LMS_NARROW_MAX = 9;
export const INSTITUTION_NAME_MAX = 20;

/** Related products (alternate formats): at most 4. */
export const MAX_RELATED_PRODUCTS = 4;

/** Focus moves to the results heading after 1200 ms. */
export const FOCUS_DELAY_MS = 1200;
/** The user is asked for again after 3000 ms (LMS arrival). */
export const USER_RETRY_DELAY_MS = 3000;
/** The page reloads 2000 ms after sign-in. */
export const LOGIN_RELOAD_DELAY_MS = 2000;
/** The consent listener looks for the consent tool every 100 ms. */
export const CONSENT_LISTENER_MS = 100;
/** Session idle timeout 1800 s; validity tolerance 10 s. */
export const SESSION_IDLE_SECONDS = 1800;
export const SESSION_TOLERANCE_SECONDS = 10;
/** The scroll-to-top button appears past 300 px. */
export const SCROLL_TO_TOP_THRESHOLD_PX = 300;
/** Copyright start year. */
export const COPYRIGHT_START_YEAR = 1996;

/**
 * Product detail (spec §9 "Other length constants (product author line, description, features,
 * table of contents): values not shown"): ours. The summary's author line is cut at 120
 * characters plus ellipsis (the full list is in its title and, with biographies, in the
 * Author(s) tab); long tab texts collapse past 600 characters behind 'Show more' (the spec's
 * search configuration repeats 600, meaning not shown; we use it here); the contents tree opens
 * its first 2 levels.
 */
export const PRODUCT_AUTHORS_MAX = 120;
export const COLLAPSIBLE_TEXT_MAX = 600;
