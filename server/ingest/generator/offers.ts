/**
 * Offers, available-to-buy offers and seat licences of one product (spec §2 "Student
 * offers panel", §3 Offer, Available-to-buy offer).
 *
 *  - offer_type institutional: offers per organisation — higher-ed institutions get
 *    DIRECT_BILL / INSTANT_ACCESS / ACCESS_CARD / FREE_TRIAL, schools SEAT_LICENSE
 *    (plus instant access sometimes). Not every organisation has every product, so the
 *    "isn't available for your selected institution" message (spec §6) is reachable.
 *  - offer_type national: offers per country, either with DIRECT_BILL (the panel then
 *    shows only direct bill) or without (instant access, access card, free trial).
 *  - K-12 products available for licence: available-to-buy offers per country, seat
 *    licences (active, expired, pending) for school organisations.
 *
 * Prices: a US list price per platform converted with fixed demo rates and rounded the
 * way publishers price (…9.99, whole lira); no price is hard-coded in the client (§9).
 */
import type { Insertable } from 'kysely';
import type { AvailableToBuyOfferTable, OfferKind, OfferTable, Platform, SeatLicenceTable } from '../../db/types.ts';
import type { Random } from './random.ts';
import { COUNTRY_CURRENCY, HIGHER_ED_ORGS, SCHOOL_ORGS, type DemoOrganisation } from './organisations.ts';
import type { ProductBatchRows } from '../../modules/catalogue/catalogue-write-repository.ts';

type Currency = (typeof COUNTRY_CURRENCY)[string];

const RATE: Record<Currency, number> = { USD: 1, CAD: 1.36, AUD: 1.52, NZD: 1.66, GBP: 0.79, EUR: 0.92, TRY: 34 };

const LIST_PRICE_USD: Record<Platform, [number, number]> = {
  etext: [44, 129],
  revel: [69, 139],
  collection: [29, 99],
  learning_applications: [14, 49],
  print: [89, 279],
  glp: [59, 149],
};

/** spec §3 "Offer kinds … (labels: Instant access, Institutional direct access, Access card, Temporary access)". */
const KIND_LABEL: Record<OfferKind, string> = {
  INSTANT_ACCESS: 'Instant access',
  DIRECT_BILL: 'Institutional direct access',
  ACCESS_CARD: 'Access card',
  FREE_TRIAL: 'Temporary access',
  SEAT_LICENSE: 'Seat license',
};

const KIND_DESCRIPTION: Record<OfferKind, string> = {
  INSTANT_ACCESS: 'Students buy access online with a credit card or PayPal the first time they sign in.',
  DIRECT_BILL:
    'Your institution bills students through tuition and fees, so access is ready on the first day of class.',
  ACCESS_CARD: 'Students buy a printed access card from the campus bookstore and redeem its code online.',
  FREE_TRIAL: 'Students can start with temporary access and pay before it ends without losing any work.',
  SEAT_LICENSE: 'One seat per student for the licence term, assigned by the school\u2019s administrator.',
};

export function price(usd: number, currency: Currency): number {
  const raw = usd * RATE[currency];
  if (raw === 0) return 0;
  if (currency === 'TRY') return Math.max(10, Math.round(raw / 10) * 10); // whole lira, like Turkish list prices
  return Math.max(0.99, Math.ceil(raw) - 0.01);
}

function durationLabel(days: number): string {
  if (days % 365 === 0) return days === 365 ? '12 months' : `${days / 365} years`;
  if (days === 180) return '6 months';
  return `${days} days`;
}

export interface OfferContext {
  productId: string;
  isbn13: string;
  /** A separate ISBN-13 for the bookstore access card. */
  accessCardIsbn13: string;
  platform: Platform;
  audience: 'k12' | 'highered' | 'all';
  offerType: 'institutional' | 'national';
  k12AvailableForLicence: boolean;
  /** Sample and review-stage products are not for sale; coming-soon ones sometimes have no offers yet. */
  forSale: boolean;
}

export type ProductOffers = Pick<ProductBatchRows, 'offers' | 'availableToBuy' | 'seatLicences'>;

/** Orgs that must get licences on the first licensable product, so small catalogues show them (brief: ≥ 2 schools with ACTIVE licences). */
const ANCHOR_SCHOOLS = ['ORG-US-K12-001', 'ORG-US-K12-002'];

type AddOffer = (
  kind: OfferKind,
  days: number,
  usd: number | null,
  scope: { orgId?: string; country?: string },
  currency: Currency,
  licenseId?: string | null,
) => void;

/** Appends one offer to `offers`; its position counts within its organisation or country. */
function offerWriter(ctx: OfferContext, offers: Insertable<OfferTable>[]): AddOffer {
  return (kind, days, usd, scope, currency, licenseId = null) => {
    const where = scope.orgId ?? scope.country!;
    offers.push({
      offer_id: `OFF-${ctx.productId}-${where}-${kind}-${days}`,
      product_id: ctx.productId,
      scope: scope.orgId ? 'institutional' : 'national',
      org_id: scope.orgId ?? null,
      country: scope.country ?? null,
      kind,
      title: `${KIND_LABEL[kind]} (${durationLabel(days)})`,
      description: KIND_DESCRIPTION[kind],
      duration_days: days,
      price: usd === null ? null : price(usd, currency),
      currency,
      isbn13: kind === 'ACCESS_CARD' ? ctx.accessCardIsbn13 : ctx.isbn13,
      license_id: licenseId,
      position: offers.filter((o) => (o.org_id ?? o.country) === where).length,
    });
  };
}

/**
 * Seat licences of a licensable product, per school; `licenceOf` maps each school whose licence
 * is not expired to it (the SEAT_LICENSE offers point at them, spec §3 Offer.licenseId).
 */
function seatLicencesOf(
  ctx: OfferContext,
  rng: Random,
  anchorLicences: boolean,
): { seatLicences: Insertable<SeatLicenceTable>[]; licenceOf: Map<string, string> } {
  const seatLicences: Insertable<SeatLicenceTable>[] = [];
  const licenceOf = new Map<string, string>();
  for (const school of SCHOOL_ORGS) {
    const anchor = anchorLicences && ANCHOR_SCHOOLS.includes(school.orgId);
    const roll = rng.next();
    const status = anchor
      ? 'active'
      : roll < 0.3
        ? 'active'
        : roll < 0.4
          ? 'expired'
          : roll < 0.43
            ? 'pending'
            : null;
    if (!status) continue;
    const licenseId = `LIC-${school.orgId.slice(4)}-${ctx.productId}`;
    const startYear = status === 'expired' ? rng.int(2017, 2019) : status === 'pending' ? 2026 : rng.int(2023, 2025);
    seatLicences.push({
      license_id: licenseId,
      org_id: school.orgId,
      product_id: ctx.productId,
      status,
      seats: rng.int(1, 24) * 25,
      starts_on: `${startYear}-07-01`,
      // K-12 adoptions run six years (an expired one ended before 2025).
      ends_on: `${startYear + (status === 'expired' ? 5 : 6)}-06-30`,
    });
    if (status !== 'expired') licenceOf.set(school.orgId, licenseId);
  }
  if (anchorLicences) {
    // …and one expired licence to show the difference.
    const other = SCHOOL_ORGS.find(
      (o) => !ANCHOR_SCHOOLS.includes(o.orgId) && !seatLicences.some((l) => l.org_id === o.orgId),
    );
    if (other) {
      seatLicences.push({
        license_id: `LIC-${other.orgId.slice(4)}-${ctx.productId}`,
        org_id: other.orgId,
        product_id: ctx.productId,
        status: 'expired',
        seats: 150,
        starts_on: '2018-07-01',
        ends_on: '2024-06-30',
      });
    }
  }
  return { seatLicences, licenceOf };
}

/** Available-to-buy offers of a licensable product (spec §4: fetched for school-level licence products). */
function availableToBuyOf(ctx: OfferContext, rng: Random): Insertable<AvailableToBuyOfferTable>[] {
  const availableToBuy: Insertable<AvailableToBuyOfferTable>[] = [];
  const countries = [...new Set(['US', ...SCHOOL_ORGS.filter(() => rng.chance(0.5)).map((o) => o.country)])];
  for (const country of countries) {
    const currency = COUNTRY_CURRENCY[country]!;
    const items: [string, string, number][] = [
      ['Student Edition eText, 1-year licence', 'Per student, renewable each school year.', rng.int(18, 35)],
      ['Student Edition eText, 6-year licence', 'Per student, for the full adoption cycle.', rng.int(60, 110)],
      ['Teacher Edition, print and eText', 'One per teacher, with answer keys and planning guides.', rng.int(120, 260)],
    ];
    for (const [title, description, usd] of rng.sample(items, rng.int(2, 3))) {
      availableToBuy.push({
        product_id: ctx.productId,
        org_id: null,
        country,
        offer_title: title,
        offer_description: description,
        price: price(usd, currency),
        currency,
        isbn: ctx.isbn13,
        position: availableToBuy.length,
      });
    }
  }
  return availableToBuy;
}

/** Offers per organisation: higher-ed institutions, then schools, each with the kinds it sells. */
function institutionalOffers(
  ctx: OfferContext,
  rng: Random,
  listUsd: number,
  licenceOf: ReadonlyMap<string, string>,
  add: AddOffer,
): void {
  const orgs: DemoOrganisation[] = [];
  if (ctx.audience !== 'k12') {
    for (const o of HIGHER_ED_ORGS) {
      const p = o.orgId === 'ORG-US-HE-001' ? 0.85 : o.orgId === 'ORG-US-HE-002' ? 0.75 : 0.3;
      if (rng.chance(p)) orgs.push(o);
    }
  }
  if (ctx.audience !== 'highered') {
    for (const o of SCHOOL_ORGS) if (rng.chance(o.country === 'US' ? 0.85 : 0.4)) orgs.push(o);
  }
  for (const o of orgs) {
    const currency = COUNTRY_CURRENCY[o.country]!;
    if (o.classification === 'school') {
      add(
        'SEAT_LICENSE',
        rng.chance(0.7) ? 365 : 2190,
        rng.int(12, 45),
        { orgId: o.orgId },
        currency,
        licenceOf.get(o.orgId) ?? null,
      );
      if (rng.chance(0.4)) add('INSTANT_ACCESS', 365, listUsd, { orgId: o.orgId }, currency);
      continue;
    }
    const kinds = (['DIRECT_BILL', 'INSTANT_ACCESS', 'ACCESS_CARD', 'FREE_TRIAL'] as const).filter((_, i) =>
      rng.chance([0.7, 0.8, 0.5, 0.5][i]!),
    );
    if (kinds.length === 0) kinds.push('INSTANT_ACCESS');
    for (const kind of kinds) {
      if (kind === 'DIRECT_BILL')
        add(kind, rng.pick([180, 365]), rng.chance(0.06) ? null : listUsd * 0.75, { orgId: o.orgId }, currency);
      else if (kind === 'INSTANT_ACCESS') add(kind, rng.pick([180, 365]), listUsd, { orgId: o.orgId }, currency);
      else if (kind === 'ACCESS_CARD') add(kind, 365, listUsd * 1.15, { orgId: o.orgId }, currency);
      else add(kind, rng.pick([14, 14, 21]), 0, { orgId: o.orgId }, currency);
    }
  }
}

/** National offers: the US nearly always, other countries some of the time. */
function nationalOffers(rng: Random, listUsd: number, allCountries: boolean, add: AddOffer): void {
  const chances: Record<string, number> = { US: 0.95, CA: 0.5, GB: 0.4, AU: 0.4, NZ: 0.25, DE: 0.25, FR: 0.2, TR: 0.2 };
  for (const [country, p] of Object.entries(chances)) {
    if (!rng.chance(allCountries ? 1 : p)) continue;
    const currency = COUNTRY_CURRENCY[country]!;
    if (rng.chance(0.3)) {
      add('DIRECT_BILL', 365, listUsd * 0.8, { country }, currency);
      if (rng.chance(0.5)) add('INSTANT_ACCESS', 365, listUsd, { country }, currency);
    } else {
      add('INSTANT_ACCESS', 365, listUsd, { country }, currency);
      if (rng.chance(0.4)) add('INSTANT_ACCESS', 180, listUsd * 0.65, { country }, currency);
      if (rng.chance(0.6)) add('ACCESS_CARD', 365, listUsd * 1.15, { country }, currency);
      if (rng.chance(0.5)) add('FREE_TRIAL', 14, 0, { country }, currency);
    }
  }
}

/**
 * Every offer row of one product. The random draws happen in a fixed order (list price, seat
 * licences, available-to-buy, then the offers), so a seed gives the same catalogue.
 */
export function productOffers(
  ctx: OfferContext,
  rng: Random,
  options: { anchorLicences?: boolean; allCountries?: boolean } = {},
): ProductOffers {
  const offers: Insertable<OfferTable>[] = [];
  const [lo, hi] = LIST_PRICE_USD[ctx.platform];
  const listUsd = rng.int(lo, hi);
  const licensable = ctx.k12AvailableForLicence;
  // Seat licences first: SEAT_LICENSE offers point at them.
  const { seatLicences, licenceOf } = licensable
    ? seatLicencesOf(ctx, rng, options.anchorLicences === true)
    : { seatLicences: [], licenceOf: new Map<string, string>() };
  const availableToBuy = licensable ? availableToBuyOf(ctx, rng) : [];
  if (ctx.forSale) {
    const add = offerWriter(ctx, offers);
    if (ctx.offerType === 'institutional') institutionalOffers(ctx, rng, listUsd, licenceOf, add);
    else nationalOffers(rng, listUsd, options.allCountries === true, add);
  }
  return { offers, availableToBuy, seatLicences };
}
