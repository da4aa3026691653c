// External addresses the pages point to that the spec does not give (spec §2 "Redeem-code"
// names a US store, a Canada store and tech support). Placeholders on the provider's site.
export const siteLinks = {
  usStore: 'https://www.pearson.com/en-us.html',
  canadaStore: 'https://www.pearson.com/en-ca.html',
  techSupport: 'https://support.pearson.com/getsupport/s/',
} as const;
