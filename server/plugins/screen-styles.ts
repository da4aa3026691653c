/**
 * The stylesheets a server-rendered page needs before it paints: its screen's own CSS, which
 * the app would otherwise add only once the screen's chunk has run (a visitor without JavaScript
 * would never get it). Read from the build's manifest (dist/.vite/manifest.json): the CSS of the
 * screen's chunk and of every chunk it imports, less what the app's entry links already.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PageRoute } from '../../contract/page-routes.ts';

/** Each page's screen, as src/app/routes.tsx imports it lazily; notFound: any other address. */
export const PAGE_SCREENS: Record<PageRoute | 'notFound', string> = {
  home: 'src/features/home/home-page.tsx',
  search: 'src/features/search/search-page.tsx',
  product: 'src/features/product/product-page.tsx',
  getStarted: 'src/features/get-started/get-started-page.tsx',
  redeemCode: 'src/features/redeem/redeem-code-page.tsx',
  signIn: 'src/features/signin/signin-page.tsx',
  insights: 'src/features/insights/insights-page.tsx',
  learning: 'src/app/admin-screens.tsx',
  imports: 'src/app/admin-screens.tsx',
  notFound: 'src/features/not-found/not-found-page.tsx',
};

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

type Manifest = Record<string, ManifestChunk>;

function cssClosure(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return [];
  return [...(chunk.css ?? []), ...(chunk.imports ?? []).flatMap((k) => cssClosure(manifest, k, seen))];
}

/** Each page's stylesheets (addresses from the site's root); empty without a manifest. */
export function readScreenStyles(distDir: string): Map<PageRoute | 'notFound', string[]> {
  const styles = new Map<PageRoute | 'notFound', string[]>();
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return styles;
  }
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  const linked = new Set(entries.flatMap(([key]) => cssClosure(manifest, key)));
  for (const [page, screen] of Object.entries(PAGE_SCREENS) as Array<[PageRoute | 'notFound', string]>) {
    const own = [...new Set(cssClosure(manifest, screen))].filter((file) => !linked.has(file));
    styles.set(page, own.map((file) => `/${file}`));
  }
  return styles;
}

/**
 * The page with its screen's stylesheets linked (a preload of the same file, which a route's
 * shell holds for the app, is made the stylesheet itself).
 */
export function withStylesheets(html: string, hrefs: readonly string[]): string {
  let out = html;
  const missing: string[] = [];
  for (const href of hrefs) {
    const preload = `<link rel="preload" as="style" fetchpriority="low" crossorigin href="${href}">`;
    if (out.includes(preload)) out = out.replace(preload, `<link rel="stylesheet" crossorigin href="${href}">`);
    else if (!out.includes(`rel="stylesheet" crossorigin href="${href}"`)) missing.push(href);
  }
  if (missing.length === 0) return out;
  const links = missing.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('\n    ');
  return out.replace('</head>', () => `  ${links}\n  </head>`);
}
