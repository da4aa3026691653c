// What the client's rules read of an organisation, taken from the wire shape (spec §3 User
// "organizations", contract/wire.ts) so it is never re-typed by hand.
import type { Organisation } from '../../../contract/wire';

export type { Organisation };

/** Its id and class: enough for roles, search, autocomplete and the organisation choice. */
export type OrganisationRef = Pick<Organisation, 'orgId' | 'classification'>;

/** What the institution picker and labels show: the names and the place. */
export type LabelledOrganisation = Pick<Organisation, 'orgId' | 'name' | 'displayName' | 'location'>;
