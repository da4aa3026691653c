// The shared footer (spec §2 "Shared footer", §3 "Header/footer inputs"), self-contained:
// everything comes in as props so it could be published on its own. The app hides it in the
// mobile search view.
import { useEffect, useMemo, type CSSProperties, type ReactNode } from 'react';
import { messages } from '../../lib/messages/messages';
import { applyLinkOverrides, type LinkOverride } from '../../domain/shell/link-overrides';
import { activateLinkOnSpace } from '../../ui/keyboard';
import { COPYRIGHT_START_YEAR } from '../../../contract/limits';
import {
  DEFAULT_MAIN_LINKS,
  DEFAULT_PROVIDER,
  DEFAULT_SOCIAL_LINKS,
  MAIN_LINK_KEYS,
  SOCIAL_LINK_KEYS,
  type FooterProvider,
} from './footer-links';
import { SocialIcon } from './social-icons';
import './footer.css';

export const FOOTER_VERSION = '1.2.1'; // spec §9

const t = messages.footer;

export interface FooterHandlers {
  /** The Cookies entry: opens the cookie-consent settings panel. */
  onCookieSettings?: () => void;
}

export interface FooterProps {
  /** Per-key overrides of the main link targets; items need key and href (spec §5). */
  mainLinks?: LinkOverride[];
  /** Per-key overrides of the social link targets. */
  socialLinks?: LinkOverride[];
  /** Cookie consent is enabled: show the Cookies entry (the name is the spec's). */
  oneTrustEnabled?: boolean;
  handlers?: FooterHandlers;
  provider?: FooterProvider;
  styles?: CSSProperties;
  /** The app's language and region chooser, drawn above the copyright line. */
  localeChooser?: ReactNode;
}

function NewTabLink({
  href,
  className,
  label,
  children,
}: {
  href: string;
  className?: string;
  label?: string;
  children: ReactNode;
}) {
  return (
    <a
      className={className}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label ? `${label} ${messages.app.opensInNewTab}` : undefined}
      onKeyDown={activateLinkOnSpace}
    >
      {children}
      {!label && <span className="visually-hidden"> {messages.app.opensInNewTab}</span>}
    </a>
  );
}

export function Footer({
  mainLinks,
  socialLinks,
  oneTrustEnabled = false,
  handlers = {},
  provider = DEFAULT_PROVIDER,
  styles,
  localeChooser,
}: FooterProps) {
  const main = useMemo(() => applyLinkOverrides(DEFAULT_MAIN_LINKS, mainLinks), [mainLinks]);
  const social = useMemo(() => applyLinkOverrides(DEFAULT_SOCIAL_LINKS, socialLinks), [socialLinks]);

  // Invalid items are skipped with a warning, never a crash (spec §5 "need key and href").
  useEffect(() => {
    for (const p of main.problems) console.warn(t.invalidLinkWarning('mainLinks', p.index, p.reason));
    for (const p of social.problems) console.warn(t.invalidLinkWarning('socialLinks', p.index, p.reason));
  }, [main, social]);

  const year = new Date().getFullYear();

  return (
    <footer className="site-footer" style={styles} data-version={FOOTER_VERSION}>
      <div className="site-footer__inner">
        <nav className="site-footer__main" aria-label={t.mainNav}>
          <ul>
            {MAIN_LINK_KEYS.map((key) => (
              <li key={key}>
                <NewTabLink className="site-footer__link" href={main.hrefs[key]}>
                  {t.main[key]}
                </NewTabLink>
              </li>
            ))}
            {oneTrustEnabled && (
              <li>
                <button
                  type="button"
                  className="site-footer__link site-footer__cookies"
                  onClick={handlers.onCookieSettings}
                >
                  {t.cookies}
                </button>
              </li>
            )}
          </ul>
        </nav>
        <nav className="site-footer__social" aria-label={t.socialNav}>
          <ul>
            {SOCIAL_LINK_KEYS.map((key) => (
              <li key={key}>
                <NewTabLink className="site-footer__social-link" href={social.hrefs[key]} label={t.social[key]}>
                  <SocialIcon name={key} />
                </NewTabLink>
              </li>
            ))}
          </ul>
        </nav>
        {localeChooser}
        <p className="site-footer__copyright">
          {t.copyrightBefore(COPYRIGHT_START_YEAR, year)}{' '}
          <NewTabLink className="site-footer__provider" href={provider.href}>
            {provider.name}
          </NewTabLink>{' '}
          {t.copyrightAfter}
        </p>
      </div>
    </footer>
  );
}
