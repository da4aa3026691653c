// Switching institution on the product page (spec §4 "Organisation choice"): the choice is
// saved as the local default and written to the address. A switch between higher ed and K-12
// changes the role and what the whole page shows ("Changing institution reclassifies"), so
// the refresh modal opens to reload it.
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { writeStored } from '../../lib/storage/storage';
import { DEFAULT_INSTITUTE_KEY } from '../../domain/session/organisation-choice';
import { isHigherEdClassification } from '../../domain/session/roles';
import type { ProductViewer } from './use-product-viewer';

export function useInstitutionSwitch({ organisation, organisations }: ProductViewer) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [refreshOpen, setRefreshOpen] = useState(false);
  const higherEdOrg = organisation ? isHigherEdClassification(organisation.classification) : null;

  const switchTo = (orgId: string) => {
    const next = organisations.find((o) => o.orgId === orgId);
    if (!next || next.orgId === organisation?.orgId) return;
    writeStored(DEFAULT_INSTITUTE_KEY, next.orgId);
    const params = new URLSearchParams(search);
    params.set('organizationId', next.orgId);
    void navigate(`${pathname}?${params.toString()}`, { replace: true, preventScrollReset: true });
    if (isHigherEdClassification(next.classification) !== higherEdOrg) setRefreshOpen(true);
  };
  return { switchTo, refreshOpen, closeRefresh: () => setRefreshOpen(false) };
}
