// spec §2 Product detail: summary and tabs on the left; the institution selector, the call
// to action, the offer panel, alternate formats and the mobile-feature block on the right
// (under 992 px the right column's parts become the page's rows: the institution, the call to
// action and the offers between the summary and the tabs, the rest after the tabs; see
// product-summary.css). Title '{name} - Exchange'.
//
// Loads (spec §4 "Product load"): 404 → not-found message; 401 → sign in; 403 → the page is
// hidden behind 'Sorry, some pages are best left unseen…'; 5xx → the internal-error banner
// with the product cause. The other loads (offers, available-to-buy offers, discipline
// features) set their own flag on a 5xx and never hide the rest of the page.
import { use, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { Product } from '../../../contract/wire';
import { productQueryOptions, unlessFinallyAnswered } from '../../lib/api/product';
import { isInternalError } from '../../lib/api/api-client';
import { appConfig } from '../../lib/config/config';
import { environmentAddresses } from '../../lib/config/environments';
import { usePageOrigin } from '../../lib/config/page-origin';
import { messages } from '../../lib/messages/messages';
import { appLocale } from '../../lib/locale/locale';
import { formatDateTime } from '../../domain/locale/formats';
import { productText } from './product-messages';
import { productTextPending } from './product-catalogue';
import { useDocumentTitle } from '../../lib/hooks/use-document-title';
import { useOnline } from '../../lib/offline/use-online';
import { recordViewed } from '../../lib/product/recently-viewed';
import { NARROW_QUERY, useMediaQuery } from '../../lib/hooks/use-media-query';
import { removeStored, writeStored } from '../../lib/storage/storage';
import { useSessionService } from '../../lib/session/session-context';
import { DEFAULT_INSTITUTE_KEY } from '../../domain/session/organisation-choice';
import { pickerNameMax } from '../../domain/session/institution-label';
import { productHref } from '../../domain/product/product-link';
import { asksForTableOfContents } from '../../domain/product/product-tabs';
import {
  isCollection,
  isReviewStage,
  primaryUseAction,
  targetOfUseAction,
  verifyFormUrl,
} from '../../domain/product/product-detail';
import { offerPanelState } from '../../domain/product/product-cta';
import { isHigherEdClassification, needsVerification } from '../../domain/session/roles';
import { addInstitutionHref, InstitutionPicker } from '../../ui/institution-picker';
import { ForbiddenMessage, NotFoundMessage, SignInMessage } from '../../ui/not-found-message';
import { modulesQueryOptions, productFeatureQueryOptions, tocQueryOptions } from './api/product-parts';
import { useProductOffers } from './use-product-offers';
import { ProductPanels } from './product-panels';
import { useProductViewer, type ProductViewer } from './use-product-viewer';
import { ProductSummary } from './product-summary';
import { ProductOffline } from './product-offline';
import { OfferPanel } from './offer-panel';
import { CallToAction } from './call-to-action';
import { track } from '../../lib/analytics/analytics';
import { InternalErrorBanner, UserServiceBanner, VerifyBanner, type ErrorFlag } from './product-banners';
import { RefreshModal, VerifyModal } from './product-modals';
import { AlternateFormats } from './alternate-formats';
import { MobileFeature, type MobileFeatureProps } from './mobile-feature';
import { ShareButton } from './share-dialog';
import './product-summary.css';
import './product.css';

const t = productText.product;

export default function ProductPage() {
  // The page's locale's product strings: the route's fallback shows until they are in.
  use(productTextPending);
  const { id = '' } = useParams();
  const viewer = useProductViewer();
  const session = useSessionService();
  const productQuery = useQuery({
    ...productQueryOptions(id, viewer.lmsToken),
    enabled: (query) => id !== '' && unlessFinallyAnswered(query),
  });
  const product = productQuery.data;
  const online = useOnline();
  // An ApiError's, or a final answer the server's page carried (its name and status: page-state).
  const status = (productQuery.error as { status?: number } | null)?.status ?? null;
  // This page's address, the router's basename (the locale) included: where sign-in returns to.
  const { pathname, search } = useLocation();
  const signInReturn = `/${appLocale}${pathname}${search}`;
  useDocumentTitle(product ? messages.app.titleProduct(product.name) : messages.app.titleDefault);

  // spec §4: "401 triggers login" — once the stored session has settled: the first request may
  // leave before the user is loaded, so a user who turns out signed in asks again instead.
  const userId = viewer.user?.id ?? null;
  const askedAgainFor = useRef<string | null>(null);
  const { isFetching, refetch } = productQuery;
  useEffect(() => {
    if (status !== 401 || viewer.sessionPending || isFetching) return;
    if (userId !== null && askedAgainFor.current !== userId) {
      askedAgainFor.current = userId;
      void refetch();
    } else {
      session.signIn(signInReturn);
    }
  }, [status, viewer.sessionPending, isFetching, userId, session, refetch, signInReturn]);

  if (product) return <ProductDetail product={product} viewer={viewer} />;
  if (status === 404) return <NotFoundMessage />;
  if (status === 403) return <ForbiddenMessage />;
  // Without a session the effect above goes on to sign in; until it does (and in the server's
  // HTML, the same for every visitor, read by a browser without script) the page says why and
  // links there.
  // (session-store's signInHref, written out: one more export of the start's code costs every page)
  if (status === 401 && !viewer.user) {
    return <SignInMessage to={`/signin?returnUrl=${encodeURIComponent(signInReturn)}`} />;
  }
  // Offline and not on the device: say so at once; the paused query loads it on reconnect.
  if (!online) return <ProductOffline />;
  if (productQuery.isError && status !== 401) {
    return (
      <div className="product-page product-page--error">
        <InternalErrorBanner
          flags={['product']}
          onDismiss={() => undefined}
          onRetry={() => void productQuery.refetch()}
        />
      </div>
    );
  }
  return (
    <div className="product-page product-page--loading" aria-busy="true">
      <p className="visually-hidden" role="status">
        {t.loading}
      </p>
      <div className="product-skeleton" aria-hidden="true">
        <div className="product-skeleton__cover" />
        <div className="product-skeleton__lines">
          <div />
          <div />
          <div />
        </div>
      </div>
    </div>
  );
}

const internal = (query: { isError: boolean; error: unknown; errorUpdatedAt: number }, since: number) =>
  query.isError && isInternalError(query.error) && query.errorUpdatedAt > since;

function ProductDetail({ product, viewer }: { product: Product; viewer: ProductViewer }) {
  const { role, flags, user } = viewer;
  const online = useOnline();
  useRecordView(product);
  const addresses = environmentAddresses(appConfig.env, usePageOrigin());
  const collection = isCollection(product);

  const tocQuery = useQuery({ ...tocQueryOptions(product.productId), enabled: asksForTableOfContents(product) });
  const modulesQuery = useQuery({ ...modulesQueryOptions(product.productId), enabled: collection });
  const productOffers = useProductOffers(product, viewer);
  const { offersQuery, availableQuery } = productOffers;
  const featureQuery = useQuery(productFeatureQueryOptions(product, viewer.isInstructor));

  const [errorFlags, dismissErrors] = useErrorFlags(offersQuery, availableQuery, featureQuery);

  const [verifyOpen, setVerifyOpen] = useState(false);
  const [refreshOpen, setRefreshOpen] = useState(false);
  const panelState = panelStateOf(product, viewer, online, productOffers);

  return (
    <div className="product-page">
      <div className="product-page__banners">
        {viewer.userServiceError && <UserServiceBanner />}
        <InternalErrorBanner flags={errorFlags} onDismiss={dismissErrors} />
        {needsVerification(role, user) && viewer.isInstructor && <VerifyBanner onVerify={() => setVerifyOpen(true)} />}
      </div>
      <div className="product-page__summary">
        <ProductSummary product={product} moduleCount={modulesQuery.data?.length ?? null} />
      </div>
      <aside className="product-page__aside" aria-label={t.offersTitle}>
        {/* Signed in with no institution: the picker's prompt to add one (spec §4, §6 'Add your institution'). */}
        {viewer.signedIn && <ProductInstitution viewer={viewer} onReclassified={() => setRefreshOpen(true)} />}
        <ProductAside
          product={product}
          viewer={viewer}
          offers={productOffers}
          panelState={panelState}
          mobileFeature={featureQuery.data?.mobileFeature}
          onVerify={() => setVerifyOpen(true)}
        />
      </aside>
      <div className="product-page__tabs">
        <ProductPanels
          product={product}
          features={featureQuery.data}
          toc={tocQuery.data?.toc ?? []}
          modules={modulesQuery.data}
          student={flags.isStudent}
          lmsToken={viewer.lmsToken}
        />
      </div>
      <VerifyModal
        open={verifyOpen}
        onClose={() => setVerifyOpen(false)}
        formUrl={verifyUrlFor(addresses.verifyForm, product, user)}
      />
      <RefreshModal
        open={refreshOpen}
        onClose={() => setRefreshOpen(false)}
        onRefresh={() => {
          removeStored(DEFAULT_INSTITUTE_KEY);
          window.location.reload();
        }}
      />
    </div>
  );
}

/** The product viewed: an analytics event (with consent, the product id only), and the device's 'Recently viewed'. */
function useRecordView(product: Product) {
  const queryClient = useQueryClient();
  // A product view, with analytics consent (the product id only).
  useEffect(() => track({ type: 'product-view', productId: product.productId }), [product.productId]);

  // The device keeps what was viewed (home's 'Recently viewed'); never sent anywhere.
  useEffect(() => {
    void recordViewed(queryClient, {
      productId: product.productId,
      uuid: product.uuid,
      slug: product.slug,
      name: product.name,
      platform: product.productPlatform,
      cover: product.image?.url ?? null,
      viewedAt: Date.now(),
    });
  }, [
    queryClient,
    product.productId,
    product.uuid,
    product.slug,
    product.name,
    product.productPlatform,
    product.image?.url,
  ]);
}

/** The verification form, filled in with the user's names and first email (spec §6). */
function verifyUrlFor(formBase: string, product: Product, user: ProductViewer['user']): string {
  if (!user) return formBase;
  return verifyFormUrl(formBase, product.productId, {
    firstName: user.userDetails.givenName,
    lastName: user.userDetails.familyName,
    email: user.userDetails.emails[0]?.emailAddress ?? '',
  });
}

/** The institution the page is shown for, and the switch to another (the address keeps it). */
function ProductInstitution({ viewer, onReclassified }: { viewer: ProductViewer; onReclassified: () => void }) {
  const { organisation } = viewer;
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const narrow = useMediaQuery(NARROW_QUERY);
  const switchInstitution = (orgId: string) => {
    const next = viewer.organisations.find((o) => o.orgId === orgId);
    if (!next || next.orgId === organisation?.orgId) return;
    writeStored(DEFAULT_INSTITUTE_KEY, next.orgId);
    const params = new URLSearchParams(search);
    params.set('organizationId', next.orgId);
    void navigate(`${pathname}?${params.toString()}`, { replace: true, preventScrollReset: true });
    // spec §4 "Changing institution reclassifies": a switch between higher ed and K-12 changes
    // the role and what the whole page shows, so the refresh modal reloads it.
    const higherEdOrg = organisation ? isHigherEdClassification(organisation.classification) : null;
    if (isHigherEdClassification(next.classification) !== higherEdOrg) onReclassified();
  };
  return (
    <InstitutionPicker
      addInstitutionHref={addInstitutionHref(
        environmentAddresses(appConfig.env, window.location.origin).accountSettings,
        window.location.href,
      )}
      label={t.institution}
      organisations={viewer.organisations}
      currentOrgId={organisation?.orgId ?? null}
      readOnly={viewer.choice.readOnly ? organisation : null}
      onChange={switchInstitution}
      nameMax={pickerNameMax({ lmsFlow: viewer.choice.readOnly, narrow })}
      className="product-page__institution"
    />
  );
}

/** spec §4: dismissing the error banner clears all error flags; each clears when its load succeeds. */
function useErrorFlags(
  offers: Parameters<typeof internal>[0],
  available: Parameters<typeof internal>[0],
  feature: Parameters<typeof internal>[0],
): [ErrorFlag[], () => void] {
  const [dismissedAt, setDismissedAt] = useState(0);
  const flags: ErrorFlag[] = [];
  if (internal(offers, dismissedAt)) flags.push('offers');
  if (internal(available, dismissedAt)) flags.push('available');
  if (internal(feature, dismissedAt)) flags.push('feature');
  return [flags, () => setDismissedAt(Date.now())];
}

/** The offer panel's one decision: the action, its one explanation, whether prices show. */
function panelStateOf(
  product: Product,
  viewer: ProductViewer,
  online: boolean,
  { offerCount, higherEdOrg }: { offerCount: number | null; higherEdOrg: boolean | null },
) {
  const { flags } = viewer;
  const action = primaryUseAction(product);
  return offerPanelState({
    role: viewer.role,
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
    permissions: viewer.user?.permissions ?? [],
    institutionHigherEd: higherEdOrg,
    platform: product.productPlatform,
    model: product.productModel.name,
  });
}

interface ProductAsideProps {
  product: Product;
  viewer: ProductViewer;
  offers: ReturnType<typeof useProductOffers>;
  panelState: ReturnType<typeof offerPanelState>;
  mobileFeature: MobileFeatureProps['feature'];
  onVerify: () => void;
}

/** The right column: the call to action, the offers, alternate formats, the mobile app, Share. */
function ProductAside({
  product,
  viewer,
  offers: productOffers,
  panelState,
  mobileFeature,
  onVerify,
}: ProductAsideProps) {
  const { pathname, search } = useLocation();
  const session = useSessionService();
  const online = useOnline();
  const origin = usePageOrigin();
  const { offersQuery, availableQuery, licences, handoff, billing } = productOffers;
  const offers = offersQuery.data;
  return (
    <>
      <CallToAction
        product={product}
        viewer={viewer}
        state={panelState}
        handoff={handoff}
        onSignIn={() => session.signIn(`${pathname}${search}`)}
        onVerify={onVerify}
        onAction={(value) => track({ type: 'cta', productId: product.productId, value })}
      />
      {!online && offers && (
        <p className="offer-panel__as-of" role="status">
          {t.priceAsOf(formatDateTime(new Date(offersQuery.dataUpdatedAt), appLocale))}
        </p>
      )}
      <OfferPanel
        product={product}
        viewer={viewer}
        offers={offers}
        availableToBuy={availableQuery.data?.availableTobuy}
        licences={licences}
        billing={billing}
        salesContactUrl={environmentAddresses(appConfig.env, origin).salesContact}
        showOffers={panelState.showOffers}
        offersPending={online && offersQuery.isLoading}
      />
      <AlternateFormats product={product} related={product.isRelatedTo} caller={viewer.caller} search={search} />
      <MobileFeature product={product} feature={mobileFeature} student={viewer.flags.isStudent} />
      {viewer.isInstructor && (
        // The shared address names the product only: no token, institution or tab of this visit.
        <ShareButton
          url={`${window.location.origin}${productHref(product, '')}`}
          title={product.name}
          className="button button--secondary share-button"
        />
      )}
    </>
  );
}
