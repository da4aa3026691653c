/**
 * Every platform count the filter bar shows equals what choosing it shows, for
 * every role. A property over roles × platforms × show-by (× a few texts and subjects),
 * with the client's own request builder (src/domain/search/search-filters.ts) against the real API
 * on a real, seeded database: the page's request, then, for each platform option that shows
 * a count, the request its link leads to.
 *
 * It once failed for higher-ed instructors: on eText or Custom the request left out
 * orgClassification/resultType, so the counts took K-12 products in ('All (955)') that
 * choosing All (higher-ed only) did not show (871).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'kysely';
import { databaseKinds } from '../../support/test-db.ts';
import { useTestApp } from '../../support/test-app.ts';
import {
  ANONYMOUS_VIEWER,
  effectiveSelection,
  platformFacetCount,
  platformHref,
  platformOptions,
  readSearchUrl,
  searchRequest,
  showByOptions,
  type SearchViewer,
} from '../../../src/domain/search/search-filters.ts';
import type { OrganisationRef } from '../../../src/domain/session/organisation.ts';

interface Body {
  count: number;
  searchResults: { key: string; count: number }[];
}

interface Role {
  name: string;
  viewer: SearchViewer;
  organisation: OrganisationRef | null;
}

const signedIn: SearchViewer = { ...ANONYMOUS_VIEWER, signedIn: true };

describe.each(databaseKinds)('platform facet counts equal what choosing them shows, on %s', (kind) => {
  const t = useTestApp(kind);
  let roles: Role[];
  let texts: string[];
  let category: string;

  beforeAll(async () => {
    const db = t.database.db;
    const org = async (classification: string) => {
      const { rows } = await sql<{ org_id: string }>`
        select org_id from organisation where classification = ${classification} order by org_id limit 1`.execute(db);
      return rows[0]!.org_id;
    };
    const higherEd = { orgId: await org('higher_ed'), classification: 'higher_ed' };
    const school = { orgId: await org('school'), classification: 'school' };
    // Every platform a viewer may have (class test and reviewer too) for the instructors.
    const instructor: SearchViewer = {
      ...signedIn,
      isInstructor: true,
      hasOrganisations: true,
      betaPermission: true,
      reviewPermission: true,
    };
    roles = [
      { name: 'anonymous', viewer: ANONYMOUS_VIEWER, organisation: null },
      { name: 'student', viewer: { ...signedIn, hasOrganisations: true }, organisation: higherEd },
      { name: 'k12_buyer', viewer: instructor, organisation: school },
      { name: 'highered_instructor', viewer: { ...instructor, higherEdInstructor: true }, organisation: higherEd },
    ];
    const { rows } = await sql<{ term: string }>`
      select term from search_term where length(term) >= 4 and term ~ '^[a-z]+$'
      order by documents desc, term limit 3`.execute(db);
    texts = rows.map((r) => r.term);
    const cats = await sql<{ subject: string }>`
      select distinct unnest(subjects) as subject from search_document order by 1 limit 40`.execute(db);
    category = cats.rows
      .map((r) => r.subject)
      .find((s) => s.startsWith('c:'))!
      .slice(2);
  });

  const ask = async (search: string, role: Role): Promise<Body> => {
    const url = readSearchUrl(search);
    const request = searchRequest(url, effectiveSelection(url, role.viewer), {
      viewer: role.viewer,
      organisation: role.organisation,
      country: role.organisation ? 'US' : null,
    });
    const qs = new URLSearchParams(Object.entries(request).map(([k, v]): [string, string] => [k, String(v)]));
    const res = await t.app.inject({ method: 'GET', url: `/api/search?${qs}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Body;
  };

  it('for roles × platforms × show-by', { timeout: 120_000 }, async () => {
    const page = fc
      .record({
        role: fc.integer({ min: 0, max: roles.length - 1 }).map((i) => roles[i]!),
        words: fc.option(fc.constantFrom(...texts), { nil: null }),
      })
      .chain(({ role, words }) =>
        fc.constantFrom(...platformOptions(role.viewer)).chain((type) =>
          fc.record({
            role: fc.constant(role),
            words: fc.constant(words),
            type: fc.constant(type),
            filter: fc.constantFrom(null, ...showByOptions(type, role.viewer)),
          }),
        ),
      );
    await fc.assert(
      fc.asyncProperty(page, async ({ role, words, type, filter }) => {
        const params = new URLSearchParams(words ? { q: words } : { cat: category });
        params.set('type', type);
        if (filter) params.set('filter', filter);
        const search = `?${params}`;
        const body = await ask(search, role);
        const url = readSearchUrl(search);
        const selection = effectiveSelection(url, role.viewer);
        expect(body.searchResults.find((r) => r.key === type)?.count, 'the chosen platform: its count').toBe(
          body.count,
        );
        for (const option of platformOptions(role.viewer)) {
          const shown = platformFacetCount(body.searchResults, option, selection, role.viewer);
          if (shown === null) continue;
          const chosen = await ask(platformHref(search, option, role.viewer).slice('/search'.length), role);
          expect(chosen.count, `${role.name} ${search}: choosing ${option}`).toBe(shown);
        }
      }),
      { numRuns: 40, seed: 12 },
    );
  });
});
