/**
 * The rows behind LMS integration tokens (lms-token.ts signs and verifies them): the
 * organisation a token names, and the audit trail of minted tokens.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';

export interface LmsOrganisation {
  orgId: string;
  name: string;
  displayName: string;
  classification: string;
  city: string | null;
  state: string | null;
  country: string;
}

export async function findLmsOrganisation(db: Kysely<DB>, orgId: string): Promise<LmsOrganisation | null> {
  const row = await db
    .selectFrom('organisation')
    .select(['org_id', 'name', 'display_name', 'classification', 'city', 'state', 'country'])
    .where('org_id', '=', orgId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    orgId: row.org_id,
    name: row.name,
    displayName: row.display_name,
    classification: row.classification,
    city: row.city,
    state: row.state,
    country: row.country,
  };
}

/** Records a minted token (audit trail; verification does not depend on it). */
export async function recordLmsToken(
  db: Kysely<DB>,
  claims: { jti: string; org: string; role: 'instructor' | 'student'; iat: number; exp: number },
): Promise<void> {
  await db
    .insertInto('lms_integration_token')
    .values({
      token_id: claims.jti,
      org_id: claims.org,
      role: claims.role,
      issued_at: new Date(claims.iat * 1000),
      expires_at: new Date(claims.exp * 1000),
    })
    .execute();
}
