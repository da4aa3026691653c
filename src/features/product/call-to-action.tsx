// spec §2 right side, §4 CTA enablement, §6 role messages, §7 primary action.
// The primary action is a real browser form POST to the use-action target with the current
// address (or the integration token) appended, fields `product` and `piToken`; collections
// open it in a new tab; students navigate to the target instead. View demo opens the preview
// target in a new tab. Anonymous visitors get Sign in instead of the action.
import type { Product } from '../../../contract/wire';
import { API_TOKEN_PARAMS } from '../../../contract/params';
import type { OfferPanelState, PanelExplanation } from '../../domain/product/product-cta';
import {
  handoffProduct,
  isCollection,
  primaryActionUrl,
  primaryUseAction,
  targetOfUseAction,
  type HandoffContext,
} from '../../domain/product/product-detail';
import { messages } from '../../lib/messages/messages';
import { productText } from './product-messages';
import type { ProductViewer } from './use-product-viewer';

const t = productText.product;

export interface CallToActionProps {
  product: Product;
  viewer: ProductViewer;
  /** The offer panel's one decision (src/domain/product/product-cta.ts): enabled, and the one explanation. */
  state: OfferPanelState;
  handoff: Omit<HandoffContext, 'lmsFlow'>;
  onSignIn: () => void;
  onVerify: () => void;
  /** A call to action was taken: 'sign-in', 'student-access', 'use' or 'view-demo' (analytics). */
  onAction?: (name: string) => void;
}

// long-function: the three forms the action takes by role read best side by side; the hand-off
// form as a part of its own measured 0.17 kB more, with the precache at its 600 kB budget.
export function CallToAction({ product, viewer, state, handoff, onSignIn, onVerify, onAction }: CallToActionProps) {
  const { user, role, lmsToken } = viewer;
  const action = primaryUseAction(product);
  const target = action ? targetOfUseAction(action, product) : null;
  const preview = product.potentialAction.previewAction?.target.url ?? null;
  const currentAddress = typeof window !== 'undefined' ? window.location.href : '';
  const held = !state.ctaEnabled;

  const demo = preview && (
    <a className="button button--secondary cta__demo" href={preview} target="_blank" rel="noopener noreferrer" onClick={() => onAction?.('view-demo')}>
      {t.viewDemo}
      <span className="visually-hidden"> {messages.app.opensInNewTab}</span>
    </a>
  );

  const explanationId = `cta-explanation-${product.productId}`;
  const describedBy = state.explanation ? explanationId : undefined;

  let primary = null;
  if (role === 'anonymous') {
    primary = (
      <button
        type="button"
        className="button button--primary cta__button"
        disabled={held}
        aria-describedby={describedBy}
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
        aria-describedby={describedBy}
      >
        {t.studentAction}
      </button>
    ) : (
      <a
        className="button button--primary cta__button"
        href={primaryActionUrl(target, { currentAddress, lmsToken })}
        aria-describedby={describedBy}
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
        <input type="hidden" name={API_TOKEN_PARAMS.handOffSessionToken} value={user?.credentials.token ?? ''} />
        <button
          type="submit"
          className="button button--primary cta__button"
          disabled={held}
          aria-describedby={describedBy}
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
      {state.explanation && <Explanation id={explanationId} explanation={state.explanation} onVerify={onVerify} />}
    </section>
  );
}

/** The one explanation beside the action; 'Add your institution' is the picker's prompt, above. */
function Explanation({ id, explanation, onVerify }: { id: string; explanation: PanelExplanation; onVerify: () => void }) {
  switch (explanation) {
    case 'verifyCourse':
      return (
        <p id={id} className="cta__note">
          <button type="button" className="button button--link" onClick={onVerify}>
            {t.verifyCourse}
          </button>
        </p>
      );
    case 'loading':
      return (
        <p id={id} className="cta__note" role="status">
          {t.offersLoading}
        </p>
      );
    default:
      return (
        <p id={id} className="cta__note">
          {t.explanations[explanation]}
        </p>
      );
  }
}
