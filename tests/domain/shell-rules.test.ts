// Pure rules of the app shell (src/domain), checked against the spec's wording.
import { describe, expect, it } from 'vitest';
import { fullNameOf, initialsOf, isAdminUser, userCountry } from '../../src/domain/session/user';
import {
  accountSettingsHref,
  emptySearchHref,
  homeHref,
  subjectSearchHref,
  subjectSearchHrefs,
  textSearchHref,
} from '../../src/domain/shell/query-params';
import { checkInvitationLink } from '../../src/domain/session/invitation-link';
import { productIdFromPath, safeReturnPath } from '../../src/domain/shell/return-url';
import { retryMinutes, signInReturnPath } from '../../src/domain/shell/sign-in';
import { applyLinkOverrides } from '../../src/domain/shell/link-overrides';
import { checkSearchText } from '../../contract/search-text';
import { pickerNameMax } from '../../src/domain/session/institution-label';

describe('user (spec §2 header, §6)', () => {
  it('initials are the first letters of first and last name', () => {
    expect(initialsOf({ firstName: 'jane', lastName: 'doe' })).toBe('JD');
    expect(initialsOf({ firstName: ' Émile ', lastName: 'Zola' })).toBe('ÉZ');
    expect(initialsOf({ firstName: 'Cher', lastName: '' })).toBe('C');
    expect(fullNameOf({ firstName: 'Jane', lastName: 'Doe' })).toBe('Jane Doe');
  });

  it("admins: the user API's isAdmin flag, else the console_admin permission", () => {
    expect(isAdminUser({ permissions: ['console_admin'] })).toBe(true);
    expect(isAdminUser({ permissions: ['initiate_aiv', 'console_student'] })).toBe(false);
    expect(isAdminUser({ isAdmin: true, permissions: [] })).toBe(true);
    expect(isAdminUser({ isAdmin: false, permissions: ['console_admin'] })).toBe(false);
  });

  it('country (spec §7: two letters): location.country, else userDetails.homeCountryCode', () => {
    expect(userCountry({ location: { country: 'US' }, userDetails: { homeCountryCode: 'GB' } })).toBe('US');
    expect(userCountry({ userDetails: { homeCountryCode: 'GB' } })).toBe('GB');
    expect(userCountry({ location: { country: 'USA' }, userDetails: { homeCountryCode: 'GB' } })).toBe('GB');
    expect(userCountry({ location: { country: '' } })).toBeNull();
    expect(userCountry(null)).toBeNull();
  });
});

describe('query parameters', () => {
  it('home drops uuid and q and keeps the rest (spec §2 not-found, product)', () => {
    expect(homeHref('?uuid=1&q=bio&ref=revel&organizationId=o1')).toBe('/?ref=revel&organizationId=o1');
    expect(homeHref('?uuid=1&q=bio')).toBe('/');
    expect(homeHref('')).toBe('/');
  });

  it('a category sets cat and removes disc, q, uuid; a discipline sets disc and removes cat, q, uuid', () => {
    const from = '?q=x&uuid=1&cat=OLD&disc=A|B&ref=etext&integration_context_token=t&return=%2Fp';
    expect(subjectSearchHref(from, { cat: 'SCI' })).toBe('/search?ref=etext&integration_context_token=t&cat=SCI');
    expect(subjectSearchHref(from, { disc: 'BIO' })).toBe('/search?ref=etext&integration_context_token=t&disc=BIO');
  });

  it('a menu of subjects reads the address once and encodes each code as the single link does', () => {
    const hrefFor = subjectSearchHrefs('?q=x&type=courses&ref=revel');
    expect(hrefFor({ cat: 'SCI' })).toBe('/search?ref=revel&type=courses&cat=SCI');
    expect(hrefFor({ disc: 'A&B C' })).toBe('/search?ref=revel&type=courses&disc=A%26B+C');
    expect(subjectSearchHrefs('?uuid=1')({ cat: 'ART' })).toBe('/search?cat=ART');
    // What URLSearchParams escapes and encodeURIComponent does not (~ ! ' ( )), and UTF-8.
    expect(subjectSearchHrefs('')({ disc: "ç~(x)'!*-._" })).toBe('/search?disc=%C3%A7%7E%28x%29%27%21*-._');
  });

  it('a text search sets q (encoded) and keeps only the carried parameters', () => {
    expect(textSearchHref('?uuid=1&organizationId=o&cat=S', 'C++ & you')).toBe(
      '/search?organizationId=o&q=C%2B%2B+%26+you',
    );
    expect(emptySearchHref('?q=x&cat=S&ref=revel')).toBe('/search?ref=revel');
  });

  it('account settings carry type=Return to Search and the return URL (spec §7)', () => {
    const href = accountSettingsHref('https://console.example.com/account', 'https://app.example.com/search?q=a b');
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe('https://console.example.com/account');
    expect(url.searchParams.get('type')).toBe('Return to Search');
    expect(url.searchParams.get('returnUrl')).toBe('https://app.example.com/search?q=a b');
  });
});

describe('invitation link (spec §5)', () => {
  const base = 'https://app.example.com/console';
  it('is valid only with {consoleBase}/enrollment/', () => {
    expect(checkInvitationLink(`${base}/enrollment/ABC`, base)).toBe('valid');
    expect(checkInvitationLink(`  ${base}/enrollment/ABC?x=1  `, base)).toBe('valid');
    expect(checkInvitationLink(`${base}/enrol/ABC`, base)).toBe('invalid');
    expect(checkInvitationLink('https://other.example.com/console/enrollment/ABC', base)).toBe('invalid');
    expect(checkInvitationLink('ABC123', base)).toBe('invalid');
  });

  it('tolerates a trailing slash on the base', () => {
    expect(checkInvitationLink(`${base}/enrollment/ABC`, `${base}/`)).toBe('valid');
  });

  it('is empty for blank input', () => {
    expect(checkInvitationLink('', base)).toBe('empty');
    expect(checkInvitationLink('   ', base)).toBe('empty');
  });

  it('never accepts a non-http(s) address', () => {
    expect(checkInvitationLink(`javascript:alert(1)//${base}/enrollment/ABC`, base)).toBe('invalid');
  });
});

describe('return address (spec §2 get started)', () => {
  const origin = 'https://app.example.com';
  it('keeps same-origin paths and refuses other sites', () => {
    expect(safeReturnPath('/products/p1/slug?uuid=p1', origin)).toBe('/products/p1/slug?uuid=p1');
    expect(safeReturnPath('https://app.example.com/products/p1#x', origin)).toBe('/products/p1#x');
    expect(safeReturnPath('https://evil.example.com/products/p1', origin)).toBeNull();
    expect(safeReturnPath('//evil.example.com/products/p1', origin)).toBeNull();
    expect(safeReturnPath('javascript:alert(1)', origin)).toBeNull();
    expect(safeReturnPath(null, origin)).toBeNull();
  });

  it('finds the product id of /products/{id}/{slug} or /products/{id}', () => {
    expect(productIdFromPath('/products/p1/campbell-biology?uuid=u1')).toBe('p1');
    expect(productIdFromPath('/products/p1')).toBe('p1');
    expect(productIdFromPath('/search?q=x')).toBeNull();
    expect(productIdFromPath(null)).toBeNull();
  });
});

describe('link overrides (spec §2 footer, §5)', () => {
  const defaults = { privacy: 'https://a.example.com/privacy', support: 'https://a.example.com/support' };

  it('overrides per key and keeps the others', () => {
    const { hrefs, problems } = applyLinkOverrides(defaults, [{ key: 'privacy', href: 'https://b.example.com/p' }]);
    expect(hrefs).toEqual({ privacy: 'https://b.example.com/p', support: 'https://a.example.com/support' });
    expect(problems).toEqual([]);
  });

  it('reports items without key or href, unknown keys, unsafe hrefs and non-lists', () => {
    const { hrefs, problems } = applyLinkOverrides(defaults, [
      { key: 'privacy' },
      { href: 'https://x.example.com' },
      { key: 'other', href: 'https://x.example.com' },
      { key: 'support', href: 'javascript:void(0)' },
      { key: 'support', href: 42 },
      7,
    ]);
    expect(hrefs).toEqual(defaults);
    expect(problems.map((p) => p.index)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(applyLinkOverrides(defaults, { key: 'privacy' }).problems).toHaveLength(1);
    expect(applyLinkOverrides(defaults, undefined).problems).toHaveLength(0);
  });
});

describe('search text (spec §5)', () => {
  it('needs 2 characters after trimming', () => {
    expect(checkSearchText('  ')).toBe('empty');
    expect(checkSearchText(' a ')).toBe('too-short');
    expect(checkSearchText('ab')).toBe('ok');
  });
});

describe('institution names in the picker (spec §9)', () => {
  it('12 characters, 9 below 600 px in the LMS flow only', () => {
    expect(pickerNameMax({ lmsFlow: false, narrow: false })).toBe(12);
    expect(pickerNameMax({ lmsFlow: false, narrow: true })).toBe(12);
    expect(pickerNameMax({ lmsFlow: true, narrow: false })).toBe(12);
    expect(pickerNameMax({ lmsFlow: true, narrow: true })).toBe(9);
  });
});

describe('sign-in: where it returns to, and how long a rate-limited one waits', () => {
  const origin = 'https://exchange.example.org';

  it('returns to a same-origin address, with its query; never to /signin (no loop); else home', () => {
    expect(signInReturnPath('/products/1/biology?tab=authors', origin)).toBe('/products/1/biology?tab=authors');
    expect(signInReturnPath(`${origin}/search?q=bio`, origin)).toBe('/search?q=bio');
    expect(signInReturnPath('/signin', origin)).toBe('/');
    expect(signInReturnPath('/signin?returnUrl=%2Fsearch', origin)).toBe('/');
    expect(signInReturnPath('/signin/again', origin)).toBe('/');
    expect(signInReturnPath('https://elsewhere.example.com/', origin)).toBe('/');
    expect(signInReturnPath(null, origin)).toBe('/');
  });

  it('the wait in whole minutes, rounded up, at least one', () => {
    expect(retryMinutes(1)).toBe(1);
    expect(retryMinutes(60)).toBe(1);
    expect(retryMinutes(61)).toBe(2);
    expect(retryMinutes(900)).toBe(15);
    expect(retryMinutes(0)).toBe(1);
  });
});
