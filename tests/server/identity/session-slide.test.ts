/**
 * The idle window of a session (spec §9: 1800 s, tolerance 10 s) slides on use, written at
 * most every half tolerance (session-store.ts): a session used within 5 s of its last write
 * is not written again, yet lives at least until the expiry it was told (now + idle).
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../support/test-db.ts';
import { useTestDatabase } from '../../support/test-app.ts';
import { insertIdentityFixtures } from './fixtures.ts';
import { createSession, touchSession } from '../../../server/modules/identity/session-repository.ts';

const timing = { idleSeconds: 1800, toleranceSeconds: 10 };
const at = (t0: Date, seconds: number) => new Date(t0.getTime() + seconds * 1000);

describe.each(databaseKinds)('session idle window on %s', (kind) => {
  const t = useTestDatabase(kind, false);
  let userId: string;
  beforeAll(async () => {
    await insertIdentityFixtures(t.database.db);
    const { rows } = await sql<{ user_id: string }>`select user_id from app_user order by user_id limit 1`.execute(
      t.database.db,
    );
    userId = rows[0]!.user_id;
  });

  const lastSeen = async () =>
    (await sql<{ last_seen_at: Date }>`select last_seen_at from user_session`.execute(t.database.db)).rows.map((r) =>
      new Date(r.last_seen_at).getTime(),
    );

  it('writes the slide at most every half tolerance, and keeps the promised expiry', async () => {
    const db = t.database.db;
    await sql`delete from user_session`.execute(db);
    const t0 = new Date('2030-01-01T00:00:00Z');
    const { token } = await createSession(db, userId, timing, t0);

    // 3 s later: live, told now + idle, but not written (within 5 s of the last write).
    const soon = await touchSession(db, token, timing, at(t0, 3));
    expect(soon).toEqual({ userId, expiresAt: at(t0, 3 + 1800) });
    expect(await lastSeen()).toEqual([t0.getTime()]);
    // Still live at the expiry it was told, though the row says t0.
    expect(await touchSession(db, token, timing, at(t0, 3 + 1800))).not.toBeNull();
    // That use was more than 5 s after the write: written.
    expect(await lastSeen()).toEqual([at(t0, 1803).getTime()]);

    // 6 s after a write: written again.
    await touchSession(db, token, timing, at(t0, 1809));
    expect(await lastSeen()).toEqual([at(t0, 1809).getTime()]);
  });

  it('ends a session unused past idle + tolerance, and a revoked one', async () => {
    const db = t.database.db;
    const t0 = new Date('2030-02-01T00:00:00Z');
    const { token } = await createSession(db, userId, timing, t0);
    expect(await touchSession(db, token, timing, at(t0, 1800 + 10))).not.toBeNull();
    expect(await touchSession(db, token, timing, at(t0, 1810 + 1811))).toBeNull();
    const other = await createSession(db, userId, timing, t0);
    await sql`update user_session set revoked_at = ${t0} where token_hash <> ''`.execute(db);
    expect(await touchSession(db, other.token, timing, at(t0, 1))).toBeNull();
  });
});
