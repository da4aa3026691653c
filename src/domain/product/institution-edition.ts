// An institution's own product (a custom edition: schema:orgId on a search result, orgId on a
// suggestion) opens only for that institution's members (spec §4 "Product load: 401 triggers
// login; 403 hides the page"). The server lists one to its members and to anonymous visitors
// only, so a list says which: an anonymous visitor learns that opening it asks them to sign
// in, a member that it is their institution's own.

export type InstitutionEditionNote = 'signIn' | 'member';

/** The note a result or suggestion carries; null for a product open to everyone. */
export function institutionEditionNote(
  orgId: string | null | undefined,
  signedIn: boolean,
): InstitutionEditionNote | null {
  if (!orgId) return null;
  return signedIn ? 'member' : 'signIn';
}
