// Who sees an institution's own product is one rule (contract/product-visibility.ts) that the
// server also needs in SQL (server/db/product-visibility-sql.ts: the search's lists, counts and
// suggestions, and related products). Both run here on the same cases, against answers written
// by hand, on each database kind.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { listedTo, opensFor } from '../../../contract/product-visibility.ts';
import { opensForSql } from '../../../server/db/product-visibility-sql.ts';
import { databaseKinds } from '../../support/test-db.ts';
import { useTestDatabase } from '../../support/test-app.ts';

interface Case {
  name: string;
  owner: string | null;
  /** The caller's organisations; null: anonymous. */
  organisations: string[] | null;
  opens: boolean;
  listed: boolean;
}

const CASES: Case[] = [
  { name: 'a public product, anonymous', owner: null, organisations: null, opens: true, listed: true },
  { name: 'a public product, signed in without organisations', owner: null, organisations: [], opens: true, listed: true },
  { name: "an institution's product, anonymous: listed, asks to sign in", owner: 'ORG-A', organisations: null, opens: false, listed: true },
  { name: "an institution's product, its member", owner: 'ORG-A', organisations: ['ORG-A'], opens: true, listed: true },
  { name: "an institution's product, a member of another", owner: 'ORG-A', organisations: ['ORG-B'], opens: false, listed: false },
  { name: "an institution's product, a member of both", owner: 'ORG-A', organisations: ['ORG-B', 'ORG-A'], opens: true, listed: true },
  { name: "an institution's product, signed in without organisations", owner: 'ORG-A', organisations: [], opens: false, listed: false },
  { name: 'organisation ids are exact', owner: 'ORG-A', organisations: ['org-a', 'ORG-A2'], opens: false, listed: false },
];

describe('opensFor and listedTo', () => {
  it.each(CASES)('$name', ({ owner, organisations, opens, listed }) => {
    expect(opensFor(owner, organisations ?? [])).toBe(opens);
    expect(listedTo(owner, organisations)).toBe(listed);
  });
});

describe.each(databaseKinds)('opensForSql on %s agrees case by case', (kind) => {
  const test = useTestDatabase(kind, false);

  it('the same answer as opensFor, and as written by hand', async () => {
    for (const { name, owner, organisations, opens } of CASES) {
      const { rows } = await sql<{ opens: boolean }>`
        select ${opensForSql(sql.ref('p.org_id'), organisations ?? [])} as opens
        from (values (${owner}::text)) as p(org_id)`.execute(test.database.db);
      expect(rows[0]!.opens, name).toBe(opens);
      expect(rows[0]!.opens, name).toBe(opensFor(owner, organisations ?? []));
    }
  });
});
