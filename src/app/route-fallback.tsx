// The skeleton each route shows while its screen's code loads: the same one the server's HTML
// for that route holds (scripts/first-paint/shell-plugin.ts), so the page stays still when
// React replaces the prerendered markup.
import type { ComponentType } from 'react';
import { appConfig } from '../lib/config/config';
import { routerLocation } from '../lib/locale/locale';
import { HomeFallback } from '../features/home/home-fallback';
import { ServerSummary, serverSummaryAt } from '../features/product/server-summary';
import { PageFallback } from './page-fallback';

/** Home's own skeleton in its default variant; 'Find course materials' opens on a search box. */
export const HomeRouteFallback: ComponentType = appConfig.homeVariant === 'find' ? PageFallback : HomeFallback;

/**
 * A product page's: the summary the server drew into the HTML (its title is the page's largest
 * paint), when this is that product's page; otherwise the usual skeleton.
 */
export function ProductRouteFallback() {
  // The server renders the page itself (src/app/server-render.tsx): no summary to read back there.
  const summary = import.meta.env.SSR ? null : serverSummaryAt(routerLocation(window.location).pathname);
  return summary ? <ServerSummary summary={summary} /> : <PageFallback />;
}
