// Lists of products longer than PostgreSQL takes bind parameters in one statement (65,535): the
// ONIX export of a selection (catalog:export --query), a feed's deletions (05). Both once failed.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { productIdsAfter } from '../../../server/modules/catalogue/onix-export-repository.ts';
import { deleteProducts } from '../../../server/modules/catalogue/onix-sender-repository.ts';
import { useTestDatabase } from '../../support/test-app.ts';

describe('the products an ONIX export of a selection reads', () => {
  const t = useTestDatabase('pglite', { products: 12, seed: 7 });

  it('takes a selection of 70,000 ids, and gives those in the catalogue, in id order, a page at a time', async () => {
    const { rows } = await sql<{ product_id: string }>`select product_id from product order by product_id`.execute(
      t.database.db,
    );
    const [first, second, third] = rows.map((r) => r.product_id);
    // 69,997 ids the catalogue does not hold around three it does, the last listed first.
    const absent = Array.from({ length: 69_997 }, (_, i) => `979${String(i).padStart(10, '0')}`);
    const selection = [third!, ...absent.slice(0, 30_000), first!, ...absent.slice(30_000), second!];
    expect(selection).toHaveLength(70_000);
    expect(await productIdsAfter(t.database.db, '', 2, selection)).toEqual([first, second]);
    expect(await productIdsAfter(t.database.db, second!, 2, selection)).toEqual([third]);
    expect(await productIdsAfter(t.database.db, third!, 2, selection)).toEqual([]);
  });
});

describe("a feed's deletions", () => {
  const t = useTestDatabase('pglite', { products: 12, seed: 7 });

  it('deletes those of 70,000 ids the catalogue holds, and names them', async () => {
    const ids = async () =>
      (
        await sql<{ product_id: string }>`select product_id from product order by product_id`.execute(t.database.db)
      ).rows.map((r) => r.product_id);
    const [first, second, ...rest] = await ids();
    const absent = Array.from({ length: 69_998 }, (_, i) => `979${String(i).padStart(10, '0')}`);
    const deleted = await t.database.db
      .transaction()
      .execute((trx) => deleteProducts(trx, [...absent.slice(0, 50_000), second!, ...absent.slice(50_000), first!]));
    expect(deleted.sort()).toEqual([first, second]);
    expect(await ids()).toEqual(rest);
  });
});
