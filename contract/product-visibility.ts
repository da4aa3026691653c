/**
 * Who sees an institution's own product (a custom edition: a product with an owning
 * organisation, schema:orgId), spec §4 "Product load: 401 triggers login; 403 hides the page".
 * One definition for the server's product call (401/403), its lists in SQL (search, counts,
 * suggestions: server/db/product-visibility-sql.ts, checked against this on the same cases in
 * tests/server/catalogue/product-visibility-rule.test.ts) and its related products; the PWA marks
 * such a product on that basis (src/domain/product/institution-edition.ts).
 *
 * A caller's organisations are their memberships plus their LMS token's organisation; an
 * anonymous caller (no session, no valid token) has none and is `null` where lists are concerned.
 */

/** The product opens for a caller of these organisations: it has no owner, or one of them owns it. */
export function opensFor(owner: string | null, organisations: readonly string[]): boolean {
  return owner === null || organisations.includes(owner);
}

/**
 * A list shows the product to the caller: what opens for them and, to an anonymous caller
 * (`null`), every product, so that opening an owned one asks them to sign in.
 */
export function listedTo(owner: string | null, organisations: readonly string[] | null): boolean {
  return organisations === null || opensFor(owner, organisations);
}
