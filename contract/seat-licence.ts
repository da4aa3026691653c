// When a K-12 seat licence is active (spec §2 'License activated', §3 licences): one definition
// for the licence route, the search's licensed sort and items (in SQL: server/db/
// seat-licence-sql.ts, checked against this on the same cases) and the demo accounts.
//
// A licence's dates are calendar dates with no time zone. "Today" is the UTC date, taken by the
// server for every caller: the database's own current_date followed the session's time zone and
// could disagree with the server near midnight.

/** The day a licence is judged on: the UTC calendar date of `now`, as YYYY-MM-DD. */
export function licenceToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export interface LicencePeriod {
  status: string;
  /** YYYY-MM-DD, the first day it counts. */
  startsOn: string;
  /** YYYY-MM-DD, the last day it counts. */
  endsOn: string;
}

/** Active on `today` (YYYY-MM-DD): status 'active' and today within its first and last day. */
export function isLicenceActive(licence: LicencePeriod, today: string): boolean {
  return licence.status === 'active' && licence.startsOn <= today && today <= licence.endsOn;
}
