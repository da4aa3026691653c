// The product page's tabs (spec §2 "Tabs", §4 "Tabs", §9 tab names): which are available,
// and which is selected on load. Pure.

/** spec §9 tab order: Overview, Getting started, Features, Contents, Author(s), Modules. */
export const PRODUCT_TABS = ['overview', 'getting-started', 'features', 'contents', 'authors', 'modules'] as const;
export type ProductTab = (typeof PRODUCT_TABS)[number];

export interface TabInput {
  hasDescription: boolean;
  hasVideo: boolean;
  hasIntegrationToken: boolean;
  /** A use action of the product carries a description. */
  hasUseActionDescription: boolean;
  /** Discipline features or the product model's features. */
  hasFeatures: boolean;
  hasTableOfContents: boolean;
  /** The first author has a biography. */
  hasFirstAuthorBiography: boolean;
  isCollection: boolean;
}

/**
 * spec §4: overview needs description or video; getting started needs an integration token or
 * a use-action description; features need discipline or model features; contents need a
 * table of contents; authors need the first author's biography; modules for collections.
 */
export function availableTabs(input: TabInput): ProductTab[] {
  const available: Record<ProductTab, boolean> = {
    overview: input.hasDescription || input.hasVideo,
    'getting-started': input.hasIntegrationToken || input.hasUseActionDescription,
    features: input.hasFeatures,
    contents: input.hasTableOfContents,
    authors: input.hasFirstAuthorBiography,
    modules: input.isCollection,
  };
  return PRODUCT_TABS.filter((tab) => available[tab]);
}

/**
 * Whether a product's page asks for its table of contents (GET /api/products/{id}/toc), decided
 * from the product it already has: a learning application is software, not a book, and the
 * catalogue holds no contents for it (the call answers 404), so its page shows no Contents tab
 * and asks nothing.
 */
export function asksForTableOfContents(product: { productPlatform: string }): boolean {
  return product.productPlatform !== 'learning_applications';
}

/**
 * The tab selected on load: the one named in the address (`?tab=contents`) when it is
 * available, else the first available (spec §4: "on mobile the first available tab is selected
 * on load"; we do the same on wide screens, where overview is first whenever it exists).
 */
export function initialTab(available: readonly ProductTab[], requested: string | null): ProductTab | null {
  const wanted = available.find((tab) => tab === requested);
  return wanted ?? available[0] ?? null;
}
