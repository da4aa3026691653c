// The query parameters of the catalogue's addresses (spec §2), named in contract/params.ts (the
// server reads some of them too). Their own module so the links built everywhere
// (product-link) don't pull the search page's filter rules into the entry.
export { PAGE_PARAMS as PARAM } from '../../../contract/params';
