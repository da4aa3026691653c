/** SQL of ONIX daily updates: the last message applied per sender, and deletions (NotificationType 05). */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/types.ts';

/** The last message applied from `sender`, locked until the transaction ends (two imports of one sender queue). */
export async function lastAppliedMessage(trx: Transaction<DB>, sender: string) {
  return trx
    .selectFrom('onix_sender')
    .select(['sent_at', 'sent_date_time'])
    .where('sender', '=', sender)
    .forUpdate()
    .executeTakeFirst();
}

/** Without a lock, for the check before an import starts. */
export async function peekLastAppliedMessage(db: Kysely<DB>, sender: string) {
  return db
    .selectFrom('onix_sender')
    .select(['sent_at', 'sent_date_time'])
    .where('sender', '=', sender)
    .executeTakeFirst();
}

export async function recordAppliedMessage(
  trx: Transaction<DB>,
  sender: string,
  sentAt: Date,
  sentDateTime: string,
): Promise<void> {
  await trx
    .insertInto('onix_sender')
    .values({ sender, sent_at: sentAt, sent_date_time: sentDateTime })
    .onConflict((oc) =>
      oc.column('sender').doUpdateSet({ sent_at: sentAt, sent_date_time: sentDateTime, applied_at: new Date() }),
    )
    .execute();
}

const DELETE_CHUNK = 10_000;

/**
 * Deletes products (their authors, subjects, offers, links and search documents go with them by
 * the schema's cascades); returns the ids that existed.
 */
export async function deleteProducts(trx: Transaction<DB>, ids: readonly string[]): Promise<string[]> {
  const deleted: string[] = [];
  // In chunks, each one array parameter: a feed may delete more products than a statement takes
  // parameters (65,535).
  for (let i = 0; i < ids.length; i += DELETE_CHUNK) {
    const rows = await trx
      .deleteFrom('product')
      .where('product_id', '=', sql<string>`any(${ids.slice(i, i + DELETE_CHUNK)}::text[])`)
      .returning('product_id')
      .execute();
    for (const r of rows) deleted.push(r.product_id);
  }
  return deleted;
}
