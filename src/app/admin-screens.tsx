// The admins' screens under /insights/ beside the insights page itself (search learning,
// catalogue imports): one lazy chunk in the route table for both, which then loads the screen's
// own chunk. The entry every visitor downloads (and the service worker precaches) then holds
// one lazy import for the admins' sub-screens however many there are: the entry's size budgets
// (scripts/first-paint/budgets.ts) had no room for another (route-sizes.ts `routeScreens` still
// measures each screen). None of these chunks is precached (vite.config.ts): admins are online.
import { lazy } from 'react';
import { useLocation } from 'react-router';

const LearningPage = lazy(() => import('../features/learning/learning-page'));
const ImportsPage = lazy(() => import('../features/imports/imports-page'));

export default function AdminScreens() {
  const { pathname } = useLocation();
  return /\/imports\/?$/.test(pathname) ? <ImportsPage /> : <LearningPage />;
}
