// /signin?returnUrl=… (identity issue): the sign-in form. Success stores the session and
// reloads the return page after 2 s (spec §4, §9); a wrong email or password gets one
// message that does not say which was wrong; a rate-limited sign-in says how long to wait.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAtomValue } from '../../lib/state/app-jotai';
import { messages } from '../../lib/messages/messages';
import { useDocumentTitle } from '../../lib/hooks/use-document-title';
import { safeReturnPath } from '../../domain/shell/return-url';
import { splitLocalePath } from '../../../contract/locales';
import { postLogin } from '../../lib/session/auth-api';
import { useSessionService } from '../../lib/session/session-context';
import { sessionAtom } from '../../lib/session/session-store';
import './signin.css';

type Phase = 'idle' | 'submitting' | 'success';

/** A same-origin address as a path of the route table: '/tr-tr/search?q=x' → '/search?q=x'. */
export function withoutLocale(to: string): string {
  const end = to.search(/[?#]/);
  const pathname = end === -1 ? to : to.slice(0, end);
  return `${splitLocalePath(pathname).rest}${end === -1 ? '' : to.slice(end)}`;
}

/**
 * The same-origin return address, as a path of the route table (the router adds the locale);
 * never /signin itself (no loop), else home.
 */
function returnPathOf(raw: string | null): string {
  const safe = safeReturnPath(raw, window.location.origin);
  const path = safe && withoutLocale(safe);
  if (!path || path === '/signin' || path.startsWith('/signin?') || path.startsWith('/signin/')) return '/';
  return path;
}

export default function SignInPage() {
  const t = messages.identity;
  useDocumentTitle(messages.app.titleDefault);
  const [params] = useSearchParams();
  const returnPath = returnPathOf(params.get('returnUrl'));
  const session = useAtomValue(sessionAtom);
  const sessionService = useSessionService();

  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [phase, setPhase] = useState<Phase>('idle');
  const [error, setError] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<{ email: boolean; password: boolean }>({ email: false, password: false });
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const cancelReload = useRef<(() => void) | null>(null);
  const ids = { email: useId(), password: useId(), error: useId(), status: useId() };

  useEffect(() => () => cancelReload.current?.(), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (phase !== 'idle') return;
    const missing = { email: email.trim() === '', password: password === '' };
    if (missing.email || missing.password) {
      setInvalid(missing);
      setError(t.missingFields);
      (missing.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setPhase('submitting');
    setError(null);
    setInvalid({ email: false, password: false });
    const result = await postLogin(email.trim(), password);
    switch (result.kind) {
      case 'success':
        sessionService.storeSession(result.session);
        setPhase('success');
        setPassword('');
        // The header shows the user at once; the page then reloads (spec §4: after 2 s).
        void sessionService.loadUser(null);
        cancelReload.current = sessionService.reloadAfterSignIn(returnPath);
        return;
      case 'wrong-credentials':
        setError(t.wrongCredentials);
        setInvalid({ email: true, password: true });
        setPassword('');
        passwordRef.current?.focus();
        break;
      case 'rate-limited':
        setError(
          result.retryAfterSeconds
            ? t.rateLimited(Math.max(1, Math.ceil(result.retryAfterSeconds / 60)))
            : t.rateLimitedNoTime,
        );
        break;
      case 'invalid':
        setError(t.wrongCredentials);
        setInvalid({ email: true, password: true });
        break;
      case 'offline':
        setError(t.offline);
        break;
      case 'unavailable':
        setError(t.unavailable);
        break;
    }
    setPhase('idle');
  }

  if (session.status === 'success' && session.user && phase !== 'success') {
    const name = [session.user.userDetails.givenName, session.user.userDetails.familyName].filter(Boolean).join(' ');
    return (
      <div className="page page--narrow signin">
        <h1 className="page__title">{t.title}</h1>
        <p>{t.alreadySignedIn(name)}</p>
        <Link className="button button--primary" to={returnPath}>
          {t.continue}
        </Link>
      </div>
    );
  }

  const busy = phase !== 'idle';
  return (
    <div className="page page--narrow signin">
      <h1 className="page__title">{t.title}</h1>
      <p className="signin__intro">{t.intro}</p>
      <form className="signin__form" onSubmit={submit} noValidate aria-describedby={error ? ids.error : undefined}>
        <div className="signin__field">
          <label className="signin__label" htmlFor={ids.email}>
            {t.email}
          </label>
          <input
            ref={emailRef}
            id={ids.email}
            className="signin__input"
            type="email"
            name="email"
            autoComplete="username"
            inputMode="email"
            spellCheck={false}
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            readOnly={busy}
            aria-invalid={invalid.email || undefined}
            aria-describedby={error ? ids.error : undefined}
          />
        </div>
        <div className="signin__field">
          <label className="signin__label" htmlFor={ids.password}>
            {t.password}
          </label>
          <input
            ref={passwordRef}
            id={ids.password}
            className="signin__input"
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            readOnly={busy}
            aria-invalid={invalid.password || undefined}
            aria-describedby={error ? ids.error : undefined}
          />
        </div>
        <p id={ids.error} className="signin__error" role="alert">
          {error}
        </p>
        <button type="submit" className="button button--primary signin__submit" aria-disabled={busy || undefined}>
          {t.submit}
        </button>
        <p id={ids.status} className="signin__status" role="status">
          {phase === 'submitting' ? t.submitting : phase === 'success' ? t.success : ''}
        </p>
      </form>
    </div>
  );
}
