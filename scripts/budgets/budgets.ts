/**
 * Size budgets (issue #17), gzip bytes. `target` is what the issue asks for; `limit` is what the
 * check enforces today. Where a route is still above its target the limit is a ratchet just above
 * today's figure, so it cannot slide while the work to reach the target goes on; lower it (never
 * raise it) as the entry shrinks, and drop it once the target holds.
 */
export interface Budget {
  target: number;
  limit: number;
}

const kB = 1024;

/** JavaScript a route needs before its first render: keyed by the route's path in src/app/routes.tsx. */
export const routeJsBudgets: Record<string, Budget> = {
  // Ratchets raised once, when the product page (issue 10) and the phone search (issue 12)
  // merged: home 136 → 137, search 143 → 146. Lowered when the search box's dropdown (recent
  // searches, suggestions) became a chunk loaded on first focus (issue 16): home 136.7 → 132.2 kB,
  // search 145.5 → 143.8 kB. With the insights events (issue 13), kiosk, install watch and the
  // personal-data registry (issue 16) merged: home 133.7 kB, search 146.9 kB (the search page's
  // event hooks). Raised by the boot (src/boot.ts, 0.5 kB: the page's script that paints the HTML
  // before fetching the app, issue #17; counted with the app it starts, scripts/budgets/
  // route-sizes.ts): home 133.7 → 134.3 kB, search 147.0 → 147.5 kB. Lower them as the entry
  // shrinks (React Router's declarative router: about 17 kB less).
  '/': { target: 120 * kB, limit: 134.5 * kB },
  '/search': { target: 140 * kB, limit: 147.6 * kB },
  '/products/:id/:slug?': { target: 170 * kB, limit: 170 * kB },
  // Admins only (issue 13): the shared code plus uPlot (about 20 kB) and the insights tables.
  '/insights': { target: 165 * kB, limit: 165 * kB },
};

/** Screens the issue does not name (get-started, redeem, sign-in, not-found): the search page's. */
export const defaultRouteJsBudget: Budget = routeJsBudgets['/search']!;

/** CSS a route loads before its first render. */
export const routeCssBudget: Budget = { target: 20 * kB, limit: 20 * kB };

/** Everything the service worker precaches (raw bytes: what sits in the phone's cache). */
// Above its target since the product page's chunk and DOMPurify joined the precache (a viewed
// product must open offline): a ratchet until the entry shrinks. Raised 640 → 670 kB (666.5 kB)
// when the offline search (issue 16 item 5) added its index chunk (MiniSearch, 26 kB): a search
// never typed before must be answered offline, so the chunk must be in the precache.
// Issue 16's offline-core then left install assets, the update prompt and lazy extras out
// (631.6 → 598.6 kB on its own); with the index chunk: 643.2 kB. The boot (issue #17, src/boot.ts)
// and the app's module list in index.html: 644.3 → 645.2 kB.
export const precacheBudget: Budget = { target: 600 * kB, limit: 646 * kB };
