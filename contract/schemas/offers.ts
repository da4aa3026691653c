/**
 * Offers by access (spec §3 "Offer", "Available-to-buy offer"; §7 calls; identity issue):
 *   GET /api/products/offers/{productId}?institution=ORG|COUNTRY&token=
 *   GET /api/products/avalibleoffers/{productId}?institution=ORG|COUNTRY&token=   (spec spelling)
 *   GET /api/products/{productId}/k12-licenses?institution=ORG&token=           (path ours)
 *
 * `institution` (spec §7 "orgId|COUNTRY"): `ORG|US` (organisation and country), `ORG`
 * (organisation; its country), `|US` or `US` (a country only: national offers). A lone
 * value of two capital letters is read as a country.
 */
import { Type, type Static } from 'typebox';
import { ProductId, Text } from './common.ts';
import { OfferKind } from './product.ts';

export const Offer = Type.Object({
  offerId: Type.String(),
  licenseId: Type.Union([Type.String(), Type.Null()]),
  orgId: Type.Union([Type.String(), Type.Null()]),
  title: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
  offerType: Type.Object({
    offerTypeCode: OfferKind,
    definition: Type.Object({
      /** Days. */
      subscriptionDuration: Type.Integer(),
      currency: Type.String(),
      /** Null for anonymous callers (no priced offers) and for prices not yet set ('TBD'). */
      price: Type.Union([Type.Number(), Type.Null()]),
      isbn: Type.Object({ isbn13: Type.Union([Type.String(), Type.Null()]) }),
    }),
  }),
});
export type Offer = Static<typeof Offer>;

export const OffersQuery = Type.Object({
  institution: Type.Optional(Text({ maxLength: 80, description: 'orgId|COUNTRY (spec §7)' })),
  /** LMS integration token; its organisation counts as the caller's. */
  token: Type.Optional(Text({ maxLength: 2048 })),
});
export type OffersQuery = Static<typeof OffersQuery>;

export const ProductParams = Type.Object({ productId: ProductId });
export type ProductParams = Static<typeof ProductParams>;

export const OffersResponse = Type.Object({
  productId: Type.String(),
  /** Which offers these are: the organisation's (institutional) or the country's (national). */
  offerType: Type.Union([Type.Literal('institutional'), Type.Literal('national')]),
  orgId: Type.Union([Type.String(), Type.Null()]),
  country: Type.String(),
  /** False for anonymous callers: the offers come without prices (spec §6). */
  priced: Type.Boolean(),
  offers: Type.Array(Offer),
});
export type OffersResponse = Static<typeof OffersResponse>;

export const AvailableToBuyOffer = Type.Object({
  offertitle: Type.String(),
  price: Type.Union([Type.Number(), Type.Null()]),
  currency: Type.String(),
  offerDescription: Type.Union([Type.String(), Type.Null()]),
  isbn: Type.Union([Type.String(), Type.Null()]),
});
export type AvailableToBuyOffer = Static<typeof AvailableToBuyOffer>;

export const AvailableToBuyResponse = Type.Object({
  productId: Type.String(),
  orgId: Type.Union([Type.String(), Type.Null()]),
  country: Type.String(),
  priced: Type.Boolean(),
  availableTobuy: Type.Array(AvailableToBuyOffer),
});
export type AvailableToBuyResponse = Static<typeof AvailableToBuyResponse>;

export const K12LicenceQuery = Type.Object({
  institution: Text({ minLength: 1, maxLength: 80, description: 'orgId (a `|COUNTRY` suffix is ignored)' }),
  token: Type.Optional(Text({ maxLength: 2048 })),
});
export type K12LicenceQuery = Static<typeof K12LicenceQuery>;

export const SeatLicence = Type.Object({
  licenseId: Type.String(),
  status: Type.Union([Type.Literal('active'), Type.Literal('expired'), Type.Literal('pending')]),
  seats: Type.Integer(),
  startsOn: Type.String({ description: 'YYYY-MM-DD' }),
  endsOn: Type.String({ description: 'YYYY-MM-DD' }),
  /** Status active and today within its dates. */
  active: Type.Boolean(),
});

export const K12LicenceResponse = Type.Object({
  productId: Type.String(),
  orgId: Type.String(),
  /** Spec §2: 'Institutional license activated' when true. */
  hasActiveLicense: Type.Boolean(),
  availableForLicense: Type.Boolean(),
  licenses: Type.Array(SeatLicence),
});
export type K12LicenceResponse = Static<typeof K12LicenceResponse>;
