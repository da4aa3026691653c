// spec §2 Product detail: summary and tabs on the left; the institution selector, the call
// to action, the offer panel, alternate formats and the mobile-feature block on the right
// (under 992 px the right column's parts become the page's rows: the institution, the call to
// action and the offers between the summary and the tabs, the rest after the tabs; see
// product-summary.css). Title '{name} - Exchange', scroll to top on load.
//
// Loads (spec §4 "Product load"): 404 → not-found message; 401 → sign in; 403 → the page is
// hidden behind 'Sorry, some pages are best left unseen…'; 5xx → the internal-error banner
// with the product cause. The other loads (offers, available-to-buy offers, discipline
// features) set their own flag on a 5xx and never hide the rest of the page.
import { use, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { Product } from '../../../contract/wire';
import { allowedVideoHost } from '../../../contract/video';
import { productQueryOptions, unlessFinallyAnswered } from '../../lib/api/product';
import { ApiError, isInternalError } from '../../lib/api/api-client';
import { appConfig } from '../../lib/config/config';
import { environmentAddresses } from '../../lib/config/environments';
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
import { billingChoiceOf, offersBillingChoice, type BillingChoice } from '../../domain/offers/offers';
import { chooseOffer, offerCountOf } from '../../domain/offers/offer-choice';
import { asksForTableOfContents, availableTabs } from '../../domain/product/product-tabs';
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
import { ForbiddenMessage, NotFoundMessage } from '../../ui/not-found-message';
import { SafeHtml } from '../../ui/safe-html';
import {
  availableToBuyQueryOptions,
  disciplineFeatureQueryOptions,
  k12LicencesQueryOptions,
  modulesQueryOptions,
  offersQueryOptions,
  tocQueryOptions,
} from './api/product-parts';
import { useProductViewer, type ProductViewer } from './use-product-viewer';
import { ServerSummary, serverSummaryFor } from './server-summary';
import { ProductSummary } from './product-summary';
import { ProductOffline } from './product-offline';
import { ProductTabs } from './product-tabs';
import { Collapsible } from './collapsible';
import { TocTree } from './toc-tree';
import { ProductVideo } from './product-video';
import { OfferPanel } from './offer-panel';
import { CallToAction } from './call-to-action';
import { track } from '../../lib/analytics/analytics';
import { InternalErrorBanner, UserServiceBanner, VerifyBanner, type ErrorFlag } from './product-banners';
import { RefreshModal, VerifyModal } from './product-modals';
import { AlternateFormats } from './alternate-formats';
import { FeaturesTab } from './features-tab';
import { MobileFeature } from './mobile-feature';
import { ShareButton } from './share-dialog';
import './product.css';

const t = productText.product;

export default function ProductPage() {
  // Another locale's product strings: the route's fallback shows until they are in.
  if (productTextPending) use(productTextPending);
  const { id = '' } = useParams();
  const viewer = useProductViewer();
  const session = useSessionService();
  const productQuery = useQuery({
    ...productQueryOptions(id, viewer.lmsToken),
    enabled: (query) => id !== '' && unlessFinallyAnswered(query),
  });
  const product = productQuery.data;
  const online = useOnline();
  const status = productQuery.error instanceof ApiError ? productQuery.error.status : null;
  useDocumentTitle(product ? messages.app.titleProduct(product.name) : messages.app.titleDefault);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [id]);

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
      session.signIn(`${window.location.pathname}${window.location.search}`);
    }
  }, [status, viewer.sessionPending, isFetching, userId, session, refetch]);

  if (product) return <ProductDetail product={product} viewer={viewer} />;
  if (status === 404) return <NotFoundMessage />;
  if (status === 403) return <ForbiddenMessage />;
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
  // The summary the server drew for this product, as the route's fallback showed it (issue #17).
  const early = serverSummaryFor(id);
  if (early) return <ServerSummary summary={early} />;
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
  const { role, organisation, caller, flags, user } = viewer;
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const session = useSessionService();
  const narrow = useMediaQuery(NARROW_QUERY);
  const online = useOnline();
  const queryClient = useQueryClient();

  // issue 13: a product view, with analytics consent (the product id only).
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
  const addresses = environmentAddresses(appConfig.env);
  const accountSettingsUrl = addInstitutionHref(addresses.accountSettings, window.location.href);
  const collection = isCollection(product);
  const higherEdOrg = organisation ? isHigherEdClassification(organisation.classification) : null;
  const ready = !viewer.sessionPending;

  const tocQuery = useQuery({ ...tocQueryOptions(product.productId), enabled: asksForTableOfContents(product) });
  const modulesQuery = useQuery({ ...modulesQueryOptions(product.productId), enabled: collection });
  const offersQuery = useQuery({ ...offersQueryOptions(product.productId, caller), enabled: ready });
  // spec §4: available-to-buy offers for school-level licence products when the organisation is not higher ed.
  const availableQuery = useQuery({
    ...availableToBuyQueryOptions(product.productId, caller),
    enabled: ready && product.k12.availableForLicense && organisation !== null && higherEdOrg === false,
  });
  const licenceQuery = useQuery({
    ...k12LicencesQueryOptions(product.productId, { ...caller, orgId: organisation?.orgId ?? '' }),
    enabled: ready && role === 'k12_buyer' && organisation !== null,
  });
  const featureQuery = useQuery(
    disciplineFeatureQueryOptions({
      productId: product.productId,
      instructor: viewer.isInstructor,
      learningApp: product.productPlatform === 'learning_applications',
      discipline: product.disciplines[0]?.primaryDiscipline.code ?? null,
      model: product.productModel.name,
    }),
  );

  // spec §4: dismissing the error banner clears all error flags; each clears when its load succeeds.
  const [dismissedAt, setDismissedAt] = useState(0);
  const errorFlags: ErrorFlag[] = [];
  if (internal(offersQuery, dismissedAt)) errorFlags.push('offers');
  if (internal(availableQuery, dismissedAt)) errorFlags.push('available');
  if (internal(featureQuery, dismissedAt)) errorFlags.push('feature');

  const [billing, setBilling] = useState<BillingChoice>('seamless');
  const [verifyOpen, setVerifyOpen] = useState(false);
  const [refreshOpen, setRefreshOpen] = useState(false);

  const offers = offersQuery.data;
  const licences = licenceQuery.data;
  const showBilling =
    offers !== undefined &&
    role === 'highered_instructor' &&
    offersBillingChoice({ isInstructor: viewer.isInstructor, scope: offers.offerType, offers: offers.offers });
  const orgId = organisation?.orgId ?? null;
  const handoff = useMemo(
    () => chooseOffer({ offers: offers?.offers ?? [], licences, showBilling, billing, orgId }),
    [offers, licences, showBilling, billing, orgId],
  );
  const offerCount = offerCountOf(offers?.offers, handoff.isSeatLicense, offersQuery.isError);

  const action = primaryUseAction(product);
  // The offer panel's one decision: the action, its one explanation, whether prices show.
  const panelState = offerPanelState({
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
    institutionHigherEd: higherEdOrg,
    platform: product.productPlatform,
    model: product.productModel.name,
  });
  const descriptionText = product.description.html.replace(/<[^>]*>/g, '').trim();
  const videoUrl = product.video?.embedUrl && allowedVideoHost(product.video.embedUrl) ? product.video.embedUrl : null;
  const features = featureQuery.data;
  const modelFeatures = product.productModel.features ?? [];
  const toc = tocQuery.data?.toc ?? [];
  const firstAuthorBio = product.authors[0]?.biography?.trim();
  const useActionText = flags.isStudent ? (action?.studentDescription ?? action?.description) : action?.description;

  const tabs = availableTabs({
    hasDescription: descriptionText !== '',
    hasVideo: videoUrl !== null,
    hasIntegrationToken: viewer.lmsToken !== null,
    hasUseActionDescription: Boolean(action?.description),
    hasFeatures: (features?.contents.length ?? 0) > 0 || modelFeatures.length > 0,
    hasTableOfContents: toc.length > 0,
    hasFirstAuthorBiography: Boolean(firstAuthorBio),
    isCollection: collection,
  });

  const panels = {
    overview: (
      <>
        {videoUrl && <ProductVideo embedUrl={videoUrl} productName={product.name} />}
        <Collapsible textLength={descriptionText.length}>
          <SafeHtml html={product.description.html} className="product-description" />
        </Collapsible>
      </>
    ),
    'getting-started': (
      <>
        {action && <h2 className="product-tabs__heading">{action.name}</h2>}
        {useActionText && <p>{useActionText}</p>}
      </>
    ),
    features: (
      <>
        <h2 className="visually-hidden">{t.tabs.features}</h2>
        <FeaturesTab features={features} modelFeatures={product.productModel.features} student={flags.isStudent} />
      </>
    ),
    contents: <TocTree toc={toc} />,
    authors: (
      <>
        <h2 className="product-tabs__heading">{t.aboutTheAuthor}</h2>
        {product.authors
          .filter((a) => a.biography?.trim())
          .map((a, i) => (
            <div key={i} className="author-bio">
              <h3 className="author-bio__name">
                {[a.givenName, a.additionalName, a.familyName].filter(Boolean).join(' ')}
              </h3>
              <Collapsible textLength={a.biography?.length ?? 0}>
                <p>{a.biography}</p>
              </Collapsible>
            </div>
          ))}
      </>
    ),
    modules: (
      <ol className="module-list">
        {(modulesQuery.data ?? []).map((m, i) => (
          <li key={i}>{m.title}</li>
        ))}
      </ol>
    ),
  };

  const switchInstitution = (orgId: string) => {
    const next = viewer.organisations.find((o) => o.orgId === orgId);
    if (!next || next.orgId === organisation?.orgId) return;
    writeStored(DEFAULT_INSTITUTE_KEY, next.orgId);
    const params = new URLSearchParams(search);
    params.set('organizationId', next.orgId);
    void navigate(`${pathname}?${params.toString()}`, { replace: true, preventScrollReset: true });
    // spec §4 "Changing institution reclassifies": a switch between higher ed and K-12 changes
    // the role and what the whole page shows, so the refresh modal reloads it.
    if (isHigherEdClassification(next.classification) !== higherEdOrg) setRefreshOpen(true);
  };

  const verifyUrl = user
    ? verifyFormUrl(addresses.verifyForm, product.productId, {
        firstName: user.userDetails.givenName,
        lastName: user.userDetails.familyName,
        email: user.userDetails.emails[0]?.emailAddress ?? '',
      })
    : addresses.verifyForm;
  const showVerifyBanner = needsVerification(role, user) && viewer.isInstructor;

  return (
    <div className="product-page">
      <div className="product-page__banners">
        {viewer.userServiceError && <UserServiceBanner />}
        <InternalErrorBanner flags={errorFlags} onDismiss={() => setDismissedAt(Date.now())} />
        {showVerifyBanner && <VerifyBanner onVerify={() => setVerifyOpen(true)} />}
      </div>
      <div className="product-page__summary">
        <ProductSummary product={product} moduleCount={modulesQuery.data?.length ?? null} />
      </div>
      <aside className="product-page__aside" aria-label={t.offersTitle}>
        {/* Signed in with no institution: the picker's prompt to add one (spec §4, §6 'Add your institution'). */}
        {viewer.signedIn && (
          <InstitutionPicker
            addInstitutionHref={accountSettingsUrl}
            label={t.institution}
            organisations={viewer.organisations}
            currentOrgId={organisation?.orgId ?? null}
            readOnly={viewer.choice.readOnly ? organisation : null}
            onChange={switchInstitution}
            nameMax={pickerNameMax({ lmsFlow: viewer.choice.readOnly, narrow })}
            className="product-page__institution"
          />
        )}
        <CallToAction
          product={product}
          viewer={viewer}
          state={panelState}
          handoff={handoff}
          onSignIn={() => session.signIn(`${pathname}${search}`)}
          onVerify={() => setVerifyOpen(true)}
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
          billing={showBilling ? { value: billing, onChange: (v) => setBilling(billingChoiceOf(v)) } : null}
          salesContactUrl={addresses.salesContact}
          showOffers={panelState.showOffers}
          offersPending={online && offersQuery.isLoading}
        />
        <AlternateFormats product={product} related={product.isRelatedTo} caller={caller} search={search} />
        <MobileFeature product={product} feature={features?.mobileFeature} student={flags.isStudent} />
        {viewer.isInstructor && (
          // The shared address names the product only: no token, institution or tab of this visit.
          <ShareButton
            url={`${window.location.origin}${productHref(product, '')}`}
            title={product.name}
            className="button button--secondary share-button"
          />
        )}
      </aside>
      <div className="product-page__tabs">
        <ProductTabs available={tabs} panels={panels} />
      </div>
      <VerifyModal open={verifyOpen} onClose={() => setVerifyOpen(false)} formUrl={verifyUrl} />
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
