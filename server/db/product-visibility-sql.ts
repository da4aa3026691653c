/**
 * contract/product-visibility.ts's opensFor as SQL over an owner column (a product's org_id),
 * for the same organisations (tests/server/catalogue/product-visibility-rule.test.ts runs both
 * on the same cases).
 */
import { sql, type RawBuilder } from 'kysely';

export function opensForSql(owner: RawBuilder<unknown>, organisations: readonly string[]): RawBuilder<boolean> {
  return sql<boolean>`(${owner} is null or ${owner} = any(${[...organisations]}::text[]))`;
}
