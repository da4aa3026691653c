// "The seat licence is active" is one rule (contract/seat-licence.ts) that the server also needs
// in SQL (server/db/seat-licence-sql.ts, for the search's licensed sort and items). Both run here
// on the same cases, against expectations written by hand, on each database kind.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { isLicenceActive, licenceToday, type LicencePeriod } from '../../../contract/seat-licence.ts';
import { licenceActiveSql } from '../../../server/db/seat-licence-sql.ts';
import { databaseKinds } from '../../support/test-db.ts';
import { useTestDatabase } from '../../support/test-app.ts';

const TODAY = '2028-02-29';

/** Each case with the answer a person reading the licence would give. */
const CASES: Array<[string, LicencePeriod, boolean]> = [
  ['within its dates', { status: 'active', startsOn: '2027-07-01', endsOn: '2030-06-30' }, true],
  ['starting today', { status: 'active', startsOn: TODAY, endsOn: '2028-06-30' }, true],
  ['ending today (its last day counts)', { status: 'active', startsOn: '2027-07-01', endsOn: TODAY }, true],
  ['one day: today', { status: 'active', startsOn: TODAY, endsOn: TODAY }, true],
  ['starting tomorrow', { status: 'active', startsOn: '2028-03-01', endsOn: '2029-02-28' }, false],
  ['ended yesterday', { status: 'active', startsOn: '2027-02-28', endsOn: '2028-02-28' }, false],
  ['expired, though within its dates', { status: 'expired', startsOn: '2027-07-01', endsOn: '2030-06-30' }, false],
  ['pending, though within its dates', { status: 'pending', startsOn: '2027-07-01', endsOn: '2030-06-30' }, false],
];

describe('licenceToday: the UTC calendar date', () => {
  it('is the UTC date, whatever the local zone says', () => {
    expect(licenceToday(new Date('2028-02-28T23:30:00-05:00'))).toBe('2028-02-29');
    expect(licenceToday(new Date('2028-03-01T00:30:00+02:00'))).toBe('2028-02-29');
    expect(licenceToday(new Date('2028-02-29T00:00:00Z'))).toBe('2028-02-29');
  });
});

describe('isLicenceActive', () => {
  it.each(CASES)('%s', (_name, licence, active) => {
    expect(isLicenceActive(licence, TODAY)).toBe(active);
  });
});

describe.each(databaseKinds)('licenceActiveSql on %s agrees case by case', (kind) => {
  const test = useTestDatabase(kind, false);

  it('the same answer as isLicenceActive, and as written by hand', async () => {
    const rows = sql.join(
      CASES.map(([name, l]) => sql`(${name}, ${l.status}, ${l.startsOn}::date, ${l.endsOn}::date)`),
    );
    const { rows: answers } = await sql<{ name: string; active: boolean }>`
      select l.name, ${licenceActiveSql('l', TODAY)} as active
      from (values ${rows}) as l(name, status, starts_on, ends_on)`.execute(test.database.db);
    const byName = new Map(answers.map((r) => [r.name, r.active]));
    for (const [name, licence, active] of CASES) {
      expect(byName.get(name), name).toBe(active);
      expect(byName.get(name), name).toBe(isLicenceActive(licence, TODAY));
    }
  });
});
