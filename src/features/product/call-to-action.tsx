// spec §2 right side, §4 CTA enablement, §6 role messages, §7 primary action.
// The primary action is a real browser form POST to the use-action target with the current
// address (or the integration token) appended, fields `product` and `piToken`; collections
// open it in a new tab; students navigate to the target instead. View demo opens the preview
// target in a new tab. Anonymous visitors get Sign in instead of the action.
import type { Product } from '../../../contract/wire';
import { ctaHold, roleMessages, type CtaHold, type RoleMessage } from '../../domain/product-cta';
import {
  handoffProduct,
  isCollection,
  isReviewStage,
  primaryActionUrl,
  primaryUseAction,
  targetOfUseAction,
  type HandoffContext,
} from '../../domain/product-detail';
import { messages } from '../../lib/messages';
import { productText } from './product-messages';
import { organisationIsHigherEd, type ProductViewer } from './use-product-viewer';

const t = productText.product;

export interface CallToActionProps {
  product: Product;
  viewer: ProductViewer;
  /** Offers known for the current institution (null: still loading or failed). */
  offerCount: number | null;
  institutionHasOffers: boolean;
  handoff: Omit<HandoffContext, 'lmsFlow'>;
  accountSettingsUrl: string;
  onSignIn: () => void;
  onVerify: () => void;
  /** Offline the action waits: it needs the console, and prices shown may be out of date. */
  online: boolean;
  /** A call to action was taken: 'sign-in', 'student-access', 'use' or 'view-demo' (analytics, issue 13). */
  onAction?: (name: string) => void;
}

export function CallToAction({
  product,
  viewer,
  offerCount,
  institutionHasOffers,
  handoff,
  accountSettingsUrl,
  onSignIn,
  onVerify,
  online,
  onAction,
}: CallToActionProps) {
  const { user, role, flags, organisation, lmsToken } = viewer;
  const action = primaryUseAction(product);
  const target = action ? targetOfUseAction(action, product) : null;
  const preview = product.potentialAction.previewAction?.target.url ?? null;
  const currentAddress = typeof window !== 'undefined' ? window.location.href : '';

  const held: CtaHold | 'noTarget' | 'loading' | 'offline' | null = !online
    ? 'offline'
    : target === null
      ? 'noTarget'
      : offerCount === null && !(isReviewStage(product) && flags.hasInstitutions)
        ? 'loading'
        : ctaHold({
            comingSoon: product.comingSoon,
            offerCount: offerCount ?? 0,
            isInstructor: viewer.isInstructor,
            hasInstitution: flags.hasInstitutions,
            permissions: user?.permissions ?? [],
            institutionHigherEd: organisationIsHigherEd(organisation),
            productAudience: product.audience,
            reviewStage: isReviewStage(product),
          });

  const notes: RoleMessage[] = roleMessages({
    signedIn: viewer.signedIn,
    isInstructor: viewer.isInstructor,
    isValidatedInstructor: flags.isValidatedInstructor,
    isStudent: flags.isStudent,
    hasInstitution: flags.hasInstitutions,
    institutionHasOffers,
    platform: product.productPlatform,
    model: product.productModel.name,
  });

  const demo = preview && (
    <a className="button button--secondary cta__demo" href={preview} target="_blank" rel="noopener noreferrer" onClick={() => onAction?.('view-demo')}>
      {t.viewDemo}
      <span className="visually-hidden"> {messages.app.opensInNewTab}</span>
    </a>
  );

  const heldReasonId = `cta-held-${product.productId}`;
  const heldText = held && held !== 'loading' ? t.ctaHeld[held] : null;

  let primary = null;
  if (role === 'anonymous') {
    primary = (
      <button
        type="button"
        className="button button--primary cta__button"
        onClick={() => {
          onAction?.('sign-in');
          onSignIn();
        }}
      >
        {t.signIn}
      </button>
    );
  } else if (action && target && role === 'student') {
    primary = held ? (
      <button
        type="button"
        className="button button--primary cta__button"
        disabled
        aria-describedby={heldText ? heldReasonId : undefined}
      >
        {t.studentAction}
      </button>
    ) : (
      <a
        className="button button--primary cta__button"
        href={primaryActionUrl(target, { currentAddress, lmsToken })}
        onClick={() => onAction?.('student-access')}
      >
        {t.studentAction}
      </a>
    );
  } else if (action) {
    const lmsFlow = lmsToken !== null;
    const product_json = JSON.stringify(handoffProduct(product, { ...handoff, lmsFlow }));
    primary = (
      <form
        method="post"
        action={target ? primaryActionUrl(target, { currentAddress, lmsToken }) : undefined}
        target={isCollection(product) ? '_blank' : undefined}
        className="cta__form"
        onSubmit={() => onAction?.('use')}
      >
        <input type="hidden" name="product" value={product_json} />
        <input type="hidden" name="piToken" value={user?.credentials.token ?? ''} />
        <button
          type="submit"
          className="button button--primary cta__button"
          disabled={held !== null}
          aria-describedby={heldText ? heldReasonId : undefined}
        >
          {action.name}
          {isCollection(product) && <span className="visually-hidden"> {messages.app.opensInNewTab}</span>}
        </button>
      </form>
    );
  }

  return (
    <section className="cta" aria-label={action?.name ?? t.offersTitle}>
      <div className="cta__actions">
        {primary}
        {demo}
      </div>
      {heldText && role !== 'anonymous' && (
        <p id={heldReasonId} className="cta__held">
          {heldText}
        </p>
      )}
      {/* 'Add your institution' is the institution picker's prompt, just above. */}
      {notes
        .filter((note) => note !== 'addInstitution')
        .map((note) => (
          <RoleNote key={note} note={note} accountSettingsUrl={accountSettingsUrl} onVerify={onVerify} />
        ))}
    </section>
  );
}

function RoleNote({
  note,
  accountSettingsUrl,
  onVerify,
}: {
  note: RoleMessage;
  accountSettingsUrl: string;
  onVerify: () => void;
}) {
  switch (note) {
    case 'addInstitution':
      return (
        <p className="cta__note">
          <a href={accountSettingsUrl}>{t.addInstitution}</a>
        </p>
      );
    case 'verifyCourse':
      return (
        <p className="cta__note">
          <button type="button" className="button button--link" onClick={onVerify}>
            {t.verifyCourse}
          </button>
        </p>
      );
    default:
      return <p className="cta__note">{t[note]}</p>;
  }
}
