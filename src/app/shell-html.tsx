// The app shell as HTML, prerendered into index.html at build time (scripts/first-paint/
// shell-plugin.ts): the skip link, the header as a signed-out visitor sees it and the page's
// loading skeleton, so the first paint needs no JavaScript. React replaces it with
// the live app on its first render; the same components draw both, so nothing moves.
// 'home' is the HTML the server sends for / (its own skeleton, subject pictures included, so
// the home page's largest paint needs no JavaScript); 'default' is index.html, which the
// service worker answers every route with, so it holds the neutral skeleton.
import { renderToStaticMarkup } from 'react-dom/server';
import { appConfig } from '../lib/config/config';
import { messages } from '../lib/messages/messages';
import { Header } from '../features/header/header';
import { ConsentBanner } from '../features/consent/consent-banner';
import { MAIN_ID } from './main-id';
import { PageFallback } from './page-fallback';
import { HomeRouteFallback } from './route-fallback';

export type ShellPage = 'default' | 'home';

/**
 * `consentBanner`: the route shells (first visits, over the network) show the cookie banner as
 * a first visitor sees it, so it paints with the page rather than after the entry (on a phone
 * its text is the search page's largest paint). Not index.html: the service worker serves that
 * to returning visitors, who have mostly decided already. The app removes it at once for a
 * visitor who has (it is fixed at the bottom: nothing moves).
 */
export function renderShellHtml(
  page: ShellPage = 'default',
  { consentBanner = false }: { consentBanner?: boolean } = {},
): string {
  const html = renderToStaticMarkup(
    <>
      <a className="skip-link" href={`#${MAIN_ID}`}>
        {messages.app.skipToMain}
      </a>
      <Header signedIn={false} position="static" env={appConfig.env} />
      <main id={MAIN_ID} className="app-main" tabIndex={-1}>
        {page === 'home' ? <HomeRouteFallback /> : <PageFallback />}
      </main>
      {consentBanner && appConfig.cookieConsentEnabled && <ConsentBanner />}
    </>,
  );
  // The header's console addresses are the page's own origin, unknown at build time (there is
  // no window here, so they read http://localhost): keep them relative, the same address.
  // Its buttons (Sign in) only work once the app runs: disabled until React draws the live
  // header, so an early tap or a test's click waits for the real one instead of being lost.
  return html.replaceAll('href="http://localhost/', 'href="/').replaceAll('<button ', '<button disabled="" ');
}
