/**
 * Parameter names both sides spell, once. The page addresses' parameters (spec §1, §2) are
 * read and written by the PWA (src/domain/search/search-params.ts, the session's LMS token) and read
 * by the server too: the LMS token by the shell it serves and by the console's course hand-off,
 * and the request log keeps every parameter that carries a credential out (server/lib/redact.ts).
 */

/** The catalogue's page address parameters (spec §2 search, §1 LMS launch). */
export const PAGE_PARAMS = {
  query: 'q',
  category: 'cat',
  discipline: 'disc',
  uuid: 'uuid',
  ref: 'ref',
  token: 'integration_context_token',
  organizationId: 'organizationId',
  returnUrl: 'returnurl',
  platform: 'type',
  showBy: 'filter',
  sort: 'sort',
  page: 'page',
} as const;

/** The page address parameter of an LMS launch: the integration token (spec §1). */
export const LMS_TOKEN_PARAM = PAGE_PARAMS.token;

/**
 * The API's parameters that carry a credential (spec §7): the LMS integration token is `token`
 * on the search, autocomplete, offers and user calls and `lmsIntegrationToken` on the product
 * call; the course hand-off form sends the session token as `piToken`.
 */
export const API_TOKEN_PARAMS = {
  lmsToken: 'token',
  productLmsToken: 'lmsIntegrationToken',
  handOffSessionToken: 'piToken',
} as const;
