// Who is searching (spec §4 roles, §5 lists): the viewer flags the filter lists depend on, the
// current organisation and the user's country, from the session and the URL.
import { useMemo } from 'react';
import { useCurrentOrganisation } from '../../lib/session/current-organisation';
import { deriveRole, hasBetaPermission, hasInstitutions, hasReviewPermission } from '../../domain/roles';
import type { SearchUrl, SearchViewer } from '../../domain/search-filters';
import { userCountry } from '../../domain/user';

export function useSearchContext(url: SearchUrl) {
  const { user, choice, organisations } = useCurrentOrganisation();
  const organisation = choice.current;
  const viewer = useMemo<SearchViewer>(() => {
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
  }, [user, organisation, url.ref, url.token]);
  const country = userCountry(user);
  return { user, viewer, organisation, organisations, choice, country };
}
