/// <reference lib="dom" />
// Product detail: one journey per demo account on products of each platform, at
// both widths (the playwright projects), through the built PWA on the real server with the
// demo catalogue (seed 1, 600 products). The products named below were picked from that
// catalogue for what they hold; each test says what it relies on. Each role's page runs in
// en-us and in tr-tr (the words below, e2e/support/locales.ts); the hand-off's fields, the
// offline and error states, the hostile description and axe in en-us.
import { expect, test, type Page } from '@playwright/test';
import { signLmsToken } from '../server/modules/identity/lms-token.ts';
import { decideConsent, DEMO_EMAILS, signInAs, storedValue } from './fixtures';
import { expectNoViolations } from './support/axe';
import { at, EN_US, JOURNEY_LOCALES, otherLocalesAtOneWidth, type LocaleWords } from './support/locales';

/** GLP, higher ed, institutional: HE-001 direct bill $100.99 + instant $133.99; HE-002 instant, access card $154.99, trial. */
const GLP_INSTITUTIONAL = '9781711007823';
/** eText (ETEXT2_CITE), higher ed, national: instant access ×2 and an access card; has a video. */
const ETEXT_NATIONAL = '9781882369874';
/** eText, audience all, K-12 licence available; the K-12 school has an active seat licence. */
const ETEXT_LICENSED = '9781710525113';
/** A custom collection owned by ORG-AU-HE-001 (no demo account belongs to it). */
const FOREIGN_CUSTOM = '9781724040992';
/** GLP (SUMATRA_CITE) with a video, a table of contents and author biographies. */
const GLP_VIDEO = '9781844235780';
/** A collection (higher ed, national offers) with alternate formats. */
const COLLECTION = '9781619292925';
/** Imported at start (e2e/fixtures/hostile-product.jsonl): hostile description HTML. */
const HOSTILE = 'XSS-HOSTILE-1';
const LMS_SECRET = 'e2e-only-lms-token-secret-never-used-in-production';

/** What the product page says, in each locale its journeys run in. */
interface ProductWords {
  registerOrSignIn: string;
  viewDemo: RegExp;
  videoBlocked: RegExp;
  changeSettings: string;
  cookieSettings: string;
  overview: string;
  gettingStarted: string;
  contents: string;
  authors: string;
  modules: string;
  aboutTheAuthor: string;
  studentOffers: string;
  instantAccess: string;
  subscription: RegExp;
  studentPrice: RegExp;
  accessCardNote: string;
  bookstore: string;
  inviteLink: string;
  joinCourse: string;
  seamlessBilling: string;
  accessCard: string;
  verifyBanner: string;
  alternateFormats: string;
  /** HE-002's access card, starred: a price the offer marks. */
  price154: string;
  verifyCourse: string;
  verifyTitle: string;
  goToForm: RegExp;
  noInstitutionBanner: string;
  addInstitution: string;
  noOffers: string;
  licenseActivated: string;
  licenseText: string;
  contactSalesText: string;
  contactSales: RegExp;
  collection: string;
  moduleCount: RegExp;
  notFound: string;
  backToHome: RegExp;
  forbidden: string;
  forbiddenText: string;
}

const PRODUCT_WORDS: Record<LocaleWords['locale'], ProductWords> = {
  'en-us': {
    registerOrSignIn: 'Register or sign in to see pricing options and to create this course',
    viewDemo: /View demo/,
    videoBlocked: /This content is hosted by a third party \(media\.example\.com\)/,
    changeSettings: 'Change my settings',
    cookieSettings: 'Cookie settings',
    overview: 'Overview',
    gettingStarted: 'Getting started',
    contents: 'Contents',
    authors: 'Author(s)',
    modules: 'Modules',
    aboutTheAuthor: 'About the author',
    studentOffers: 'Student access options',
    instantAccess: 'Instant access',
    subscription: /^\d+ days? Subscription$/,
    studentPrice: /^\$\d+\.\d{2} USD/,
    accessCardNote: 'Buy access card per student, per course.',
    bookstore: 'Bookstore pricing may vary.',
    inviteLink: 'You will need a course invite link.',
    joinCourse: 'Join your course',
    seamlessBilling: 'Seamless billing',
    accessCard: 'Access card',
    verifyBanner: 'Verify your account to get full access to courses you create.',
    alternateFormats: 'Alternate formats',
    price154: '$154.99 USD*',
    verifyCourse: 'Verify your account to get full access to this course',
    verifyTitle: 'Verify your account',
    goToForm: /Go to form/,
    noInstitutionBanner: 'Add your institution to see all products and pricing options available.',
    addInstitution: 'Add your institution',
    noOffers: 'There are no offers for this product yet.',
    licenseActivated: 'Institutional license activated',
    licenseText: "Create this course using your institution's license",
    contactSalesText: 'Contact Pearson to ask questions, confirm institutional pricing, and purchase',
    contactSales: /Contact your sales rep/,
    collection: 'Collection',
    moduleCount: /^\d+ modules?$/,
    notFound: 'Well…This is awkward.',
    backToHome: /Back to the homepage/,
    forbidden: 'Sorry, some pages are best left unseen.',
    forbiddenText: 'It looks like you do not have permissions to access this page.',
  },
  'tr-tr': {
    registerOrSignIn: 'Fiyat seçeneklerini görmek ve bu dersi oluşturmak için kaydolun veya oturum açın',
    viewDemo: /Tanıtımı görüntüle/,
    videoBlocked: /Bu içerik üçüncü bir tarafta \(media\.example\.com\) barındırılıyor/,
    changeSettings: 'Ayarlarımı değiştir',
    cookieSettings: 'Çerez ayarları',
    overview: 'Genel bakış',
    gettingStarted: 'Başlarken',
    contents: 'İçindekiler',
    authors: 'Yazar(lar)',
    modules: 'Modüller',
    aboutTheAuthor: 'Yazar hakkında',
    studentOffers: 'Öğrenci erişim seçenekleri',
    instantAccess: 'Anında erişim',
    subscription: /^\d+ günlük abonelik$/,
    studentPrice: /^\$\d+,\d{2} USD/,
    accessCardNote: 'Erişim kartını öğrenci ve ders başına satın alın.',
    bookstore: 'Kitabevi fiyatları değişiklik gösterebilir.',
    inviteLink: 'Bir ders davet bağlantısına ihtiyacınız olacak.',
    joinCourse: 'Dersinize katılın',
    seamlessBilling: 'Kesintisiz faturalandırma',
    accessCard: 'Erişim kartı',
    verifyBanner: 'Oluşturduğunuz derslere tam erişim için hesabınızı doğrulayın.',
    alternateFormats: 'Diğer biçimler',
    price154: '$154,99 USD*',
    verifyCourse: 'Bu derse tam erişim için hesabınızı doğrulayın',
    verifyTitle: 'Hesabınızı doğrulayın',
    goToForm: /Forma git/,
    noInstitutionBanner: 'Tüm ürünleri ve fiyat seçeneklerini görmek için kurumunuzu ekleyin.',
    addInstitution: 'Kurumunuzu ekleyin',
    noOffers: 'Bu ürün için henüz teklif yok.',
    licenseActivated: 'Kurum lisansı etkin',
    licenseText: 'Bu dersi kurumunuzun lisansıyla oluşturun',
    contactSalesText: 'Soru sormak, kurumsal fiyatları doğrulamak ve satın almak için Pearson ile iletişime geçin',
    contactSales: /Satış temsilcinizle iletişime geçin/,
    collection: 'Koleksiyon',
    moduleCount: /^\d+ modül$/,
    notFound: 'Hımm… Bu biraz tuhaf.',
    backToHome: /Ana sayfaya dön/,
    forbidden: 'Üzgünüz, bazı sayfalar görülmemeli.',
    forbiddenText: 'Bu sayfaya erişim izniniz yok gibi görünüyor.',
  },
};

const aside = (page: Page, w: LocaleWords = EN_US) => page.getByRole('complementary', { name: w.accessOptions });

/** What the stand-in console shows it received: its dt/dd pairs. */
async function received(page: Page): Promise<Record<string, string>> {
  await expect(page.getByRole('heading', { name: 'Course creation request received' })).toBeVisible();
  return page.evaluate(() =>
    Object.fromEntries(
      Array.from(document.querySelectorAll('dt')).map((dt) => [
        (dt.textContent ?? '').trim(),
        (dt.nextElementSibling?.textContent ?? '').trim(),
      ]),
    ),
  );
}

async function openProduct(page: Page, productId: string, query = '', w: LocaleWords = EN_US) {
  await page.goto(at(w, `/products/${productId}${query}`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test.beforeEach(async ({ page }) => decideConsent(page));

for (const w of JOURNEY_LOCALES) {
  test.describe(w.locale, () => {
    test.use({ locale: w.browser });
    otherLocalesAtOneWidth(w, 'mobile');
    const t = PRODUCT_WORDS[w.locale];
    const open = (page: Page, productId: string, query = '') => openProduct(page, productId, query, w);
    const offersOf = (page: Page) => aside(page, w);

    test('anonymous: sign in to see prices, View demo, tabs by keyboard kept in the address', async ({ page }) => {
      await open(page, GLP_VIDEO);
      await expect(page).toHaveTitle(/ - Exchange$/);
      await expect(offersOf(page).getByRole('button', { name: w.signIn })).toBeVisible();
      await expect(offersOf(page).getByText(t.registerOrSignIn)).toBeVisible();
      await expect(offersOf(page).getByRole('link', { name: t.viewDemo })).toHaveAttribute('target', '_blank');
      await expect(offersOf(page)).not.toContainText('$');

      // The video waits for consent (spec §8) and 'Change my settings' opens the consent panel.
      await expect(page.getByText(t.videoBlocked)).toBeVisible();
      await page.getByRole('button', { name: t.changeSettings }).click();
      await expect(page.getByRole('dialog', { name: t.cookieSettings })).toBeVisible();
      await page.keyboard.press('Escape');

      // Tabs: arrow keys, Home/End, the choice in the address; back restores the previous tab.
      const overview = page.getByRole('tab', { name: t.overview });
      await expect(overview).toHaveAttribute('aria-selected', 'true');
      await overview.focus();
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('tab', { name: t.gettingStarted })).toBeFocused();
      await expect(page).toHaveURL(new RegExp(`/${w.locale}/products/.*[?&]tab=getting-started`));
      await page.keyboard.press('End');
      await expect(page.getByRole('tab', { name: t.authors })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('heading', { name: t.aboutTheAuthor })).toBeVisible();
      await page.keyboard.press('Home');
      await expect(overview).toHaveAttribute('aria-selected', 'true');
      await page.getByRole('tab', { name: t.contents }).click();
      await expect(page).toHaveURL(/[?&]tab=contents/);
      const firstPart = page.getByRole('tabpanel').getByRole('button').first();
      await expect(firstPart).toHaveAttribute('aria-expanded', 'true');
      await firstPart.click();
      await expect(firstPart).toHaveAttribute('aria-expanded', 'false');
      await page.goBack();
      await expect(overview).toHaveAttribute('aria-selected', 'true');

      // A shared link opens on its tab.
      await open(page, GLP_VIDEO, '?tab=contents');
      await expect(page.getByRole('tab', { name: t.contents })).toHaveAttribute('aria-selected', 'true');
    });

    test('student: student offers with prices and footnotes, the invite-link note, the action navigates', async ({
      page,
    }) => {
      await signInAs(page, DEMO_EMAILS.student);
      await open(page, ETEXT_NATIONAL);
      const offers = offersOf(page).getByRole('region', { name: t.studentOffers });
      await expect(offers).toBeVisible();
      await expect(offers.getByRole('heading', { name: t.instantAccess })).toBeVisible();
      await expect(offers.getByText(t.subscription).first()).toBeVisible();
      await expect(offers.getByText(t.studentPrice).first()).toBeVisible();
      await expect(offers.getByText(t.accessCardNote)).toBeVisible();
      await expect(offers.getByText(t.bookstore)).toBeVisible();
      await expect(offersOf(page).getByText(t.inviteLink)).toBeVisible();
      const action = offersOf(page).getByRole('link', { name: t.joinCourse });
      await expect(action).toHaveAttribute('href', /^\/console\/courses\/create\?returnUrl=/);
      await action.click();
      // The console's page, in its own words (docs/regions.md §5).
      await expect(page.getByRole('heading', { name: 'Join your course' })).toBeVisible();
    });

    test('student-instructor: sees the student offers too', async ({ page }) => {
      await signInAs(page, DEMO_EMAILS.studentInstructor);
      await open(page, ETEXT_NATIONAL);
      await expect(offersOf(page).getByRole('region', { name: t.studentOffers })).toBeVisible();
    });

    test('validated instructor: billing choice, the form POST reaches the console, switching institution re-prices', async ({
      page,
    }) => {
      await signInAs(page, DEMO_EMAILS.instructor);
      await open(page, GLP_INSTITUTIONAL);
      await expect(offersOf(page).getByRole('radio', { name: t.seamlessBilling })).toBeChecked();
      await expect(offersOf(page).getByRole('radio', { name: t.accessCard })).not.toBeChecked();
      await expect(offersOf(page).getByText(w.price100)).toBeVisible();
      await expect(page.getByText(t.verifyBanner)).toHaveCount(0);

      // The use-action's name is the catalogue's data, one language.
      await offersOf(page).getByRole('button', { name: 'Create a course' }).click();
      expect(await received(page)).toMatchObject({
        Name: 'Ada Lovelace',
        productId: GLP_INSTITUTIONAL,
        orgId: 'ORG-US-HE-001',
        isDirectBill: 'true',
        isSeatLicense: 'false',
        offerId: `OFF-${GLP_INSTITUTIONAL}-ORG-US-HE-001-DIRECT_BILL-180`,
        licenseId: 'null',
      });
      await expect(page).toHaveURL(/\/console\/courses\/create\?returnUrl=/);
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`/${w.locale}/products/${GLP_INSTITUTIONAL}`));

      await expect(offersOf(page).getByRole('heading', { name: t.alternateFormats })).toBeVisible();
      await offersOf(page).getByLabel(w.institution).selectOption('ORG-US-HE-002');
      await expect(page).toHaveURL(new RegExp(`/${w.locale}/products/.*organizationId=ORG-US-HE-002`));
      await expect(offersOf(page).getByText(t.price154)).toBeVisible();
      await expect(offersOf(page).getByRole('radio', { name: t.seamlessBilling })).toHaveCount(0);
      await expect(offersOf(page).getByText(w.price100)).toHaveCount(0);
    });

    test('unverified instructor: the verify messages and the verification form link', async ({ page }) => {
      await signInAs(page, DEMO_EMAILS.unverifiedInstructor);
      await open(page, GLP_INSTITUTIONAL);
      await expect(page.getByText(t.verifyBanner)).toBeVisible();
      await offersOf(page).getByRole('button', { name: t.verifyCourse }).click();
      const dialog = page.getByRole('dialog', { name: t.verifyTitle });
      const form = dialog.getByRole('link', { name: t.goToForm });
      await expect(form).toHaveAttribute('target', '_blank');
      const href = await form.getAttribute('href');
      const url = new URL(href ?? '', 'http://x');
      expect(url.pathname).toBe('/console/verify');
      expect(Object.fromEntries(url.searchParams)).toEqual({
        catalogCode: GLP_INSTITUTIONAL,
        firstName: 'Uma',
        lastName: 'Patel',
        email: 'unverified.instructor@example.edu',
        forceLogout: 'true',
      });
    });

    test('instructor without institution: the banner, the add-institution link, the action held', async ({ page }) => {
      await signInAs(page, DEMO_EMAILS.noInstitution);
      await open(page, GLP_INSTITUTIONAL);
      await expect(page.getByText(t.noInstitutionBanner)).toBeVisible();
      await expect(offersOf(page).getByRole('link', { name: t.addInstitution })).toBeVisible();
      // Sold to institutions only: without one there is no offer, so the action waits (spec §4 "no offers").
      await expect(offersOf(page).getByRole('button', { name: 'Create a course' })).toBeDisabled();
      await expect(offersOf(page).getByText(t.noOffers)).toBeVisible();
    });

    test('K-12 buyer: the licence badge, contact sales, and the licence in the hand-off', async ({ page }) => {
      await signInAs(page, DEMO_EMAILS.k12Buyer);
      await open(page, ETEXT_LICENSED);
      await expect(offersOf(page).getByText(t.licenseActivated)).toBeVisible();
      await expect(offersOf(page).getByText(t.licenseText)).toBeVisible();
      await expect(offersOf(page).getByText(t.contactSalesText)).toBeVisible();
      await expect(offersOf(page).getByRole('link', { name: t.contactSales })).toHaveAttribute('target', '_blank');
      await offersOf(page).getByRole('button', { name: 'Create a course' }).click();
      expect(await received(page)).toMatchObject({
        orgId: 'ORG-US-K12-001',
        isSeatLicense: 'true',
        licenseId: `LIC-US-K12-001-${ETEXT_LICENSED}`,
      });
    });

    test('collection: its heading, modules, and the action opening the console in a new tab', async ({ page }) => {
      await signInAs(page, DEMO_EMAILS.instructor);
      await open(page, COLLECTION);
      await expect(page.getByText(t.collection, { exact: true })).toBeVisible();
      await expect(page.getByText(t.moduleCount)).toBeVisible();
      await page.getByRole('tab', { name: t.modules }).click();
      await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
      const popup = page.waitForEvent('popup');
      await offersOf(page)
        .getByRole('button', { name: /Customize this collection/ })
        .click();
      const consolePage = await popup;
      await expect(consolePage.getByRole('heading', { name: 'Course creation request received' })).toBeVisible();
      expect(new URL(consolePage.url()).searchParams.get('type')).toBe('collection');
    });

    test('missing, forbidden and sign-in-only products', async ({ page }) => {
      await open(page, '9999999999999');
      await expect(page.getByRole('heading', { name: t.notFound })).toBeVisible();
      await expect(page.getByRole('link', { name: t.backToHome })).toBeVisible();

      // Anonymous on an institution's own product: sign in (401), in the same locale.
      await page.goto(at(w, `/products/${FOREIGN_CUSTOM}`));
      await expect(page).toHaveURL(new RegExp(`/${w.locale}/signin\\?returnUrl=`));

      await signInAs(page, DEMO_EMAILS.instructor);
      await open(page, FOREIGN_CUSTOM);
      await expect(page.getByRole('heading', { name: t.forbidden })).toBeVisible();
      await expect(page.getByText(t.forbiddenText)).toBeVisible();
    });

    test("viewed products appear on home under 'Recently viewed', newest first", async ({ page }) => {
      await page.goto(at(w, '/'));
      await expect(page.getByRole('heading', { name: w.home })).toBeVisible();
      await expect(page.getByRole('heading', { name: w.recentlyViewed })).toHaveCount(0);
      await open(page, GLP_VIDEO);
      const first = await page.getByRole('heading', { level: 1 }).innerText();
      // Kept on the device, not sent anywhere (a person reads the page before leaving it).
      await expect.poll(() => storedViewed(page)).toEqual([GLP_VIDEO]);
      await open(page, ETEXT_NATIONAL);
      const second = await page.getByRole('heading', { level: 1 }).innerText();
      await expect.poll(() => storedViewed(page)).toEqual([ETEXT_NATIONAL, GLP_VIDEO]);
      await page.goto(at(w, '/'));
      const list = page.getByRole('region', { name: w.recentlyViewed }).getByRole('link');
      await expect(list).toHaveText([second, first]);
      await list.first().click();
      await expect(page).toHaveURL(new RegExp(`/${w.locale}/products/${ETEXT_NATIONAL}`));
      await expect(page.getByRole('heading', { level: 1, name: second })).toBeVisible();
    });
  });
}

test('offline: prices marked with their time and the action held until the device is back', async ({
  page,
  context,
}) => {
  await signInAs(page, DEMO_EMAILS.instructor);
  await openProduct(page, GLP_INSTITUTIONAL);
  const create = aside(page).getByRole('button', { name: 'Create a course' });
  await expect(create).toBeEnabled();
  await context.setOffline(true);
  await expect(create).toBeDisabled();
  await expect(aside(page).getByText('You are offline. Connect to the internet to continue.')).toBeVisible();
  await expect(aside(page).getByText(/^Prices as of /)).toBeVisible();
  await expect(aside(page).getByText('$100.99 USD*')).toBeVisible();
  await context.setOffline(false);
  await expect(create).toBeEnabled();
  await expect(aside(page).getByText(/^Prices as of /)).toHaveCount(0);
});

test('LMS arrival: a read-only institution, no alternate formats, the hand-off without organisation fields', async ({
  page,
}) => {
  await signInAs(page, DEMO_EMAILS.instructor);
  const { token } = signLmsToken(LMS_SECRET, { org: 'ORG-US-HE-002', role: 'instructor', minutes: 30 });
  await openProduct(page, GLP_INSTITUTIONAL, `?integration_context_token=${encodeURIComponent(token)}`);
  await expect(aside(page).getByRole('combobox')).toHaveCount(0);
  // spec §2: alternate formats are hidden when an integration token is in the address.
  await expect(aside(page).getByRole('heading', { name: 'Alternate formats' })).toHaveCount(0);
  await expect(aside(page).getByText(/^Pacific C/)).toBeVisible();
  await aside(page).getByRole('button', { name: 'Create a course' }).click();
  const fields = await received(page);
  expect(fields).toMatchObject({
    productId: GLP_INSTITUTIONAL,
    orgId: '(not sent)',
    isDirectBill: '(not sent)',
    isSeatLicense: '(not sent)',
    offerId: `OFF-${GLP_INSTITUTIONAL}-ORG-US-HE-002-INSTANT_ACCESS-180`,
  });
  expect(fields['LMS organisation']).toMatch(/\(ORG-US-HE-002\), role instructor$/);
});

test('internal errors: the product cause; failed offers keep the page and the banner dismisses', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'test-fault', value: 'product', url: test.info().project.use.baseURL! }]);
  await page.goto(`/products/${GLP_INSTITUTIONAL}`);
  await expect(
    page.getByText('Error occurred while loading the product data. Product Repository Unavailable!'),
  ).toBeVisible({
    timeout: 20_000,
  });

  await context.clearCookies();
  await context.addCookies([{ name: 'test-fault', value: 'offers', url: test.info().project.use.baseURL! }]);
  await signInAs(page, DEMO_EMAILS.instructor);
  await openProduct(page, GLP_INSTITUTIONAL);
  const banner = page.getByRole('alert').filter({ hasText: 'Oops, something went wrong.' });
  await expect(
    banner.getByText('Error occurred while loading offers for this product. Offers Service Unavailable!'),
  ).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
  await banner.getByRole('button', { name: 'Dismiss' }).click();
  await expect(banner).toHaveCount(0);
});

test('hostile description HTML renders with no script run and no dangerous attribute', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await openProduct(page, HOSTILE);
  await expect(page.getByText('Plain paragraph survives.')).toBeVisible();
  const showMore = page.getByRole('button', { name: 'Show more' });
  if ((await showMore.count()) > 0) await showMore.click();
  await page.getByText('hover me').hover();
  // Links to other sites keep working, opening a new tab without a handle on this one.
  await expect(page.locator('main a[href="https://example.com/safe"]')).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page.locator('#js-link')).not.toHaveAttribute('href', /.*/);
  await page.getByRole('tab', { name: 'Author(s)' }).click();
  await expect(page.getByText(/biography text stays text/)).toBeVisible();
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? 0)).toBe(0);
  const dangerous = await page.evaluate(() => {
    const found: string[] = [];
    for (const el of Array.from(document.querySelectorAll('main *'))) {
      for (const attr of Array.from(el.attributes)) {
        if (/^on/i.test(attr.name)) found.push(`${el.tagName} ${attr.name}`);
        // eslint-disable-next-line no-control-regex -- browsers ignore these inside a scheme
        if (/^(javascript|data|vbscript):/i.test(attr.value.replace(/[\u0000-\u0020]/g, '')))
          found.push(`${el.tagName} ${attr.name}`);
        if (attr.name === 'srcdoc') found.push(`${el.tagName} srcdoc`);
      }
      if (['SCRIPT', 'OBJECT', 'EMBED', 'FORM'].includes(el.tagName)) found.push(el.tagName);
      if (el.tagName === 'IFRAME' && !el.closest('.product-video')) found.push('IFRAME');
    }
    return found;
  });
  expect(dangerous).toEqual([]);
  expect(violations).toEqual([]);
});

test('axe: no WCAG 2.2 A/AA violation with each tab and each dialog open', async ({ page }) => {
  test.slow();
  await signInAs(page, DEMO_EMAILS.unverifiedInstructor);
  await openProduct(page, GLP_VIDEO);
  const check = (state: string) => expectNoViolations(page, state);
  const tabs = await page.getByRole('tab').allInnerTexts();
  for (const name of tabs) {
    await page.getByRole('tab', { name }).click();
    await check(`tab ${name}`);
  }
  await aside(page).getByRole('button', { name: 'Verify your account to get full access to this course' }).click();
  await expect(page.getByRole('dialog', { name: 'Verify your account' })).toBeVisible();
  await check('verify dialog');
  await page.keyboard.press('Escape');
  await aside(page).getByRole('button', { name: 'Compare formats' }).click();
  await expect(page.getByRole('dialog', { name: 'Compare formats' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await check('compare view');
  await page.keyboard.press('Escape');
  await aside(page).getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await check('share dialog');
  await page.keyboard.press('Escape');
  await page.emulateMedia({ colorScheme: 'dark' });
  await check('dark scheme');
});

/** The device's viewed list as IndexedDB holds it: its product ids, newest first. */
async function storedViewed(page: Page): Promise<string[]> {
  return ((await storedValue<Array<{ productId: string }>>(page, 'exchange.recently-viewed')) ?? []).map(
    (p) => p.productId,
  );
}
