// The product picture of result cards and suggestions (src/domain/product/cover.ts) against spec §2
// and §8.
import { describe, expect, it } from 'vitest';
import { coverPicture, coverUrl, DEFAULT_COVER } from '../../src/domain/product/cover';

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

describe('a generated cover is shown as PNG at the widths the server draws', () => {
  it('our SVG cover becomes its PNG at 160, 320 and 480 px, 320 px without srcset', () => {
    expect(coverPicture('/api/covers/9780000000001.svg')).toEqual({
      src: '/api/covers/9780000000001.png?w=320',
      srcSet:
        '/api/covers/9780000000001.png?w=160 160w, /api/covers/9780000000001.png?w=320 320w, /api/covers/9780000000001.png?w=480 480w',
    });
    expect(coverPicture('/api/covers/9780000000001.svg', 160).src).toBe('/api/covers/9780000000001.png?w=160');
  });

  it('the default image, and any other address, as they are, without a choice of widths', () => {
    expect(coverPicture(null)).toEqual({ src: DEFAULT_COVER, srcSet: undefined });
    expect(coverPicture('https://cdn.example/x.svg')).toEqual({ src: DEFAULT_COVER, srcSet: undefined });
    expect(coverPicture('/api/covers/9780000000001.png')).toEqual({
      src: '/api/covers/9780000000001.png',
      srcSet: undefined,
    });
    expect(coverPicture('/api/covers/a/b.svg?x=1')).toEqual({ src: '/api/covers/a/b.svg?x=1', srcSet: undefined });
  });
});
