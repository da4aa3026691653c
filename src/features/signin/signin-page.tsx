// /signin?returnUrl=… (identity issue): the sign-in form. Success stores the session and
// reloads the return page after 2 s (spec §4, §9); a wrong email or password gets one
// message that does not say which was wrong; a rate-limited sign-in says how long to wait.
import { use, useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useSearchParams } from 'react-router';
import { AppLink } from '../../ui/app-link';
import { useAtomValue } from '../../lib/state/app-jotai';
import { messages } from '../../lib/messages/messages';
import { useDocumentTitle } from '../../lib/hooks/use-document-title';
import { retryMinutes, signInReturnPath } from '../../domain/shell/sign-in';
import { postLogin } from '../../lib/session/auth-api';
import { useSessionService } from '../../lib/session/session-context';
import { sessionAtom } from '../../lib/session/session-store';
import { signInText, signInTextPending } from './signin-messages';
import './signin.css';
import { usePageOrigin } from '../../lib/config/page-origin';

type Phase = 'idle' | 'submitting' | 'success';

const t = signInText;

export default function SignInPage() {
  if (signInTextPending) use(signInTextPending);
  useDocumentTitle(messages.app.titleDefault);
  const [params] = useSearchParams();
  const returnPath = signInReturnPath(params.get('returnUrl'), usePageOrigin());
  const session = useAtomValue(sessionAtom);
  const form = useSignIn(returnPath);
  const { phase, error, invalid } = form;
  const errorId = useId();

  if (session.status === 'success' && session.user && phase !== 'success') {
    const name = [session.user.userDetails.givenName, session.user.userDetails.familyName].filter(Boolean).join(' ');
    return (
      <div className="page page--narrow signin">
        <h1 className="page__title">{t.title}</h1>
        <p>{t.alreadySignedIn(name)}</p>
        <AppLink className="button button--primary" to={returnPath}>
          {t.continue}
        </AppLink>
      </div>
    );
  }

  const busy = phase !== 'idle';
  const describedBy = error ? errorId : undefined;
  return (
    <div className="page page--narrow signin">
      <h1 className="page__title">{t.title}</h1>
      <p className="signin__intro">{t.intro}</p>
      <form className="signin__form" onSubmit={form.submit} noValidate aria-describedby={describedBy}>
        <Field
          label={t.email}
          inputRef={form.emailRef}
          type="email"
          autoComplete="username"
          value={form.email}
          onChange={form.setEmail}
          busy={busy}
          invalid={invalid.email}
          describedBy={describedBy}
        />
        <Field
          label={t.password}
          inputRef={form.passwordRef}
          type="password"
          autoComplete="current-password"
          value={form.password}
          onChange={form.setPassword}
          busy={busy}
          invalid={invalid.password}
          describedBy={describedBy}
        />
        <p id={errorId} className="signin__error" role="alert">
          {error}
        </p>
        <button type="submit" className="button button--primary signin__submit" aria-disabled={busy || undefined}>
          {t.submit}
        </button>
        <p className="signin__status" role="status">
          {phase === 'submitting' ? t.submitting : phase === 'success' ? t.success : ''}
        </p>
      </form>
    </div>
  );
}

interface FieldProps {
  label: string;
  inputRef: RefObject<HTMLInputElement | null>;
  type: 'email' | 'password';
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  busy: boolean;
  invalid: boolean;
  describedBy: string | undefined;
}

/** A labelled field of the form; read-only while the sign-in is on its way. */
function Field({ label, inputRef, type, autoComplete, value, onChange, busy, invalid, describedBy }: FieldProps) {
  const id = useId();
  return (
    <div className="signin__field">
      <label className="signin__label" htmlFor={id}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        className="signin__input"
        type={type}
        name={type}
        autoComplete={autoComplete}
        inputMode={type === 'email' ? 'email' : undefined}
        spellCheck={type === 'email' ? false : undefined}
        required
        value={value}
        onChange={(e) => onChange(e.target.value)}
        readOnly={busy}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      />
    </div>
  );
}

/**
 * The form's state and its submit: missing fields are named before anything is sent; success
 * stores the session and reloads the return page after 2 s (spec §4, §9); a wrong email or
 * password gets one message that does not say which was wrong.
 */
function useSignIn(returnPath: string) {
  const sessionService = useSessionService();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [phase, setPhase] = useState<Phase>('idle');
  const [error, setError] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<{ email: boolean; password: boolean }>({ email: false, password: false });
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const cancelReload = useRef<(() => void) | null>(null);

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
          result.retryAfterSeconds ? t.rateLimited(retryMinutes(result.retryAfterSeconds)) : t.rateLimitedNoTime,
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

  return { email, setEmail, password, setPassword, phase, error, invalid, emailRef, passwordRef, submit };
}
