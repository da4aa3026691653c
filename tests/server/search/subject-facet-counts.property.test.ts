/**
 * The count beside a subject (and a platform) in the facets equals the results that clicking it
 * shows, for every role, platform, show-by and text, and the click keeps the text and the other
 * filters. A
 * property over random filter states with the client's own rules (src/domain/search/search-filters.ts
 * for the request and the facet's links, src/domain/search/search-results.ts for which counts the
 * facet shows) against the real API on a real, seeded database, with signed-in callers really
 * signed in (the server leaves out institutions' own products they may not open, in counts and
 * results alike).
 *
 * It once failed on any text: the subject links dropped q, so a text search's 'Botany 15' led
 * to every Botany product (37).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'kysely';
import { databaseKinds } from '../../support/test-db.ts';
import { useTestApp } from '../../support/test-app.ts';
import { authHeaders, signIn, type Session } from '../identity/fixtures.ts';
import {
  ANONYMOUS_VIEWER,
  categoryHref,
  disciplineCountRequest,
  disciplineHref,
  effectiveSelection,
  platformFacetCount,
  platformHref,
  platformOptions,
  readSearchUrl,
  resultAudience,
  searchRequest,
  showByOptions,
  type SearchViewer,
} from '../../../src/domain/search/search-filters.ts';
import { facetSubjectCounts } from '../../../src/domain/search/search-results.ts';
import type { OrganisationRef } from '../../../src/domain/session/organisation.ts';
import type { DisciplineCountResponse } from '../../../contract/wire.ts';

interface Role {
  name: string;
  viewer: SearchViewer;
  organisation: OrganisationRef | null;
  session: Session | null;
}

const signedIn: SearchViewer = { ...ANONYMOUS_VIEWER, signedIn: true };
const instructorViewer: SearchViewer = {
  ...signedIn,
  isInstructor: true,
  hasOrganisations: true,
  betaPermission: true,
  reviewPermission: true,
};

describe.each(databaseKinds)('subject facet counts equal what clicking them shows, on %s', (kind) => {
  const t = useTestApp(kind);
  let roles: Role[];
  let words: string[];
  let categories: string[];

  beforeAll(async () => {
    const db = t.database.db;
    const classification = async (orgId: string) =>
      (
        await sql<{ classification: string }>`select classification from organisation where org_id = ${orgId}`.execute(
          db,
        )
      ).rows[0]!.classification;
    const [student, instructor, k12] = await Promise.all([
      signIn(t.app, 'student@example.edu'),
      signIn(t.app, 'instructor@example.edu'),
      signIn(t.app, 'k12.buyer@example.org'),
    ]);
    const orgOf = async (session: Session) => {
      const user = (await t.app.inject({ method: 'GET', url: '/api/user', headers: authHeaders(session) })).json() as {
        organizations: { organization: { orgId: string } }[];
      };
      const orgId = user.organizations[0]!.organization.orgId;
      return { orgId, classification: await classification(orgId) };
    };
    roles = [
      { name: 'anonymous', viewer: ANONYMOUS_VIEWER, organisation: null, session: null },
      {
        name: 'student',
        viewer: { ...signedIn, hasOrganisations: true },
        organisation: await orgOf(student),
        session: student,
      },
      { name: 'k12_buyer', viewer: instructorViewer, organisation: await orgOf(k12), session: k12 },
      {
        name: 'highered_instructor',
        viewer: { ...instructorViewer, higherEdInstructor: true },
        organisation: await orgOf(instructor),
        session: instructor,
      },
    ];
    // A small set of texts: common title words, and a subject word that also appears in
    // descriptions (so a subject's count with text is far from its count without).
    const { rows } = await sql<{ term: string }>`
      select term from search_term where length(term) >= 4 and term ~ '^[a-z]+$'
      order by documents desc, term limit 4`.execute(db);
    words = rows.map((r) => r.term);
    const cats = await sql<{ subject: string }>`
      select distinct unnest(subjects) as subject from search_document order by 1`.execute(db);
    categories = cats.rows.filter((r) => r.subject.startsWith('c:')).map((r) => r.subject.slice(2));
  }, 120_000);

  const get = async <T>(path: string, query: object, role: Role): Promise<T> => {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
    const res = await t.app.inject({
      method: 'GET',
      url: `${path}?${qs}`,
      headers: role.session ? authHeaders(role.session) : {},
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };

  /** What the page asks for at `search`, as the page builds it. */
  const requestOf = (search: string, role: Role) => {
    const url = readSearchUrl(search);
    return searchRequest(url, effectiveSelection(url, role.viewer), {
      viewer: role.viewer,
      organisation: role.organisation,
      country: role.organisation ? 'US' : null,
    });
  };

  it('for roles × texts × platforms × show-by × a chosen subject', { timeout: 300_000 }, async () => {
    const state = fc
      .record({
        role: fc.integer({ min: 0, max: roles.length - 1 }).map((i) => roles[i]!),
        q: fc.option(fc.constantFrom(...words), { nil: null }),
        chosen: fc.option(fc.constantFrom(...categories), { nil: null }),
        pick: fc.nat(),
      })
      .chain((base) =>
        fc.constantFrom(...platformOptions(base.role.viewer)).chain((type) =>
          fc.record({
            ...Object.fromEntries(Object.entries(base).map(([k, v]) => [k, fc.constant(v)])),
            type: fc.constant(type),
            filter: fc.constantFrom(null, ...showByOptions(type, base.role.viewer)),
          }),
        ),
      ) as fc.Arbitrary<{
      role: Role;
      q: string | null;
      chosen: string | null;
      pick: number;
      type: string;
      filter: string | null;
    }>;

    await fc.assert(
      fc.asyncProperty(state, async ({ role, q, chosen, pick, type, filter }) => {
        const params = new URLSearchParams();
        if (q) params.set('q', q);
        if (chosen || !q) params.set('cat', chosen ?? categories[0]!);
        params.set('type', type);
        if (filter) params.set('filter', filter);
        const search = `?${params}`;
        const request = requestOf(search, role);
        // The platform facet too (facet-counts.property.test.ts checks it for every role
        // without a session): signed in, the counts leave out what the caller may not open.
        const page = await get<{ count: number; searchResults: { key: string; count: number }[] }>(
          '/api/search',
          request,
          role,
        );
        const selection = effectiveSelection(readSearchUrl(search), role.viewer);
        const platforms = platformOptions(role.viewer);
        const option = platforms[pick % platforms.length]!;
        const shownPlatform = platformFacetCount(page.searchResults, option, selection, role.viewer);
        if (shownPlatform !== null) {
          const href = platformHref(search, option, role.viewer);
          expect(new URLSearchParams(href.slice(href.indexOf('?'))).get('q'), 'a platform keeps q').toBe(q);
          const chosen = await get<{ count: number }>(
            '/api/search',
            requestOf(href.slice('/search'.length), role),
            role,
          );
          expect(chosen.count, `${role.name} ${search}: platform ${option} shows ${shownPlatform}`).toBe(shownPlatform);
        }
        const counts = facetSubjectCounts(
          await get<DisciplineCountResponse>('/api/discipline/count', disciplineCountRequest(request), role),
          resultAudience(request),
        );
        // Two categories and two disciplines the facet shows, chosen by `pick`.
        const links = [
          ...[0, 1].flatMap((i) => {
            const c = counts.categories[(pick + i) % Math.max(1, counts.categories.length)];
            return c ? [{ label: `category ${c.code}`, href: categoryHref(search, c.code), count: c.count }] : [];
          }),
          ...[0, 1].flatMap((i) => {
            const d = counts.disciplines[(pick + i) % Math.max(1, counts.disciplines.length)];
            return d ? [{ label: `discipline ${d.code}`, href: disciplineHref(search, d.code), count: d.count }] : [];
          }),
        ];
        for (const link of links) {
          const after = new URLSearchParams(link.href.slice(link.href.indexOf('?')));
          // The click keeps the text and every other filter.
          expect(after.get('q'), `${link.label} keeps q`).toBe(q);
          expect(after.get('type'), `${link.label} keeps the platform`).toBe(type);
          expect(after.get('filter'), `${link.label} keeps show-by`).toBe(filter);
          const results = await get<{ count: number }>(
            '/api/search',
            requestOf(link.href.slice('/search'.length), role),
            role,
          );
          expect(results.count, `${role.name} ${search}: ${link.label} shows ${link.count}`).toBe(link.count);
        }
      }),
      { numRuns: 30, seed: 2 },
    );
  });
});
