// spec §9: the institution name is cut at 12 characters plus ellipsis in the picker (9 below
// 600px in the LMS flow) and at 20 characters elsewhere. spec §3: the picker shows the
// (shortened) display name with city, state and country.
import { INSTITUTION_NAME_MAX, INSTITUTION_PICKER_LMS_NARROW_MAX, INSTITUTION_PICKER_MAX } from '../../../contract/limits';
import type { LabelledOrganisation } from './organisation';
import { cut } from '../search/text';

export type { LabelledOrganisation };


/** The display name (else the name, else the id), cut at `max` characters. */
export function institutionName(org: LabelledOrganisation, max = INSTITUTION_NAME_MAX): string {
  const name = org.displayName?.trim() || org.name?.trim() || org.orgId;
  return cut(name, max);
}

/** "City, ST" (or with the country when there is no state), '' when unknown. */
export function institutionPlace(org: LabelledOrganisation): string {
  const { city, state, country } = org.location ?? {};
  return [city, state || country].filter((part): part is string => Boolean(part && part.trim())).join(', ');
}

/** spec §9: the picker cuts names at 12 characters, at 9 below 600 px in the LMS flow. */
export function pickerNameMax(input: { lmsFlow: boolean; narrow: boolean }): number {
  return input.lmsFlow && input.narrow ? INSTITUTION_PICKER_LMS_NARROW_MAX : INSTITUTION_PICKER_MAX;
}
