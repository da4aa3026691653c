/**
 * contract/seat-licence.ts's isLicenceActive as SQL over a seat_license row aliased `alias`,
 * for the same `today` (tests/server/catalogue/seat-licence.test.ts runs both on the same cases).
 */
import { sql, type RawBuilder } from 'kysely';

export function licenceActiveSql(alias: string, today: string): RawBuilder<boolean> {
  const c = (column: string) => sql.ref(`${alias}.${column}`);
  return sql<boolean>`(${c('status')} = 'active' and ${today}::date between ${c('starts_on')} and ${c('ends_on')})`;
}
