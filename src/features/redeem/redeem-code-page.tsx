// spec §2 "Redeem-code": the page is no longer active; use the instructor's course invite
// link, or request a refund and buy instant access elsewhere (US or Canada stores); tech support.
import { use } from 'react';
import { messages } from '../../lib/messages/messages';
import { siteLinks } from '../../lib/config/site-links';
import { useDocumentTitle } from '../../lib/hooks/use-document-title';
import { redeemText, redeemTextPending } from './redeem-messages';
import './redeem.css';

const t = redeemText;
const app = messages.app;

function ExternalLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {app.opensInNewTab}</span>
    </a>
  );
}

export default function RedeemCodePage() {
  if (redeemTextPending) use(redeemTextPending);
  useDocumentTitle(messages.app.titleDefault);
  return (
    <div className="page page--narrow redeem">
      <h1 className="page__title">{t.title}</h1>
      <p>{t.useInvite}</p>
      <p>
        {t.refundBefore} <ExternalLink href={siteLinks.usStore}>{t.usStore}</ExternalLink> {t.or}{' '}
        <ExternalLink href={siteLinks.canadaStore}>{t.canadaStore}</ExternalLink>.
      </p>
      <p>
        {t.supportBefore} <ExternalLink href={siteLinks.techSupport}>{t.techSupport}</ExternalLink>.
      </p>
    </div>
  );
}
