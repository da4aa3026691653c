// Regions (docs/regions.md): the main journey in tr-tr with no English left on any screen, the
// old addresses landing under a locale, the footer's chooser, and the screenshots of search and
// a product in tr-tr and en-gb at 375 px (docs/screens/).
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { decideConsent, DEMO_EMAILS, isMobile, signInAs, waitForHome } from './fixtures';

/** Each file of en-us strings and its Turkish catalogue. */
const CATALOGUES: Record<string, string> = {
  'src/lib/messages/messages-en-us.ts': 'src/lib/messages/catalogue-tr-tr.ts',
  'src/features/signin/signin-messages-en-us.ts': 'src/features/signin/catalogue-signin-tr-tr.ts',
  'src/features/redeem/redeem-messages-en-us.ts': 'src/features/redeem/catalogue-redeem-tr-tr.ts',
  'src/features/get-started/get-started-messages-en-us.ts': 'src/features/get-started/catalogue-get-started-tr-tr.ts',
  'src/features/product/messages-product-en-us.ts': 'src/features/product/catalogue-product-tr-tr.ts',
  'src/widgets/barcode-scan/scan-messages.ts': 'src/widgets/barcode-scan/catalogue-scan-tr-tr.ts',
  'src/widgets/barcode-scan/scan-button-messages.ts': 'src/widgets/barcode-scan/catalogue-scan-tr-tr.ts',
  'src/features/insights/insights-messages.ts': 'src/features/insights/catalogue-insights-tr-tr.ts',
  'src/features/learning/learning-messages.ts': 'src/features/learning/catalogue-learning-tr-tr.ts',
  'src/features/kiosk/kiosk-messages.ts': 'src/features/kiosk/catalogue-kiosk-tr-tr.ts',
};

/**
 * The en-us words a Turkish page must not show: every string literal of the app's and the
 * product page's en-us catalogues that the Turkish catalogues do not also hold (names such as
 * 'Pearson eText' are in both). Read from the sources: the catalogues import the app's
 * stylesheets, which this runner cannot load.
 */
function untranslatable(): string[] {
  const literals = (file: string) => {
    const source = readFileSync(file, 'utf8');
    const quoted = [...source.matchAll(/(['"])((?:(?!\1)[^\\\n])+)\1(?!\s*:)/g)].map((m) => m[2]!);
    // A template's words between its values ('Cover of ' in `Cover of ${name}`).
    const templated = [...source.matchAll(/`([^`]*)`/g)].flatMap((m) =>
      m[1]!.split(/\$\{[^}]*\}/).map((p) => p.trim()),
    );
    return [...quoted, ...templated].filter(
      (s) => s.length >= 6 && /\s/.test(s) && !s.startsWith('.') && !s.includes('/'),
    );
  };
  const turkish = new Set(Object.values(CATALOGUES).flatMap(literals));
  const english = Object.keys(CATALOGUES).flatMap(literals);
  // Pieces of a sentence around a link ('… from the US store or the Canada store'): the
  // catalogue's English descriptions hold them too.
  const fragments = new Set(['or the']);
  return [...new Set(english.filter((s) => !turkish.has(s) && !fragments.has(s)))];
}
const ENGLISH = untranslatable();

/** Fails with the English strings the page shows (its visible text, its labels and titles). */
async function expectNoEnglish(page: Page, screen: string) {
  const shown = await page.evaluate(() => {
    const labels = Array.from(document.querySelectorAll('[aria-label],[title],[placeholder],[alt]')).flatMap((el) =>
      ['aria-label', 'title', 'placeholder', 'alt'].map((a) => el.getAttribute(a) ?? ''),
    );
    return [document.body.innerText, document.title, ...labels].join('\n');
  });
  expect(ENGLISH.length, 'English strings found in the catalogues').toBeGreaterThan(200);
  expect(
    ENGLISH.filter((s) => shown.includes(s)),
    `English on the ${screen} screen`,
  ).toEqual([]);
}

test.describe('tr-tr', () => {
  test.use({ locale: 'tr-TR' });

  test('home → a subject → a search → a product, all in Turkish', async ({ page }) => {
    await decideConsent(page);
    // A Turkish browser's first visit to the bare address lands in tr-tr.
    await page.goto('/');
    await expect(page).toHaveURL(/\/tr-tr$/);
    await waitForHome(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr-TR');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Konunuza göz atın');
    await expect(page.locator('link[rel="alternate"][hreflang="en-US"]')).toHaveCount(1);
    await expectNoEnglish(page, 'home');

    await page.locator('.subject-box__title a').first().click();
    await expect(page).toHaveURL(/\/tr-tr\/search\?(.*&)?cat=/);
    await expect(page.locator('.search-page__count')).toHaveText(
      /^(\d+ sonucun tümü gösteriliyor|[\d.]+ sonuçtan \d+ - \d+ arası gösteriliyor)$/,
    );
    await expectNoEnglish(page, 'subject');

    if (isMobile(page)) await page.getByRole('banner').getByRole('button', { name: 'Ara' }).click();
    const scope = isMobile(page) ? page.getByRole('dialog', { name: 'Arama' }) : page.getByRole('banner');
    const field = scope.getByRole('combobox', { name: 'Başlık, yazar, ISBN veya konu anahtar sözcükleri girin' });
    await field.fill('');
    await field.pressSequentially('BIOLOGY', { delay: 20 });
    await expect(page.getByRole('listbox', { name: 'Arama önerileri' })).toBeVisible();
    await expectNoEnglish(page, 'suggestions');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/tr-tr\/search\?(.*&)?q=BIOLOGY/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Arama sonuçları: “BIOLOGY”');
    await expect(page.locator('.result-list:not([aria-hidden]) > li').first()).toBeVisible();
    await expectNoEnglish(page, 'results');

    await page.locator('.result-list:not([aria-hidden]) > li a[href*="/products/"]').first().click();
    await expect(page).toHaveURL(/\/tr-tr\/products\//);
    await expect(
      page
        .getByRole('tab', { name: 'Genel bakış' })
        .or(page.getByRole('link', { name: 'Genel bakış' }))
        .first(),
    ).toBeVisible();
    await expectNoEnglish(page, 'product');
  });

  test('a signed-in instructor’s offers: Turkish figures, the offer’s own currency, no English', async ({ page }) => {
    await decideConsent(page);
    await signInAs(page, DEMO_EMAILS.instructor);
    // A GLP product with direct-bill offers for the instructor's institution (e2e/product.spec.ts).
    await page.goto('/tr-tr/products/9781711007823');
    const offers = page.getByRole('complementary', { name: 'Erişim seçenekleri' });
    await expect(offers.getByRole('radio', { name: 'Kesintisiz faturalandırma' })).toBeChecked();
    // en-us shows '$100.99 USD': the same price, in the same currency, written the Turkish way.
    await expect(offers.getByText('$100,99 USD')).toBeVisible();
    await expect(offers.getByText(/\d+ günlük abonelik/).first()).toBeVisible();
    await expectNoEnglish(page, 'product, signed in');
    if (page.viewportSize()?.width === 375) {
      // Under 992 px the offers are drawn inside the left column (their region has no box).
      await offers.getByText('$100,99 USD').scrollIntoViewIfNeeded();
      await picturesInView(page);
      await page.screenshot({ path: 'docs/screens/regions-offers-tr-tr-375.png' });
    }
  });

  // Opening the page again offline needs the worker's navigation answer with the network down,
  // which this server cannot give (setOffline leaves the worker online): e2e/offline.spec.ts stops
  // its own server for that. Here: the worker keeps what a tr-tr page needs beyond the precache.
  test('the worker keeps the tr-tr catalogue once a page has been seen, for offline use', async ({ page }) => {
    await decideConsent(page);
    await page.goto('/tr-tr/search?q=biology');
    await expect(page.locator('.result-list:not([aria-hidden]) > li').first()).toBeVisible();
    // Kept once the worker controls the page (src/lib/locale/catalogue-keeper.ts).
    const kept = () =>
      page.evaluate(async () => {
        for (const name of await caches.keys()) {
          const requests = await (await caches.open(name)).keys();
          if (requests.some((r) => /\/assets\/catalogue-tr-tr-/.test(r.url))) return name;
        }
        return null;
      });
    await expect.poll(kept, { timeout: 30_000 }).toBe('assets');
  });

  test('the not-found and get-started screens are in Turkish', async ({ page }) => {
    await decideConsent(page);
    await page.goto('/tr-tr/no/such/page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hımm… Bu biraz tuhaf.');
    await expectNoEnglish(page, 'not-found');
    await page.goto('/tr-tr/getstarted');
    await expect(page.getByRole('heading', { name: 'Katılmak için mi buradasınız?' })).toBeVisible();
    await expectNoEnglish(page, 'get-started');
  });
});

test.describe('tr-tr: the screens that load their own words', () => {
  test.use({ locale: 'tr-TR' });

  test('the barcode scanner’s button and dialog are in Turkish', async ({ page }) => {
    await decideConsent(page);
    await page.goto('/tr-tr/search?q=biology');
    await expect(page.locator('.result-list:not([aria-hidden]) > li').first()).toBeVisible();
    if (isMobile(page)) await page.getByRole('banner').getByRole('button', { name: 'Ara', exact: true }).click();
    const scope = isMobile(page) ? page.getByRole('dialog', { name: 'Arama' }) : page.getByRole('banner');
    await scope.getByRole('button', { name: 'Barkod tara' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kitabın barkodunu tarayın' });
    await expect(dialog).toBeVisible();
    // This browser has no camera to give: the dialog says so (or that access was refused), in Turkish.
    await expect(dialog.getByRole('status')).toHaveText(
      /^(Kamera erişimi reddedildi|Kullanılabilir kamera yok|Barkodu çerçevenin)/,
    );
    await expect(dialog.getByRole('button', { name: 'Fotoğraf seçin' })).toBeVisible();
    await expectNoEnglish(page, 'scanner');
    // A file that is not a picture: the photo path's own message.
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('978') });
    await expect(dialog.getByRole('status')).toHaveText(
      /^(Bu dosya bir resim olarak okunamadı\. Barkodun bir fotoğrafını seçin\.|Bu fotoğrafta barkod bulunamadı\..*)$/,
    );
    await expectNoEnglish(page, 'scanner, a photo');
    await dialog.getByRole('button', { name: 'İptal' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('a product page’s first HTML is drawn in Turkish, and en-gb’s in en-us’s words', { tag: '@shell' }, async ({ request }) => {
    // The route's skeleton the server sends before any script runs, under the product's own title.
    const tr = await (await request.get('/tr-tr/products/9781711007823')).text();
    expect(tr).toContain('Sayfa yükleniyor');
    expect(tr).toContain('Oturum aç');
    expect(tr).toContain('<title>Understanding Biology - Exchange</title>'); // spec §2: the product's name
    expect(tr).toContain('<meta property="og:image:alt" content="Understanding Biology kapağı">');
    expect(tr).not.toContain('Loading page');
    const gb = await (await request.get('/en-gb/products/9781711007823')).text();
    expect(gb).toContain('Loading page');
    expect(gb).toContain('<meta property="og:image:alt" content="Cover of Understanding Biology">');
    // Search and home too.
    expect(await (await request.get('/tr-tr/search?q=biology')).text()).toContain('Sayfa yükleniyor');
    expect(await (await request.get('/tr-tr')).text()).not.toContain('>Sign in<');
  });

  test('the product page while its code and data load is in Turkish', { tag: '@shell' }, async ({ page }) => {
    await decideConsent(page);
    // Hold the product's answer: the page shows its loading state.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === '/api/products/9781711007823',
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.goto('/tr-tr/products/9781711007823');
    await expect(page.locator('[aria-busy="true"] [role="status"]').first()).toHaveText(/yükleniyor/);
    await expectNoEnglish(page, 'product, loading');
    release();
    await expect(
      page
        .getByRole('tab', { name: 'Genel bakış' })
        .or(page.getByRole('link', { name: 'Genel bakış' }))
        .first(),
    ).toBeVisible();
  });

  test('an admin’s insights and search learning screens are in Turkish', async ({ page }) => {
    await decideConsent(page);
    await signInAs(page, DEMO_EMAILS.admin);
    await page.goto('/tr-tr/insights');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Arama analizleri');
    await expect(page.getByRole('heading', { name: 'Günlük aramalar' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Dönem' }).getByRole('button', { name: '30 gün' })).toBeVisible();
    await expectNoEnglish(page, 'insights');
    await page.getByRole('link', { name: 'Öğrenen arama: öneriler ve sıralama' }).click();
    await expect(page).toHaveURL(/\/tr-tr\/insights\/learning$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Öğrenen arama');
    await expect(page.getByRole('heading', { name: 'Tıklamaları izleyen sıralama' })).toBeVisible();
    await expectNoEnglish(page, 'search learning');
  });

  test('kiosk mode is in Turkish', async ({ page }) => {
    await decideConsent(page);
    await page.goto('/tr-tr?kiosk=1');
    await waitForHome(page);
    await expect(page.getByRole('button', { name: 'Baştan başla' })).toBeVisible();
    await expectNoEnglish(page, 'kiosk');
  });
});

test.describe('addresses and the chooser', () => {
  test('an old address lands on the same page in en-us, and the chooser moves it to tr-tr for good', async ({
    page,
  }) => {
    await decideConsent(page);
    await page.goto('/search?q=biology');
    await expect(page).toHaveURL(/\/en-us\/search\?q=biology$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “biology”');

    const chooser = page.getByRole('combobox', { name: 'Language and region' });
    await chooser.selectOption('tr-tr');
    await page.getByRole('button', { name: 'Change' }).click();
    await expect(page).toHaveURL(/\/tr-tr\/search\?q=biology$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Arama sonuçları: “biology”');

    // Remembered on the device: an old address now lands in tr-tr.
    await page.goto('/getstarted');
    await expect(page).toHaveURL(/\/tr-tr\/getstarted$/);
  });
});

/** The pictures in view have arrived (a screenshot without a cover that was still loading). */
async function picturesInView(page: Page) {
  await page.waitForFunction(() =>
    Array.from(document.images)
      .filter((img) => {
        const box = img.getBoundingClientRect();
        return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
      })
      .every((img) => img.complete),
  );
}

test.describe('screenshots at 375 px', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) !== 375, 'the phone width only');
  // Without the worker's 'works offline' notice over the header.
  test.use({ serviceWorkers: 'block' });
  for (const locale of ['tr-tr', 'en-gb'] as const) {
    test(`search and a product in ${locale}`, async ({ page }) => {
      await decideConsent(page);
      await page.goto(`/${locale}/search?q=biology`);
      await expect(page.locator('.result-list:not([aria-hidden]) > li').first()).toBeVisible();
      await picturesInView(page);
      await page.screenshot({ path: `docs/screens/regions-search-${locale}-375.png` });
      await page.locator('.result-list:not([aria-hidden]) > li a[href*="/products/"]').first().click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/products/`));
      await page.locator('.offer-panel, .product-summary').first().waitFor();
      await page.waitForLoadState('networkidle');
      await picturesInView(page);
      await page.screenshot({ path: `docs/screens/regions-product-${locale}-375.png` });
      // The footer's chooser, at the foot of the product page.
      await page.locator('.site-footer__locale select').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `docs/screens/regions-footer-${locale}-375.png` });
    });
  }
});
