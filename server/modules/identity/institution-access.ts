/**
 * Who may see what an organisation gets (identity issue, "Offers by access"): a caller sees
 * an organisation's offers, available-to-buy offers and licences only when they belong to it,
 * or when it is the organisation of their LMS integration token; anyone else gets 403.
 */
import type { FastifyRequest } from 'fastify';
import { badRequest, forbidden } from '../../lib/errors.ts';
import { callerOf, lmsTokenOf, type Caller } from './auth.ts';
import { isMemberOf } from './user-repository.ts';
import type { VerifiedLmsToken } from './lms-token.ts';

const ORG_ID = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$/;
const COUNTRY = /^[A-Z]{2}$/;

export interface InstitutionParam {
  orgId: string | null;
  country: string | null;
}

/**
 * spec §7 `institution` "orgId|COUNTRY": `ORG|US`, `ORG`, `|US`, or `US` (a lone value of
 * two capital letters is a country). Throws 400 naming `institution` when malformed.
 */
export function parseInstitution(value: string | undefined): InstitutionParam {
  const raw = (value ?? '').trim();
  if (raw === '' || raw === '|') return { orgId: null, country: null };
  const [first = '', second, ...rest] = raw.split('|');
  const invalid = () =>
    badRequest('institution', 'institution must look like ORG|COUNTRY, ORG or COUNTRY (e.g. ORG-1|US or US)');
  if (rest.length > 0) throw invalid();
  if (second === undefined && COUNTRY.test(first)) return { orgId: null, country: first };
  const orgId = first === '' ? null : first;
  const country = second === undefined || second === '' ? null : second.toUpperCase();
  if (orgId !== null && !ORG_ID.test(orgId)) throw invalid();
  if (country !== null && !COUNTRY.test(country)) throw invalid();
  return { orgId, country };
}

export interface InstitutionAccess {
  caller: Caller | null;
  lms: VerifiedLmsToken | null;
  /** The organisation the caller may act for (checked), or null for none. */
  orgId: string | null;
  /** The country asked for, if any. */
  country: string | null;
  /** Anonymous callers (no session, no LMS token) see no prices (spec §6). */
  priced: boolean;
}

/**
 * Resolves `institution` and `token` for a request whose session was resolved by the
 * auth hook (plugins/auth.ts). Without an organisation in `institution`, the LMS organisation is
 * used (spec §7: with a token, institution is empty).
 */
export async function institutionAccess(
  request: FastifyRequest,
  query: { institution?: string | undefined; token?: string | undefined },
): Promise<InstitutionAccess> {
  const caller = callerOf(request);
  const lms = await lmsTokenOf(request, query.token);
  const parsed = parseInstitution(query.institution);
  const orgId = parsed.orgId ?? lms?.claims.org ?? null;
  if (orgId !== null) {
    const viaLms = lms?.claims.org === orgId;
    const member = !viaLms && caller !== null && (await isMemberOf(request.server.database.db, caller.userId, orgId));
    if (!viaLms && !member) {
      throw forbidden(
        caller || lms
          ? `You do not belong to the organisation ${orgId}: its offers are not available to you.`
          : `Sign in to see the offers of the organisation ${orgId}.`,
      );
    }
  }
  return { caller, lms, orgId, country: parsed.country, priced: caller !== null || lms !== null };
}
