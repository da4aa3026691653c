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
import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { Product } from '../../../contract/wire';
import { productQueryOptions, unlessFinallyAnswered } from '../../lib/api/product';
import { ApiError } from '../../lib/api/api-client';
import { appConfig } from '../../lib/config/config';
import { environmentAddresses } from '../../lib/config/environments';
import { messages } from '../../lib/messages/messages';
import { productText } from './product-messages';
import { useDocumentTitle } from '../../lib/hooks/use-document-title';
import { useOnline } from '../../lib/offline/use-online';
import { removeStored } from '../../lib/storage/storage';
import { useSessionService } from '../../lib/session/session-context';
import { DEFAULT_INSTITUTE_KEY } from '../../domain/session/organisation-choice';
import { verifyFormUrl } from '../../domain/product/product-detail';
import { needsVerification } from '../../domain/session/roles';
import { ForbiddenMessage, NotFoundMessage } from '../../ui/not-found-message';
import { useProductViewer, type ProductViewer } from './use-product-viewer';
import { useProductOffers } from './use-product-offers';
import { useProductContent } from './use-product-content';
import { useInternalErrorFlags } from './use-error-flags';
import { useRecordView } from './use-record-view';
import { useInstitutionSwitch } from './use-institution-switch';
import { ServerSummary, serverSummaryFor } from './server-summary';
import { ProductSummary } from './product-summary';
import { ProductOffline } from './product-offline';
import { ProductAside } from './product-aside';
import { ProductTabPanels } from './product-tab-panels';
import { InternalErrorBanner, UserServiceBanner, VerifyBanner } from './product-banners';
import { RefreshModal, VerifyModal } from './product-modals';
import './product.css';

const t = productText.product;

export default function ProductPage() {
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

/** The loaded product: a composition of the page's hooks and parts. */
function ProductDetail({ product, viewer }: { product: Product; viewer: ProductViewer }) {
  const { role, user } = viewer;
  useRecordView(product);
  const content = useProductContent(product, viewer);
  const offers = useProductOffers(product, viewer);
  const errors = useInternalErrorFlags({
    offers: offers.offersQuery,
    available: offers.availableQuery,
    feature: content.featureQuery,
  });
  const institution = useInstitutionSwitch(viewer);
  const [verifyOpen, setVerifyOpen] = useState(false);

  const { verifyForm } = environmentAddresses(appConfig.env);
  const verifyUrl = user
    ? verifyFormUrl(verifyForm, product.productId, {
        firstName: user.userDetails.givenName,
        lastName: user.userDetails.familyName,
        email: user.userDetails.emails[0]?.emailAddress ?? '',
      })
    : verifyForm;
  const showVerifyBanner = needsVerification(role, user) && viewer.isInstructor;

  return (
    <div className="product-page">
      <div className="product-page__banners">
        {viewer.userServiceError && <UserServiceBanner />}
        <InternalErrorBanner flags={errors.flags} onDismiss={errors.dismiss} />
        {showVerifyBanner && <VerifyBanner onVerify={() => setVerifyOpen(true)} />}
      </div>
      <div className="product-page__summary">
        <ProductSummary product={product} moduleCount={content.modules?.length ?? null} />
      </div>
      <ProductAside
        product={product}
        viewer={viewer}
        offers={offers}
        content={content}
        onSwitchInstitution={institution.switchTo}
        onVerify={() => setVerifyOpen(true)}
      />
      <div className="product-page__tabs">
        <ProductTabPanels
          product={product}
          content={content}
          student={viewer.flags.isStudent}
          hasIntegrationToken={viewer.lmsToken !== null}
        />
      </div>
      <VerifyModal open={verifyOpen} onClose={() => setVerifyOpen(false)} formUrl={verifyUrl} />
      <RefreshModal
        open={institution.refreshOpen}
        onClose={institution.closeRefresh}
        onRefresh={() => {
          removeStored(DEFAULT_INSTITUTE_KEY);
          window.location.reload();
        }}
      />
    </div>
  );
}
