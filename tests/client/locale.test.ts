import { afterEach, describe, expect, it } from 'vitest';
import { addressInLocale } from '../../src/features/footer/locale-chooser';
import {
  inPageLocale,
  rememberedLocale,
  rememberLocale,
  routerLocation,
  settleLocaleAddress,
} from '../../src/lib/locale/locale';
import { withoutLocale } from '../../src/domain/shell/sign-in';

afterEach(() => {
  localStorage.clear();
  document.cookie = 'exchange.locale=; path=/; max-age=0';
  window.history.replaceState(null, '', '/');
});

describe('the page’s locale in its address', () => {
  it('moves an old address under the locale, keeps its query and fragment, and remembers a first choice', () => {
    window.history.replaceState(null, '', '/search?q=biology#results');
    settleLocaleAddress('tr-tr');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/tr-tr/search?q=biology#results');
    expect(document.documentElement.lang).toBe('tr-TR');
    expect(rememberedLocale()).toBe('tr-tr');
    expect(document.cookie).toContain('exchange.locale=tr-tr');
  });

  it('leaves an address that has a locale, and a choice made before, as they are', () => {
    rememberLocale('en-gb');
    window.history.replaceState(null, '', '/en-au/products/P1');
    settleLocaleAddress('en-au');
    expect(window.location.pathname).toBe('/en-au/products/P1');
    expect(document.documentElement.lang).toBe('en-AU');
    expect(rememberedLocale()).toBe('en-gb');
  });

  it('leaves <html lang> untouched when the server’s page already says the locale (a write restyles every element)', async () => {
    document.documentElement.lang = 'tr-TR';
    window.history.replaceState(null, '', '/tr-tr/search?q=x');
    const writes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => writes.push(...records));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
    settleLocaleAddress('tr-tr');
    await Promise.resolve();
    writes.push(...observer.takeRecords());
    observer.disconnect();
    expect(writes).toHaveLength(0);
    expect(document.documentElement.lang).toBe('tr-TR');
  });

  it('gives the same page in another locale', () => {
    window.history.replaceState(null, '', '/en-us/search?q=x#top');
    expect(addressInLocale('tr-tr')).toBe('/tr-tr/search?q=x#top');
    window.history.replaceState(null, '', '/en-us');
    expect(addressInLocale('en-gb')).toBe('/en-gb');
  });

  it('turns route-table paths into addresses and back', () => {
    expect(inPageLocale('/signin?returnUrl=%2Fsearch', 'tr-tr')).toBe('/tr-tr/signin?returnUrl=%2Fsearch');
    expect(inPageLocale('/', 'en-gb')).toBe('/en-gb');
    expect(inPageLocale('/tr-tr/search', 'en-gb')).toBe('/tr-tr/search');
    expect(inPageLocale('https://console.example/x', 'tr-tr')).toBe('https://console.example/x');
    expect(withoutLocale('/tr-tr/search?q=x')).toBe('/search?q=x');
    expect(withoutLocale('/tr-tr')).toBe('/');
    expect(withoutLocale('/search')).toBe('/search');
    expect(routerLocation({ pathname: '/en-gb/products/P1', search: '?uuid=u', hash: '' })).toEqual({
      pathname: '/products/P1',
      search: '?uuid=u',
      hash: '',
    });
  });
});
