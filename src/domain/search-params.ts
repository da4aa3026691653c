// The query parameters of the catalogue's addresses (spec §2). Their own module so the links
// built everywhere (product-link) don't pull the search page's filter rules into the entry.
export const PARAM = {
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
