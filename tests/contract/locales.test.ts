import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  intlTag,
  isLocale,
  LOCALES,
  localePath,
  mapPathname,
  negotiateLocale,
  splitLocalePath,
} from '../../contract/locales.ts';

describe('the locales', () => {
  it('are en-us (spec §9 default) and the publisher’s other regions', () => {
    expect(DEFAULT_LOCALE).toBe('en-us');
    expect(LOCALES).toEqual(['en-us', 'en-gb', 'en-au', 'en-ca', 'en-nz', 'tr-tr']);
    expect(LOCALES.map(intlTag)).toEqual(['en-US', 'en-GB', 'en-AU', 'en-CA', 'en-NZ', 'tr-TR']);
    expect(isLocale('tr-tr')).toBe(true);
    expect(isLocale('tr-TR')).toBe(false);
    expect(isLocale('fr-fr')).toBe(false);
  });
});

describe('negotiateLocale: the first visit’s locale from navigator.languages', () => {
  it.each([
    [['tr'], 'tr-tr'],
    [['tr-TR', 'en-US'], 'tr-tr'],
    [['tr-CY'], 'tr-tr'],
    [['en-AU', 'en'], 'en-au'],
    [['en-GB'], 'en-gb'],
    [['en_NZ'], 'en-nz'],
    [['en-CA', 'fr-CA'], 'en-ca'],
    [['en'], 'en-us'],
    [['en-IE'], 'en-us'],
    [['fr-FR', 'tr'], 'tr-tr'],
    // A region we have further down the list wins over a bare language higher up.
    [['en', 'en-GB'], 'en-gb'],
    [['de-DE', 'fr'], 'en-us'],
    [[], 'en-us'],
  ] as Array<[string[], string]>)('%j → %s', (languages, locale) => {
    expect(negotiateLocale(languages)).toBe(locale);
  });
});

describe('locale addresses', () => {
  it('split a locale off the path, and leave the old addresses as they are', () => {
    expect(splitLocalePath('/tr-tr/search')).toEqual({ locale: 'tr-tr', rest: '/search' });
    expect(splitLocalePath('/en-gb/products/P1/biology')).toEqual({ locale: 'en-gb', rest: '/products/P1/biology' });
    expect(splitLocalePath('/tr-tr')).toEqual({ locale: 'tr-tr', rest: '/' });
    expect(splitLocalePath('/tr-tr/')).toEqual({ locale: 'tr-tr', rest: '/' });
    expect(splitLocalePath('/search')).toEqual({ locale: null, rest: '/search' });
    expect(splitLocalePath('/')).toEqual({ locale: null, rest: '/' });
    expect(splitLocalePath('/fr-fr/search')).toEqual({ locale: null, rest: '/fr-fr/search' });
    expect(splitLocalePath('/TR-TR/search')).toEqual({ locale: null, rest: '/TR-TR/search' });
    expect(splitLocalePath('/tr-trx')).toEqual({ locale: null, rest: '/tr-trx' });
  });

  it('put a path under a locale', () => {
    expect(localePath('tr-tr', '/search')).toBe('/tr-tr/search');
    expect(localePath('en-us', '/')).toBe('/en-us');
    expect(localePath('en-gb', 'getstarted')).toBe('/en-gb/getstarted');
  });

  it('change the path alone, keeping the query and the fragment as they are', () => {
    const upper = (pathname: string) => pathname.toUpperCase();
    expect(mapPathname('/search?q=biology', upper)).toBe('/SEARCH?q=biology');
    expect(mapPathname('/products/p1#tabs', upper)).toBe('/PRODUCTS/P1#tabs');
    // The first '?' or '#' ends the path: a '#' inside the query stays in it, and the reverse.
    expect(mapPathname('/a?q=x#y', upper)).toBe('/A?q=x#y');
    expect(mapPathname('/a#y?q=x', upper)).toBe('/A#y?q=x');
    expect(mapPathname('/plain', upper)).toBe('/PLAIN');
    expect(mapPathname('?q=only', () => '/home')).toBe('/home?q=only');
    expect(mapPathname('/tr-tr/search?q=%2F#x', (p) => splitLocalePath(p).rest)).toBe('/search?q=%2F#x');
  });
});
