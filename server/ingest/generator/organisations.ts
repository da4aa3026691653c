/**
 * Demo organisations (spec §3 User.organizations[].organization: orgId, name,
 * displayName, classification, location). Fixed, not drawn from the seed: the demo
 * accounts (server/modules/identity/demo-accounts.ts), the README and tests refer to these ids.
 *
 * Id scheme: `ORG-{country}-{HE|K12}-{nnn}`. Institution names are fictional.
 * Spec §3 classes are school / higher_ed (anonymous is a user state, not a row).
 */
import type { Classification } from '../../db/types.ts';

export interface DemoOrganisation {
  orgId: string;
  name: string;
  displayName: string;
  classification: Classification;
  city: string;
  state: string | null;
  country: string;
}

const org = (
  orgId: string,
  name: string,
  displayName: string,
  classification: Classification,
  city: string,
  state: string | null,
  country: string,
): DemoOrganisation => ({ orgId, name, displayName, classification, city, state, country });

export const DEMO_ORGANISATIONS: readonly DemoOrganisation[] = [
  org('ORG-US-HE-001', 'Lakeshore State University', 'Lakeshore State', 'higher_ed', 'Chicago', 'IL', 'US'),
  org('ORG-US-HE-002', 'Pacific Coast Community College', 'Pacific Coast CC', 'higher_ed', 'San Diego', 'CA', 'US'),
  org('ORG-US-HE-003', 'Appalachian Technical Institute', 'Appalachian Tech', 'higher_ed', 'Knoxville', 'TN', 'US'),
  org('ORG-US-K12-001', 'Riverside Unified School District', 'Riverside USD', 'school', 'Riverside', 'CA', 'US'),
  org('ORG-US-K12-002', 'Maple Grove Senior High School', 'Maple Grove High', 'school', 'Maple Grove', 'MN', 'US'),
  org('ORG-CA-HE-001', 'Great Lakes Polytechnic', 'Great Lakes Poly', 'higher_ed', 'Toronto', 'ON', 'CA'),
  org(
    'ORG-CA-K12-001',
    'Fraser Valley Secondary School',
    'Fraser Valley Secondary',
    'school',
    'Abbotsford',
    'BC',
    'CA',
  ),
  org('ORG-GB-HE-001', 'Kingsbridge University', 'Kingsbridge', 'higher_ed', 'Leeds', null, 'GB'),
  org('ORG-GB-K12-001', 'St Aldhelm\u2019s Academy', 'St Aldhelm\u2019s', 'school', 'Bristol', null, 'GB'),
  org(
    'ORG-AU-HE-001',
    'Southern Cross Institute of Technology',
    'Southern Cross Tech',
    'higher_ed',
    'Brisbane',
    'QLD',
    'AU',
  ),
  org('ORG-AU-K12-001', 'Harbourside Grammar School', 'Harbourside Grammar', 'school', 'Sydney', 'NSW', 'AU'),
  org('ORG-NZ-HE-001', 'Aoraki Polytechnic', 'Aoraki Poly', 'higher_ed', 'Christchurch', null, 'NZ'),
  org(
    'ORG-DE-HE-001',
    'Hochschule Rheinland f\u00fcr Angewandte Wissenschaften',
    'HS Rheinland',
    'higher_ed',
    'K\u00f6ln',
    'NW',
    'DE',
  ),
  org('ORG-FR-HE-001', 'Institut Universitaire de Lyon', 'IU Lyon', 'higher_ed', 'Lyon', null, 'FR'),
  org('ORG-TR-HE-001', 'Ege Bilim \u00dcniversitesi', 'Ege Bilim', 'higher_ed', '\u0130zmir', null, 'TR'),
];

/** Currency of each country with offers (spec §9: USD, AUD, CAD, NZD with $, GBP, EUR, TRY). */
export const COUNTRY_CURRENCY: Readonly<Record<string, 'USD' | 'CAD' | 'AUD' | 'NZD' | 'GBP' | 'EUR' | 'TRY'>> = {
  US: 'USD',
  CA: 'CAD',
  GB: 'GBP',
  AU: 'AUD',
  NZ: 'NZD',
  DE: 'EUR',
  FR: 'EUR',
  TR: 'TRY',
};

export const OFFER_COUNTRIES = Object.keys(COUNTRY_CURRENCY);

export const HIGHER_ED_ORGS = DEMO_ORGANISATIONS.filter((o) => o.classification === 'higher_ed');
export const SCHOOL_ORGS = DEMO_ORGANISATIONS.filter((o) => o.classification === 'school');
