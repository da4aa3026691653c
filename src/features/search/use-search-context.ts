// Who is searching (spec §4 roles, §5 lists): the viewer flags the filter lists depend on, the
// current organisation and the user's country, from the session and the URL. searchViewerOf
// and searchRequestOf are plain functions: the route prefetch (search-loader.ts) builds the same request.
import { useMemo } from 'react';
import { useCurrentOrganisation, type Organisation } from '../../lib/session/current-organisation';
import type { SessionUser } from '../../lib/session/session-types';
import { deriveRole, hasBetaPermission, hasInstitutions, hasReviewPermission } from '../../domain/session/roles';
import {
  effectiveSelection,
  searchRequest,
  type SearchRequest,
  type SearchUrl,
  type SearchViewer,
} from '../../domain/search/search-filters';
import { userCountry } from '../../domain/session/user';
import { appLocale } from '../../lib/locale/locale';

export function searchViewerOf(
  url: Pick<SearchUrl, 'ref' | 'token'>,
  user: SessionUser | null,
  organisation: Organisation | null,
): SearchViewer {
  const role = deriveRole({ signedIn: user !== null, user, currentOrganisation: organisation });
  return {
    ref: url.ref,
    hasLmsToken: url.token !== null,
    signedIn: user !== null,
    isInstructor: user?.isInstructor ?? false,
    hasOrganisations: hasInstitutions(user),
    betaPermission: hasBetaPermission(user),
    reviewPermission: hasReviewPermission(user),
    higherEdInstructor: role === 'highered_instructor',
  };
}

/** The /api/search request of a URL for a viewer (spec §4, §5) in the page's locale: what the page asks for. */
export function searchRequestOf(
  url: SearchUrl,
  viewer: SearchViewer,
  organisation: Organisation | null,
  user: SessionUser | null,
): SearchRequest {
  const selection = effectiveSelection(url, viewer);
  return searchRequest(url, selection, { viewer, organisation, country: userCountry(user), locale: appLocale });
}

export function useSearchContext(url: SearchUrl) {
  const { user, choice, organisations } = useCurrentOrganisation();
  const organisation = choice.current;
  const viewer = useMemo<SearchViewer>(
    () => searchViewerOf({ ref: url.ref, token: url.token }, user, organisation),
    [user, organisation, url.ref, url.token],
  );
  const country = userCountry(user);
  return { user, viewer, organisation, organisations, choice, country };
}
