// The product picture of result cards and suggestions (src/domain/product/cover.ts) against spec §2
// and §8.
import { describe, expect, it } from 'vitest';
import { coverUrl, DEFAULT_COVER } from '../../src/domain/product/cover';

describe('cover image (spec §2: fallback image; §8: images fail → default image)', () => {
  it('our cover, else the default image', () => {
    expect(coverUrl('/api/covers/9780000000001.svg')).toBe('/api/covers/9780000000001.svg');
    expect(coverUrl(null)).toBe(DEFAULT_COVER);
    expect(coverUrl(undefined)).toBe(DEFAULT_COVER);
    expect(coverUrl('')).toBe(DEFAULT_COVER);
    expect(DEFAULT_COVER).toBe('/images/default-cover.svg');
  });

  it('never an image from another site (the CSP would block it anyway)', () => {
    expect(coverUrl('https://cdn.example/x.jpg')).toBe(DEFAULT_COVER);
    expect(coverUrl('//cdn.example/x.jpg')).toBe(DEFAULT_COVER);
    expect(coverUrl('data:image/png;base64,AAAA')).toBe(DEFAULT_COVER);
    expect(coverUrl('javascript:alert(1)')).toBe(DEFAULT_COVER);
  });
});
