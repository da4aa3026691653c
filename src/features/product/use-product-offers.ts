// The product page's offers (spec §2 offer panel, §4 "Offers"): the offers for the caller,
// the available-to-buy offers of school-level licence products, the institution's K-12 seat
// licences, the billing choice, and the offer the call to action hands off.
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Product } from '../../../contract/wire';
import { billingChoiceOf, offersBillingChoice, type BillingChoice } from '../../domain/offers/offers';
import { chooseOffer, offerCountOf } from '../../domain/offers/offer-choice';
import { isHigherEdClassification } from '../../domain/session/roles';
import { availableToBuyQueryOptions, k12LicencesQueryOptions, offersQueryOptions } from './api/product-parts';
import type { ProductViewer } from './use-product-viewer';

export function useProductOffers(product: Product, viewer: ProductViewer) {
  const { role, organisation, caller } = viewer;
  const ready = !viewer.sessionPending;
  const higherEdOrg = organisation ? isHigherEdClassification(organisation.classification) : null;
  const offersQuery = useQuery({ ...offersQueryOptions(product.productId, caller), enabled: ready });
  // spec §4: available-to-buy offers for school-level licence products when the organisation is not higher ed.
  const availableQuery = useQuery({
    ...availableToBuyQueryOptions(product.productId, caller),
    enabled: ready && product.k12.availableForLicense && organisation !== null && higherEdOrg === false,
  });
  const licenceQuery = useQuery({
    ...k12LicencesQueryOptions(product.productId, { ...caller, orgId: organisation?.orgId ?? '' }),
    enabled: ready && role === 'k12_buyer' && organisation !== null,
  });

  const [billing, setBilling] = useState<BillingChoice>('seamless');
  const offers = offersQuery.data;
  const licences = licenceQuery.data;
  const showBilling =
    offers !== undefined &&
    role === 'highered_instructor' &&
    offersBillingChoice({ isInstructor: viewer.isInstructor, scope: offers.offerType, offers: offers.offers });
  const orgId = organisation?.orgId ?? null;
  const handoff = useMemo(
    () => chooseOffer({ offers: offers?.offers ?? [], licences, showBilling, billing, orgId }),
    [offers, licences, showBilling, billing, orgId],
  );
  return {
    offersQuery,
    availableQuery,
    licences,
    higherEdOrg,
    handoff,
    offerCount: offerCountOf(offers?.offers, handoff.isSeatLicense, offersQuery.isError),
    billing: showBilling ? { value: billing, onChange: (v: BillingChoice) => setBilling(billingChoiceOf(v)) } : null,
  };
}
