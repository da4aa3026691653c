// Each batch of an import asks the staging tables which of its ids earlier lines used. That
// lookup must read the tables' indexes, not the whole of each: a scan makes every batch cost
// as much as the lines before it, and a million-line file took over twice as long (the check
// of a batch grew from 43 ms to 195 ms within 300,000 lines; docs/performance.md).
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { databaseKinds } from '../../support/test-db.ts';
import { useTestDatabase } from '../../support/test-app.ts';
import {
  analyzeStagedIds,
  createImportStaging,
  earlierLines,
} from '../../../server/modules/catalogue/catalogue-import-staging-repository.ts';

const STAGED_LINES = 200_000;

describe.each(databaseKinds)('an import batch looking up ids of earlier lines on %s', (kind) => {
  const t = useTestDatabase(kind, false);

  it('reads the staging indexes once the staged ids have statistics', async () => {
    await t.database.db
      .transaction()
      .execute(async (trx) => {
        await createImportStaging(trx);
        // 200,000 earlier lines (a fifth of a million-line file), each with two offers and a uuid.
        await sql`insert into import_line (line, product_id, ok, bad, has_related, has_toc, has_modules, has_offers, has_available_to_buy)
          select n, 'p-' || n, true, false, false, false, false, true, false from generate_series(1, ${STAGED_LINES}) n`.execute(
          trx,
        );
        await sql`insert into import_offer_id (offer_id, line)
          select 'o-' || n || '-' || k, n from generate_series(1, ${STAGED_LINES}) n, generate_series(1, 2) k`.execute(
          trx,
        );
        await sql`insert into import_uuid (uuid, line) select 'u-' || n, n from generate_series(1, ${STAGED_LINES}) n`.execute(
          trx,
        );
        await analyzeStagedIds(trx);
        const scans = async () => {
          const { rows } = await sql<{ relname: string; seq_scan: string; idx_scan: string }>`
            select relname, seq_scan, idx_scan from pg_stat_xact_all_tables
            where relname in ('import_line', 'import_offer_id', 'import_uuid') order by relname`.execute(trx);
          return rows.map((r) => ({ table: r.relname, seq: Number(r.seq_scan), index: Number(r.idx_scan) }));
        };
        const before = await scans();

        // A batch of 500 lines: 250 ids seen before, 250 new ones.
        const ids = Array.from({ length: 500 }, (_, i) => (i < 250 ? i * 800 + 1 : STAGED_LINES + i));
        const found = await earlierLines(trx, {
          productIds: ids.map((n) => `p-${n}`),
          offerIds: ids.map((n) => `o-${n}-2`),
          uuids: ids.map((n) => `u-${n}`),
        });
        expect(found.product.size).toBe(250);
        expect(found.product.get('p-801')).toBe(801);
        expect(found.offer.get('o-199201-2')).toBe(199201);
        expect(found.uuid.has(`u-${STAGED_LINES + 499}`)).toBe(false);

        // What the lookup itself read: no table scanned whole, each index used.
        const after = await scans();
        const read = after.map((a, i) => ({
          table: a.table,
          seq: a.seq - before[i]!.seq,
          index: a.index > before[i]!.index,
        }));
        expect(read).toEqual([
          { table: 'import_line', seq: 0, index: true },
          { table: 'import_offer_id', seq: 0, index: true },
          { table: 'import_uuid', seq: 0, index: true },
        ]);
        throw new Error('rolled back');
      })
      .catch((error: Error) => {
        if (error.message !== 'rolled back') throw error;
      });
  });
});
