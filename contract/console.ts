/**
 * Where the dev environment's console lives: the stand-in console our own server
 * serves under /console on the site's own origin. One rule for both sides, so the invitation
 * links the stand-in console prints and the get-started page's check (spec §5: a link must
 * contain `{console base URL}/enrollment/`) always agree, whichever address the site is
 * opened at (localhost, 127.0.0.1, a LAN name).
 */
export const STAND_IN_CONSOLE_PATH = '/console';

/** The stand-in console's base URL for a site at `origin` (scheme, host and port). */
export function standInConsoleBase(origin: string): string {
  return `${origin.replace(/\/+$/, '')}${STAND_IN_CONSOLE_PATH}`;
}
