// The mobile feature and Features tab rules (src/domain/product/product-features.ts) against spec §2
// ("for eText or the eText2 cite model a mobile-feature block"), §3 (mobile feature: platformType
// android or iTunes), §6 ("students … see student descriptions") and §8 ("Images fail: default
// image").
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BADGE_IMAGE,
  DEFAULT_FEATURE_IMAGE,
  featureDescription,
  featureImageUrl,
  safeLinkUrl,
  showsMobileFeature,
  storeBadges,
} from '../../src/domain/product/product-features';

describe('showsMobileFeature (spec §2)', () => {
  it('shows for eText products, whatever their model', () => {
    expect(showsMobileFeature('etext', 'ETEXT2_PXE')).toBe(true);
    expect(showsMobileFeature('etext', 'ETEXT1_PDF')).toBe(true);
  });

  it('shows for the eText2 cite model on another platform', () => {
    expect(showsMobileFeature('revel', 'ETEXT2_CITE')).toBe(true);
  });

  it('does not show for other platforms and models', () => {
    expect(showsMobileFeature('revel', 'REVEL')).toBe(false);
    expect(showsMobileFeature('collection', 'COLLECTION')).toBe(false);
    expect(showsMobileFeature('learning_applications', 'MEDIA_SHARE')).toBe(false);
    expect(showsMobileFeature('revel', 'ETEXT2_PXE')).toBe(false);
  });
});

describe('featureDescription (spec §6: students see student descriptions)', () => {
  const both = { description: 'For instructors', studentDescription: 'For students' };

  it('students get the student description', () => {
    expect(featureDescription(both, true)).toBe('For students');
  });

  it('everyone else gets the description', () => {
    expect(featureDescription(both, false)).toBe('For instructors');
  });

  it('a student falls back to the description when there is no student description', () => {
    expect(featureDescription({ description: 'For instructors', studentDescription: null }, true)).toBe(
      'For instructors',
    );
    expect(featureDescription({ description: 'For instructors', studentDescription: '' }, true)).toBe(
      'For instructors',
    );
  });

  it('null when there is nothing', () => {
    expect(featureDescription({ description: null, studentDescription: 'For students' }, false)).toBeNull();
  });
});

describe('featureImageUrl (spec §8: default image)', () => {
  it('keeps our own images', () => {
    expect(featureImageUrl('/images/features/flashcards.svg')).toBe('/images/features/flashcards.svg');
  });

  it('missing or foreign images give the default', () => {
    expect(featureImageUrl(null)).toBe('/images/features/default.svg');
    expect(featureImageUrl('https://cdn.example.com/x.png')).toBe('/images/features/default.svg');
    expect(featureImageUrl('//cdn.example.com/x.png')).toBe('/images/features/default.svg');
    expect(DEFAULT_FEATURE_IMAGE).toBe('/images/features/default.svg');
  });

  it('badges fall back to the badge default', () => {
    expect(featureImageUrl('javascript:alert(1)', DEFAULT_BADGE_IMAGE)).toBe('/images/badges/store.svg');
  });
});

describe('safeLinkUrl', () => {
  it('keeps http(s) and same-origin links', () => {
    expect(safeLinkUrl('https://www.example.com/features/x')).toBe('https://www.example.com/features/x');
    expect(safeLinkUrl('/console/help')).toBe('/console/help');
  });

  it('drops script, data and protocol-relative addresses, and empty ones', () => {
    expect(safeLinkUrl('javascript:alert(1)')).toBeNull();
    expect(safeLinkUrl('data:text/html,x')).toBeNull();
    expect(safeLinkUrl('//evil.example.com')).toBeNull();
    expect(safeLinkUrl('')).toBeNull();
    expect(safeLinkUrl(null)).toBeNull();
  });
});

describe('storeBadges (spec §3 platformType android or iTunes)', () => {
  const android = {
    platformType: 'android' as const,
    ctaUrl: 'https://play.example.com/a',
    ctaImageUrl: '/images/badges/google-play.svg',
  };
  const itunes = {
    platformType: 'iTunes' as const,
    ctaUrl: 'https://apps.example.com/b',
    ctaImageUrl: '/images/badges/app-store.svg',
  };

  it('Google Play first, then the App Store, one each', () => {
    expect(storeBadges([itunes, android, { ...android, ctaUrl: 'https://play.example.com/dup' }])).toEqual([
      android,
      itunes,
    ]);
  });

  it('a badge with an unsafe address is left out', () => {
    expect(storeBadges([{ ...android, ctaUrl: 'javascript:alert(1)' }, itunes])).toEqual([itunes]);
  });
});
