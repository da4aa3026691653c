// spec §2 "On 403: 'Sorry, some pages are best left unseen. It looks like you do not have
// permissions to access this page.' with a home button." Shared: product detail shows it for a
// product the viewer may not see, and the insights page for anyone but an admin.
import { Link, useLocation } from 'react-router';
import { messages } from '../lib/messages';
import { homeHref } from '../domain/query-params';
import { HomeIcon } from './icons';
import './status-message.css';

const t = messages.forbidden;

export function ForbiddenMessage() {
  const { search } = useLocation();
  return (
    <div className="status-message">
      <h1 className="status-message__title">{t.title}</h1>
      <p className="status-message__text">{t.text}</p>
      <div className="status-message__actions">
        <Link className="button button--primary" to={homeHref(search)}>
          <HomeIcon /> {messages.notFound.home}
        </Link>
      </div>
    </div>
  );
}
