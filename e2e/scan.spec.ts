/// <reference lib="dom" />
// Scan a book's barcode, in a real Chromium against the built PWA and the real
// server. The barcodes are made here: bwip-js draws an EAN-13 as a PNG; for the camera path,
// Chromium reads the PNG's pixels (a canvas) and we write them as a Y4M video that Chromium's
// fake camera plays (--use-file-for-fake-video-capture). No request may leave our origin: the
// ZXing polyfill's .wasm must come from us (Debian's Chromium has no native BarcodeDetector on
// Linux, so the polyfill is what runs here). A reader's scans (the camera, a photo of a product's,
// an unknown ISBN's and a code that is no book's) run in en-us and in tr-tr; the refusals, the
// offline cases and axe in en-us.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { ean13Png } from './support/barcode';
import { findChromium } from '../scripts/chromium.ts';
import { decideConsent, isMobile } from './fixtures';
import { expectNoViolations } from './support/axe';
import { at, EN_US, JOURNEY_LOCALES, type LocaleWords } from './support/locales';

/** A demo product (seed 1): its ISBN-13 is its product id (e2e/product.spec.ts). */
const DEMO_ISBN = '9781711007823';
/** A valid ISBN-13 that no demo product has. */
const UNKNOWN_ISBN = '9780134093413';
/** A valid EAN-13 that is not a book's (prefix 400). */
const NOT_A_BOOK = '4006381333931';

/** The scanner's words in each locale: the button, the dialog, what it says of a code. */
interface ScanWords {
  scan: string;
  dialog: string;
  cameraView: string;
  choosePhoto: string;
  notIsbn: RegExp;
}
const SCAN_WORDS: Record<LocaleWords['locale'], ScanWords> = {
  'en-us': {
    scan: 'Scan a barcode',
    dialog: 'Scan a book’s barcode',
    cameraView: 'Camera view',
    choosePhoto: 'Choose a photo',
    notIsbn: /That barcode is not a book’s ISBN/,
  },
  'tr-tr': {
    scan: 'Barkod tara',
    dialog: 'Kitabın barkodunu tarayın',
    cameraView: 'Kamera görüntüsü',
    choosePhoto: 'Fotoğraf seçin',
    notIsbn: /Bu barkod bir kitabın ISBN’si değil/,
  },
};
const SCAN = SCAN_WORDS['en-us'].scan;
const DIALOG = SCAN_WORDS['en-us'].dialog;

/** The e2e files compile without the DOM library's service-worker types: spelled out. */
interface ServiceWorkerNavigator {
  serviceWorker: { ready: Promise<unknown>; controller: unknown };
}

/**
 * A Y4M video (4:2:0, grey: U = V = 128) of the PNG centred on a white 640×480 frame. The
 * pixels come from Chromium's own PNG decoder (a canvas), so nothing else decodes images here.
 */
async function y4mOf(page: Page, png: Buffer): Promise<Buffer> {
  const width = 640;
  const height = 480;
  const luma = await page.evaluate(
    async ({ dataUrl, width, height }) => {
      const image = new Image();
      image.src = dataUrl;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, width, height);
      const scale = Math.min(1, (width * 0.8) / image.width, (height * 0.8) / image.height);
      const w = Math.round(image.width * scale);
      const h = Math.round(image.height * scale);
      ctx.drawImage(image, Math.round((width - w) / 2), Math.round((height - h) / 2), w, h);
      const { data } = ctx.getImageData(0, 0, width, height);
      const y: number[] = [];
      for (let i = 0; i < data.length; i += 4)
        y.push(Math.round(0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!));
      return y;
    },
    { dataUrl: `data:image/png;base64,${png.toString('base64')}`, width, height },
  );
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`, 'ascii');
  const frame = Buffer.concat([
    Buffer.from('FRAME\n', 'ascii'),
    Buffer.from(luma),
    Buffer.alloc((width / 2) * (height / 2) * 2, 128), // U then V, quarter size each
  ]);
  return Buffer.concat([header, frame, frame, frame, frame, frame]);
}

/** Every request of the context (pages and service worker) stays on our origin. */
function watchRequests(context: BrowserContext, origin: string): string[] {
  const foreign: string[] = [];
  context.on('request', (request) => {
    const url = request.url();
    if (url.startsWith('data:') || url.startsWith('blob:')) return;
    if (new URL(url).origin !== origin) foreign.push(url);
  });
  return foreign;
}

/** Keeps the streams the page opens, to check that closing the dialog stops the camera. */
async function recordStreams(page: Page) {
  await page.addInitScript(() => {
    const streams: MediaStream[] = [];
    (window as unknown as { __streams: MediaStream[] }).__streams = streams;
    // The label of each video that played a camera's picture on screen: a scan can open the
    // product before a test looks, so the camera view is recorded when it plays, not polled for.
    const shown: string[] = [];
    (window as unknown as { __cameraViews: string[] }).__cameraViews = shown;
    document.addEventListener(
      'playing',
      (event) => {
        const video = event.target;
        if (!(video instanceof HTMLVideoElement) || !(video.srcObject instanceof MediaStream)) return;
        const box = video.getBoundingClientRect();
        if (box.width > 0 && box.height > 0) shown.push(video.getAttribute('aria-label') ?? '');
      },
      true,
    );
    const original = navigator.mediaDevices?.getUserMedia?.bind(navigator.mediaDevices);
    if (!original) return;
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await original(constraints);
      streams.push(stream);
      return stream;
    };
  });
}

/** Presses the scan button of the search bar: the header's on desktop, the mobile search view's on phones. */
async function pressScan(page: Page, w: LocaleWords = EN_US) {
  const scan = SCAN_WORDS[w.locale].scan;
  await page.goto(at(w, '/search'));
  if (isMobile(page)) {
    await page.getByRole('banner').getByRole('button', { name: w.openSearch, exact: true }).click();
    await page.getByRole('dialog', { name: w.searchView }).getByRole('button', { name: scan }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: scan }).click();
  }
}

/** The scanner, open. */
async function openScanner(page: Page, w: LocaleWords = EN_US) {
  await pressScan(page, w);
  const dialog = page.getByRole('dialog', { name: SCAN_WORDS[w.locale].dialog });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.beforeEach(async ({ page }) => decideConsent(page));

test.describe('with a camera', () => {
  // Two fake cameras: one films the demo product's barcode, the other a code that is no book's.
  let bookCamera: Browser;
  let otherCamera: Browser;
  let workDir: string;

  async function launchCamera(video: string): Promise<Browser> {
    const executablePath = findChromium()?.executablePath;
    return chromium.launch({
      ...(executablePath ? { executablePath } : {}),
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-gpu',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
  }

  test.beforeAll(async ({ browser: plain }) => {
    // The videos are made before the camera browsers start: Chromium reads the file at launch.
    workDir = mkdtempSync(path.join(tmpdir(), 'scan-e2e-'));
    const page = await plain.newPage();
    const book = path.join(workDir, 'book.y4m');
    const other = path.join(workDir, 'other.y4m');
    writeFileSync(book, await y4mOf(page, await ean13Png(DEMO_ISBN)));
    writeFileSync(other, await y4mOf(page, await ean13Png(NOT_A_BOOK)));
    await page.close();
    bookCamera = await launchCamera(book);
    otherCamera = await launchCamera(other);
  });

  test.afterAll(async () => {
    await bookCamera?.close();
    await otherCamera?.close();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  async function cameraPage(
    baseURL: string,
    viewport: { width: number; height: number } | null,
    camera: boolean,
    browser = bookCamera,
    w: LocaleWords = EN_US,
  ) {
    const context = await browser.newContext({
      baseURL,
      viewport: viewport ?? undefined,
      permissions: camera ? ['camera'] : [],
      locale: w.browser,
    });
    const page = await context.newPage();
    await decideConsent(page);
    await recordStreams(page);
    return { context, page, foreign: watchRequests(context, new URL(baseURL).origin) };
  }

  for (const w of JOURNEY_LOCALES) {
    test(`the camera reads the barcode and the product page opens; nothing leaves our origin (${w.locale})`, async ({
      baseURL,
      viewport,
    }) => {
      const { context, page, foreign } = await cameraPage(baseURL!, viewport, true, bookCamera, w);
      // Not waited for as open: a quick read closes the scanner before a busy test sees it (the
      // camera view it showed is checked below, from the page's own record).
      await pressScan(page, w);
      // The polyfill loads its .wasm and reads the fake camera's frames (slow on a busy machine).
      await expect(page).toHaveURL(new RegExp(`/${w.locale}/products/${DEMO_ISBN}`), { timeout: 30_000 });
      // The camera's picture was on screen, in the labelled view, before the product opened.
      expect(await page.evaluate(() => (window as unknown as { __cameraViews: string[] }).__cameraViews)).toContain(
        SCAN_WORDS[w.locale].cameraView,
      );
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0); // the scanner and the mobile search view
      // The camera is off: every track of every stream the page opened has ended.
      expect(
        await page.evaluate(() =>
          (window as unknown as { __streams: MediaStream[] }).__streams.every((s) =>
            s.getTracks().every((t) => t.readyState === 'ended'),
          ),
        ),
      ).toBe(true);
      expect(foreign).toEqual([]);
      await context.close();
    });
  }

  test('a code that is no book’s is named while scanning goes on; Escape closes, the camera stops, focus returns', async ({
    baseURL,
    viewport,
  }) => {
    const { context, page } = await cameraPage(baseURL!, viewport, true, otherCamera);
    const dialog = await openScanner(page);
    await expect(dialog.getByRole('status')).toHaveText(/That barcode is not a book’s ISBN/, { timeout: 30_000 });
    await expect(dialog.getByLabel('Camera view')).toBeVisible();
    const streamsEnded = () =>
      page.evaluate(() => {
        const streams = (window as unknown as { __streams: MediaStream[] }).__streams;
        return streams.length > 0 && streams.every((s) => s.getTracks().every((t) => t.readyState === 'ended'));
      });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: DIALOG })).toHaveCount(0);
    expect(await streamsEnded()).toBe(true);
    await expect(page.getByRole('button', { name: SCAN })).toBeFocused();
    await context.close();
  });

  test('refused permission: a clear message, Choose a photo offered, no second request', async ({
    baseURL,
    viewport,
  }) => {
    const { context, page } = await cameraPage(baseURL!, viewport, false);
    let asked = 0;
    await page.exposeFunction('__asked', () => asked++);
    await page.addInitScript(() => {
      const original = navigator.mediaDevices?.getUserMedia?.bind(navigator.mediaDevices);
      if (!original) return;
      navigator.mediaDevices.getUserMedia = (constraints) => {
        void (window as unknown as { __asked: () => void }).__asked();
        return original(constraints);
      };
    });
    const dialog = await openScanner(page);
    await expect(dialog.getByRole('status')).toHaveText(/Camera access was refused/);
    await expect(dialog.getByRole('button', { name: 'Choose a photo' })).toBeVisible();
    await expect(dialog.getByLabel('Camera view')).toHaveCount(0);
    // axe (WCAG 2.2 A/AA) on the open dialog.
    await expectNoViolations(page, 'scan dialog', 'dialog');
    await page.waitForTimeout(1500); // no retry loop: still one request after a while
    expect(asked).toBe(1);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog', { name: DIALOG })).toHaveCount(0);
    await context.close();
  });
});

test.describe('Choose a photo', () => {
  async function choosePhoto(page: Page, code: string, w: LocaleWords = EN_US) {
    const dialog = await openScanner(page, w);
    await expect(dialog.getByRole('button', { name: SCAN_WORDS[w.locale].choosePhoto })).toBeVisible();
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'barcode.png',
      mimeType: 'image/png',
      buffer: await ean13Png(code),
    });
    return dialog;
  }

  for (const w of JOURNEY_LOCALES) {
    test.describe(w.locale, () => {
      test.use({ locale: w.browser });

      test('a photo of a demo product’s barcode opens its page; nothing leaves our origin', async ({
        page,
        context,
        baseURL,
      }) => {
        const foreign = watchRequests(context, new URL(baseURL!).origin);
        await choosePhoto(page, DEMO_ISBN, w);
        await expect(page).toHaveURL(new RegExp(`/${w.locale}/products/${DEMO_ISBN}`), { timeout: 20_000 });
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('dialog')).toHaveCount(0); // the scanner and the mobile search view
        expect(foreign).toEqual([]);
      });

      test('an ISBN no product has: the results page says No results for it', async ({ page }) => {
        await choosePhoto(page, UNKNOWN_ISBN, w);
        await expect(page).toHaveURL(new RegExp(`/${w.locale}/search\\?q=${UNKNOWN_ISBN}$`), { timeout: 20_000 });
        await expect(page.getByText(w.noResultsFor(UNKNOWN_ISBN))).toBeVisible();
      });

      test('a barcode that is not a book’s: a clear message, the dialog stays', async ({ page }) => {
        const dialog = await choosePhoto(page, NOT_A_BOOK, w);
        await expect(dialog.getByRole('status')).toHaveText(SCAN_WORDS[w.locale].notIsbn, { timeout: 20_000 });
        await expect(page).toHaveURL(new RegExp(`/${w.locale}/search$`));
      });
    });
  }

  test('offline after a first use: the scanner still reads a photo; the results page opens for the ISBN', async ({
    page,
    context,
  }) => {
    // The service worker controls pages loaded after its installation: load once more.
    await page.goto('/search');
    await page.evaluate(async () => void (await (navigator as unknown as ServiceWorkerNavigator).serviceWorker.ready));
    await page.reload();
    await expect
      .poll(() =>
        page.evaluate(() => Boolean((navigator as unknown as ServiceWorkerNavigator).serviceWorker.controller)),
      )
      .toBe(true);
    // First use, online: the dialog, the ponyfill and its .wasm pass through the service worker.
    await choosePhoto(page, UNKNOWN_ISBN);
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${UNKNOWN_ISBN}$`), { timeout: 20_000 });
    const kept = await page.evaluate(async () =>
      (await (await caches.open('assets')).keys()).map((request) => new URL(request.url).pathname),
    );
    expect(kept.some((file) => /^\/assets\/zxing_reader-.*\.wasm$/.test(file))).toBe(true);
    expect(kept.some((file) => /^\/assets\/scan-dialog-.*\.js$/.test(file))).toBe(true);

    await context.setOffline(true);
    try {
      await choosePhoto(page, DEMO_ISBN);
      // The one-product lookup cannot reach the server: the results page for the ISBN opens
      // (it answers from what the device holds).
      await expect(page).toHaveURL(new RegExp(`/search\\?q=${DEMO_ISBN}$`), { timeout: 20_000 });
      await expect(page.getByRole('dialog')).toHaveCount(0);
    } finally {
      await context.setOffline(false);
    }
  });

  test('offline before any use: the button says the scanner needs a connection once', async ({ page, context }) => {
    await page.goto('/search');
    await page.evaluate(async () => void (await (navigator as unknown as ServiceWorkerNavigator).serviceWorker.ready));
    await page.reload();
    await expect
      .poll(() =>
        page.evaluate(() => Boolean((navigator as unknown as ServiceWorkerNavigator).serviceWorker.controller)),
      )
      .toBe(true);
    await context.setOffline(true);
    try {
      const bar = isMobile(page) ? page.getByRole('dialog', { name: 'Search' }) : page.getByRole('banner');
      if (isMobile(page)) await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
      await bar.getByRole('button', { name: SCAN }).click();
      const note = page.getByRole('alert').filter({ hasText: 'barcode scanner' });
      await expect(note).toHaveText(/The barcode scanner needs a connection the first time it is used/);
      await expect(page.getByRole('dialog', { name: DIALOG })).toHaveCount(0);
      await note.getByRole('button', { name: 'OK', exact: true }).click();
      await expect(note).toHaveCount(0);
    } finally {
      await context.setOffline(false);
    }
  });
});
