// The skeleton each route shows while its screen's code loads: the same one the server's HTML
// for that route holds (scripts/first-paint/shell-plugin.ts), so the page stays still when
// React replaces the prerendered markup.
import type { ComponentType } from 'react';
import { appConfig } from '../lib/config/config';
import { HomeFallback } from '../features/home/home-fallback';
import { PageFallback } from './page-fallback';

/** Home's own skeleton in its default variant; 'Find course materials' opens on a search box. */
export const HomeRouteFallback: ComponentType = appConfig.homeVariant === 'find' ? PageFallback : HomeFallback;
