// The product page's tabs (src/domain/product/product-tabs.ts) against spec §4 "Tabs".
import { describe, expect, it } from 'vitest';
import { asksForTableOfContents, availableTabs, initialTab, type TabInput } from '../../src/domain/product/product-tabs';

const none: TabInput = {
  hasDescription: false,
  hasVideo: false,
  hasIntegrationToken: false,
  hasUseActionDescription: false,
  hasFeatures: false,
  hasTableOfContents: false,
  hasFirstAuthorBiography: false,
  isCollection: false,
};

describe('availableTabs (spec §4)', () => {
  it('none without content', () => {
    expect(availableTabs(none)).toEqual([]);
  });
  it('overview needs a description or a video', () => {
    expect(availableTabs({ ...none, hasDescription: true })).toEqual(['overview']);
    expect(availableTabs({ ...none, hasVideo: true })).toEqual(['overview']);
  });
  it('getting started needs an integration token or a use-action description', () => {
    expect(availableTabs({ ...none, hasIntegrationToken: true })).toEqual(['getting-started']);
    expect(availableTabs({ ...none, hasUseActionDescription: true })).toEqual(['getting-started']);
  });
  it('features, contents, authors and modules each need their content', () => {
    expect(availableTabs({ ...none, hasFeatures: true })).toEqual(['features']);
    expect(availableTabs({ ...none, hasTableOfContents: true })).toEqual(['contents']);
    expect(availableTabs({ ...none, hasFirstAuthorBiography: true })).toEqual(['authors']);
    expect(availableTabs({ ...none, isCollection: true })).toEqual(['modules']);
  });
  it('in the spec §9 order', () => {
    const all = Object.fromEntries(Object.keys(none).map((k) => [k, true])) as unknown as TabInput;
    expect(availableTabs(all)).toEqual(['overview', 'getting-started', 'features', 'contents', 'authors', 'modules']);
  });
});

describe('initialTab', () => {
  it('the tab in the address when available, else the first available', () => {
    expect(initialTab(['overview', 'contents'], 'contents')).toBe('contents');
    expect(initialTab(['overview', 'contents'], 'modules')).toBe('overview');
    expect(initialTab(['features', 'contents'], null)).toBe('features');
    expect(initialTab([], 'overview')).toBeNull();
  });
});

describe('asksForTableOfContents', () => {
  it('a learning application has none: its page does not ask for it', () => {
    expect(asksForTableOfContents({ productPlatform: 'learning_applications' })).toBe(false);
  });
  it('books, courseware and collections may have one', () => {
    for (const productPlatform of ['etext', 'revel', 'collection', 'print', 'glp']) {
      expect(asksForTableOfContents({ productPlatform })).toBe(true);
    }
  });
});
