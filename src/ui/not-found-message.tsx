// spec §2: 'Well…This is awkward.' with a home button (to / without uuid and q, keeping the
// other query parameters) and a link to the previous page. Shared: the not-found page shows
// it, and so does product detail when the product is missing.
// Also the 403 message (spec §2 "On 403: 'Sorry, some pages are best left unseen. It looks like
// you do not have permissions to access this page.' with a home button"): product detail shows
// it for a product the viewer may not see, the insights page for anyone but an admin. And the
// sign-in message of an institution's own product (401). One module for all three, so their
// shared stylesheet does not become a chunk of its own.
import type { MouseEvent, ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AppLink } from './app-link';
import { messages } from '../lib/messages/messages';
import { useHydrated } from '../lib/hooks/use-hydrated';
import { homeHref } from '../domain/shell/query-params';
import { ArrowLeftIcon, HomeIcon } from './icons';
import './status-message.css';

const t = messages.notFound;

/** react-router numbers its history entries: idx 0 is where the visit started. */
function hasInAppHistory(): boolean {
  const state: unknown = window.history.state;
  return (
    typeof state === 'object' &&
    state !== null &&
    typeof (state as { idx?: unknown }).idx === 'number' &&
    (state as { idx: number }).idx > 0
  );
}

export function NotFoundMessage({ headingLevel = 1 }: { headingLevel?: 1 | 2 }) {
  const { search } = useLocation();
  const navigate = useNavigate();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  // Where the visitor came from is the browser's to know: home in the server's page, the
  // referrer once the page has come alive.
  const previousHref = (useHydrated() && document.referrer) || '/';

  function goBack(event: MouseEvent<HTMLAnchorElement>) {
    if (hasInAppHistory()) {
      event.preventDefault();
      void navigate(-1);
      return;
    }
    // The referrer reaches the link in a transition after the take-over: a press before it is
    // drawn (one the boot held while the app started, say) still goes back, not home.
    const referrer = document.referrer;
    if (referrer && event.currentTarget.getAttribute('href') !== referrer) {
      event.preventDefault();
      window.location.assign(referrer);
    }
  }

  return (
    <StatusMessage
      art={<img className="status-message__art" src="/images/not-found.svg" alt="" width="240" height="160" />}
      Heading={Heading}
      title={t.title}
      text={t.text}
    >
      <HomeLink search={search} />
      <a className="status-message__back" href={previousHref} onClick={goBack}>
        <ArrowLeftIcon /> {t.previous}
      </a>
    </StatusMessage>
  );
}

function HomeLink({ search }: { search: string }) {
  return (
    <AppLink className="button button--primary" to={homeHref(search)}>
      <HomeIcon /> {t.home}
    </AppLink>
  );
}

interface StatusMessageProps {
  title: string;
  text?: string;
  art?: ReactNode;
  Heading?: 'h1' | 'h2';
  children: ReactNode;
}

function StatusMessage({ title, text, art, Heading = 'h1', children }: StatusMessageProps) {
  return (
    <div className="status-message">
      {art}
      <Heading className="status-message__title">{title}</Heading>
      {text && <p className="status-message__text">{text}</p>}
      <div className="status-message__actions">{children}</div>
    </div>
  );
}

export function ForbiddenMessage() {
  const { search } = useLocation();
  return (
    <StatusMessage title={messages.forbidden.title} text={messages.forbidden.text}>
      <HomeLink search={search} />
    </StatusMessage>
  );
}

/** An institution's own product asked for without a session (401): the way to sign in, as a link. */
export function SignInMessage({ to }: { to: string }) {
  return (
    <StatusMessage title={messages.institutionEdition.signIn}>
      <AppLink className="button button--primary" to={to}>
        {messages.header.signIn}
      </AppLink>
    </StatusMessage>
  );
}
