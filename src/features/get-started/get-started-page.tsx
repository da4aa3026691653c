// spec §2 "Get started" (/getstarted): join a course by invitation link.
// - 'Back to course detail' goes to the URL in the `return` parameter (same origin only);
// - the product named by that URL is shown, loaded unless already in the cache;
// - spec §5: the link is valid only with `{consoleBase}/enrollment/`; otherwise the error
//   text shows and Join is disabled; an empty link does nothing; Enter or Join navigates.
import { use, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { AppLink } from '../../ui/app-link';
import { appConfig } from '../../lib/config/config';
import { environmentAddresses } from '../../lib/config/environments';
import { goToExternal } from '../../lib/config/external-navigation';
import { messages } from '../../lib/messages/messages';
import { useDocumentTitle } from '../../lib/hooks/use-document-title';
import { checkInvitationLink } from '../../domain/session/invitation-link';
import { productIdFromPath, safeReturnPath } from '../../domain/shell/return-url';
import { ArrowLeftIcon } from '../../ui/icons';
import { ProductSummary } from './product-summary';
import { getStartedText, getStartedTextPending } from './get-started-messages';
import './get-started.css';
import { usePageOrigin } from '../../lib/config/page-origin';

const t = getStartedText;

export default function GetStartedPage() {
  if (getStartedTextPending) use(getStartedTextPending);
  useDocumentTitle(messages.app.titleDefault);
  const [params] = useSearchParams();
  const origin = usePageOrigin();
  const returnPath = safeReturnPath(params.get('return'), origin);
  const productId = productIdFromPath(returnPath);
  const { consoleBase } = environmentAddresses(appConfig.env, origin);

  const [link, setLink] = useState('');
  const check = checkInvitationLink(link, consoleBase);
  const inputId = useId();
  const errorId = useId();
  const hintId = useId();

  function join(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (check === 'valid') goToExternal(link.trim());
  }

  return (
    <div className="page page--narrow get-started">
      {returnPath && (
        <AppLink className="get-started__back" to={returnPath}>
          <ArrowLeftIcon /> {t.back}
        </AppLink>
      )}
      {productId && <ProductSummary productId={productId} />}
      <h1 className="page__title">{t.title}</h1>
      <p className="get-started__intro">{t.intro}</p>
      <form className="get-started__form" onSubmit={join} noValidate>
        <label className="get-started__label" htmlFor={inputId}>
          {t.linkLabel}
        </label>
        <p id={hintId} className="get-started__hint">
          {t.linkHint}
        </p>
        <div className="get-started__row">
          <div className="get-started__field">
            <input
              id={inputId}
              className="get-started__input"
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              value={link}
              placeholder={`${consoleBase}/enrollment/…`}
              aria-invalid={check === 'invalid'}
              aria-describedby={check === 'invalid' ? `${hintId} ${errorId}` : hintId}
              onChange={(e) => setLink(e.target.value)}
            />
            <p id={errorId} className="get-started__error" aria-live="polite">
              {check === 'invalid' ? t.invalidLink : ''}
            </p>
          </div>
          <button type="submit" className="button button--primary get-started__join" disabled={check !== 'valid'}>
            {t.join}
          </button>
        </div>
      </form>
      <h2 className="get-started__subtitle">{t.noLinkTitle}</h2>
      <p>{t.noLinkText}</p>
    </div>
  );
}
