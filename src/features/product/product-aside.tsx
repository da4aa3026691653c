// The product page's right column (spec §2 Product detail): the institution selector, the call
// to action, the offer panel, alternate formats, the mobile-feature block and sharing. Under
// 992 px its parts become the page's rows (product-summary.css).
import { useLocation } from 'react-router';
import type { Product } from '../../../contract/wire';
import { appConfig } from '../../lib/config/config';
import { environmentAddresses } from '../../lib/config/environments';
import { DEFAULT_LOCALE } from '../../lib/messages/messages';
import { NARROW_QUERY, useMediaQuery } from '../../lib/hooks/use-media-query';
import { useOnline } from '../../lib/offline/use-online';
import { useSessionService } from '../../lib/session/session-context';
import { track } from '../../lib/analytics/analytics';
import { pickerNameMax } from '../../domain/session/institution-label';
import { productHref } from '../../domain/product/product-link';
import { isReviewStage, primaryUseAction, targetOfUseAction } from '../../domain/product/product-detail';
import { offerPanelState, type OfferPanelState } from '../../domain/product/product-cta';
import { isHigherEdClassification } from '../../domain/session/roles';
import { addInstitutionHref, InstitutionPicker } from '../../ui/institution-picker';
import { productText } from './product-messages';
import { OfferPanel } from './offer-panel';
import { CallToAction } from './call-to-action';
import { AlternateFormats } from './alternate-formats';
import { MobileFeature } from './mobile-feature';
import { ShareButton } from './share-dialog';
import type { ProductViewer } from './use-product-viewer';
import type { ProductOffers } from './use-product-offers';
import type { ProductContent } from './use-product-content';

const t = productText.product;

interface ProductAsideProps {
  product: Product;
  viewer: ProductViewer;
  offers: ProductOffers;
  content: ProductContent;
  onSwitchInstitution: (orgId: string) => void;
  onVerify: () => void;
}

export function ProductAside({ product, viewer, offers, content, onSwitchInstitution, onVerify }: ProductAsideProps) {
  const { pathname, search } = useLocation();
  const session = useSessionService();
  const narrow = useMediaQuery(NARROW_QUERY);
  const online = useOnline();
  const addresses = environmentAddresses(appConfig.env);
  const { organisation, flags } = viewer;
  // The offer panel's one decision: the action, its one explanation, whether prices show.
  const panelState = panelStateOf(product, viewer, offers.offerCount, online);

  return (
    <aside className="product-page__aside" aria-label={t.offersTitle}>
      {/* Signed in with no institution: the picker's prompt to add one (spec §4, §6 'Add your institution'). */}
      {viewer.signedIn && (
        <InstitutionPicker
          addInstitutionHref={addInstitutionHref(addresses.accountSettings, window.location.href)}
          label={t.institution}
          organisations={viewer.organisations}
          currentOrgId={organisation?.orgId ?? null}
          readOnly={viewer.choice.readOnly ? organisation : null}
          onChange={onSwitchInstitution}
          nameMax={pickerNameMax({ lmsFlow: viewer.choice.readOnly, narrow })}
          className="product-page__institution"
        />
      )}
      <CallToAction
        product={product}
        viewer={viewer}
        state={panelState}
        handoff={offers.handoff}
        onSignIn={() => session.signIn(`${pathname}${search}`)}
        onVerify={onVerify}
        onAction={(value) => track({ type: 'cta', productId: product.productId, value })}
      />
      {!online && offers.offers && (
        <p className="offer-panel__as-of" role="status">
          {t.priceAsOf(new Date(offers.offersQuery.dataUpdatedAt).toLocaleString(DEFAULT_LOCALE))}
        </p>
      )}
      <OfferPanel
        product={product}
        viewer={viewer}
        offers={offers.offers}
        availableToBuy={offers.availableToBuy}
        licences={offers.licences}
        billing={offers.billing}
        salesContactUrl={addresses.salesContact}
        showOffers={panelState.showOffers}
        offersPending={online && offers.offersQuery.isLoading}
      />
      <AlternateFormats product={product} related={product.isRelatedTo} caller={viewer.caller} search={search} />
      <MobileFeature product={product} feature={content.features?.mobileFeature} student={flags.isStudent} />
      {viewer.isInstructor && (
        // The shared address names the product only: no token, institution or tab of this visit.
        <ShareButton
          url={`${window.location.origin}${productHref(product, '')}`}
          title={product.name}
          className="button button--secondary share-button"
        />
      )}
    </aside>
  );
}

function panelStateOf(
  product: Product,
  viewer: ProductViewer,
  offerCount: number | null,
  online: boolean,
): OfferPanelState {
  const { role, organisation, flags, user } = viewer;
  const action = primaryUseAction(product);
  return offerPanelState({
    role,
    online,
    hasTarget: action !== null && targetOfUseAction(action, product) !== null,
    comingSoon: product.comingSoon,
    reviewStage: isReviewStage(product),
    productAudience: product.audience,
    offerCount,
    isInstructor: viewer.isInstructor,
    isStudent: flags.isStudent,
    isValidatedInstructor: flags.isValidatedInstructor,
    hasInstitution: flags.hasInstitutions,
    permissions: user?.permissions ?? [],
    institutionHigherEd: organisation ? isHigherEdClassification(organisation.classification) : null,
    platform: product.productPlatform,
    model: product.productModel.name,
  });
}
