// Shared helpers for the e2e specs.
import type { Page, Request } from '@playwright/test';

export const CONSENT_KEY = 'exchange.cookieConsent';

/** Decide cookie consent before the app starts, so the banner stays out of the way. */
export async function decideConsent(page: Page, performance = false): Promise<void> {
  const choice = JSON.stringify({ version: 1, groups: { C0002: performance }, decidedAt: '2025-01-01T00:00:00.000Z' });
  await page.addInitScript(`window.localStorage.setItem(${JSON.stringify(CONSENT_KEY)}, ${JSON.stringify(choice)});`);
}

/** Waits until the app has taken the page over (src/app/hydration-signal.tsx marks the page). */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('html[data-live]').waitFor({ state: 'attached' });
}

/** Waits until the home page has left its loading state (boxes, a notice or an error). */
export async function waitForHome(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page
    .locator('.subject-box:not(.subject-box--skeleton), .discipline-list__category a, .notice')
    .first()
    .waitFor();
}

export function isMobile(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 992;
}

/** A richer discipline list than the demo seed, for screenshots. */
export const disciplineFixture = {
  _embedded: {
    disciplineCategories: [
      ['ART', 'Arts & Humanities', 1, ['Art', 'History', 'Music', 'Philosophy', 'Religion']],
      ['BUS', 'Business & Economics', 2, ['Accounting', 'Economics', 'Finance', 'Management', 'Marketing']],
      ['CS', 'Computer Science', 3, ['Programming', 'Databases', 'Networking', 'Security']],
      ['ENG', 'Engineering', 1, ['Civil', 'Electrical', 'Mechanical']],
      ['HP', 'Health Professions', 2, ['Nursing', 'Nutrition', 'Allied Health', 'Pharmacology']],
      ['MATH', 'Mathematics & Statistics', 3, ['Algebra', 'Calculus', 'Statistics', 'Developmental Math']],
      ['SCI', 'Science', 1, ['Biology', 'Chemistry', 'Physics', 'Geology']],
      ['SOC', 'Social Sciences', 2, ['Psychology', 'Sociology', 'Political Science']],
    ].map(([code, name, image, disciplines]) => ({
      code,
      name,
      image,
      primaryDisciplines: (disciplines as string[]).map((d) => ({
        code: `${code}-${d.slice(0, 3).toUpperCase()}`,
        name: d,
        secondaryDisciplines: [],
      })),
    })),
  },
};

export const DEMO_PASSWORD = 'exchange-demo';

/** The demo accounts (server/modules/identity/demo-accounts.ts), one per role. */
export const DEMO_ROLES = [
  { role: 'student', email: 'student@example.edu' },
  { role: 'student-instructor', email: 'student.instructor@example.edu' },
  { role: 'instructor', email: 'instructor@example.edu' },
  { role: 'unverified-instructor', email: 'unverified.instructor@example.edu' },
  { role: 'no-institution', email: 'no.institution@example.edu' },
  { role: 'k12-buyer', email: 'k12.buyer@example.org' },
  { role: 'admin', email: 'admin@example.edu' },
] as const;

/** The same accounts by name, for specs about one role. */
export const DEMO_EMAILS = {
  student: 'student@example.edu',
  studentInstructor: 'student.instructor@example.edu',
  instructor: 'instructor@example.edu',
  unverifiedInstructor: 'unverified.instructor@example.edu',
  noInstitution: 'no.institution@example.edu',
  k12Buyer: 'k12.buyer@example.org',
  admin: 'admin@example.edu',
} as const;

/**
 * Signs in through the real API and stores the session where the app keeps it, before the app
 * starts: the form itself is covered by session.spec.ts, and this spares the 2 s reload. A fresh
 * session each time (journeys sign out, which revokes it); the e2e server allows enough sign-ins
 * per address for the whole run (playwright.config.ts).
 */
export async function signInAs(page: Page, email: string): Promise<{ token: string; userId: string }> {
  const response = await page.request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  if (!response.ok()) throw new Error(`sign-in as ${email}: HTTP ${response.status()}`);
  const body = (await response.json()) as { token: string; userId: string; expiresAt: string };
  const stored = JSON.stringify({ token: body.token, userId: body.userId, expiresAt: Date.parse(body.expiresAt) });
  // Once per tab: a later reload (after signing out) must not sign the user back in.
  await page.addInitScript(
    `if (!sessionStorage.getItem('e2e.signedIn')) { sessionStorage.setItem('e2e.signedIn', '1'); localStorage.setItem('exchange.session', ${JSON.stringify(stored)}); }`,
  );
  return body;
}

/** Every request to `pathname` from here on. On the context: a beacon sent while a page unloads
 * may not be attributed to that page. */
export function requestsTo(page: Page, pathname: string): Request[] {
  const seen: Request[] = [];
  page.context().on('request', (r) => {
    if (new URL(r.url()).pathname === pathname) seen.push(r);
  });
  return seen;
}

/**
 * The tab goes to the background: what web-vitals and the event queue wait for. Playwright does
 * not see a beacon sent while a page unloads, so the test hides the page the way the browser
 * tells it (visibilityState 'hidden' and a visibilitychange event) instead of navigating away.
 */
export async function hidePage(page: Page): Promise<void> {
  await page.evaluate(`
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  `);
}

/** A value the device keeps in IndexedDB under `key` (idb-keyval's default store), or undefined. */
export async function storedValue<T>(page: Page, key: string): Promise<T | undefined> {
  return page.evaluate(
    (k) =>
      new Promise<T | undefined>((resolve) => {
        const open = indexedDB.open('keyval-store');
        // Read before the app has opened its store, this creates the database: with the store
        // idb-keyval expects, or the app could never write to it (it only adds the store when it
        // creates the database itself).
        open.onupgradeneeded = () => open.result.createObjectStore('keyval');
        open.onsuccess = () => {
          const db = open.result;
          const done = (value: T | undefined) => {
            db.close();
            resolve(value);
          };
          const get = db.transaction('keyval').objectStore('keyval').get(k);
          get.onsuccess = () => done(get.result as T | undefined);
          get.onerror = () => done(undefined);
        };
        open.onerror = () => resolve(undefined);
      }),
    key,
  );
}
