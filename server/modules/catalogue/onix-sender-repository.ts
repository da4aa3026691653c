/** SQL of ONIX daily updates: the last message applied per sender, and deletions (NotificationType 05). */
import type { Kysely, Transaction } from 'kysely';
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

/**
 * Deletes products (their authors, subjects, offers, links and search documents go with them by
 * the schema's cascades); returns the ids that existed.
 */
export async function deleteProducts(trx: Transaction<DB>, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await trx
    .deleteFrom('product')
    .where('product_id', 'in', [...ids])
    .returning('product_id')
    .execute();
  return rows.map((r) => r.product_id);
}
