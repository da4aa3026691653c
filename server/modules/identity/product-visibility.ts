/**
 * Which institution-owned products a caller may open (a product with an owning organisation,
 * schema:orgId: an institution's custom editions). The product call answers 401 to an anonymous
 * caller and 403 to a signed-in one outside the organisation (product-routes.ts); every list the
 * server returns follows the same rule, so nobody signed in is offered a product that answers
 * 403 for them (search, facet counts, autocomplete, related products).
 */
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/errors.ts';
import { callerOf, lmsTokenOf } from './auth.ts';
import { listMembershipIds } from './user-repository.ts';

/**
 * null: an anonymous caller (no session, no valid LMS token), who is shown every product and
 * asked to sign in on opening an owned one. Else the organisations whose own products the
 * caller may open: their memberships plus the LMS token's organisation, sorted and distinct
 * (so two callers of the same organisations share cached answers).
 */
export async function openableOwners(request: FastifyRequest, lmsToken: string | undefined): Promise<string[] | null> {
  const caller = callerOf(request);
  let lmsOrg: string | null = null;
  try {
    lmsOrg = (await lmsTokenOf(request, lmsToken))?.claims.org ?? null;
  } catch (error) {
    // A stale or forged token on a shared catalogue read counts as no token (as in search).
    if (!(error instanceof HttpError && error.statusCode === 401)) throw error;
  }
  if (!caller && lmsOrg === null) return null;
  const members = caller ? await listMembershipIds(request.server.database.db, caller.userId) : [];
  return [...new Set([...members, ...(lmsOrg === null ? [] : [lmsOrg])])].sort();
}
