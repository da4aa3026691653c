// spec §2 "Offer panel by role" and the sections after it. What shows is decided by the pure
// rules of src/domain/offers/offers.ts and product-detail.ts; this file only lays them out.
//
// Decisions where the spec is silent (written down here and in docs/decisions.md):
// - the anonymous "further block" lists the kinds of access on sale, without prices (the
//   offers call answers anonymous callers without prices);
// - the higher-ed instructor's student-offers block shows for audience highered and all;
// - the ISBN-13 of an offer line shows for access cards (the bookstore orders by ISBN).
import type { AvailableToBuyOffer, K12LicenceResponse, Offer, OffersResponse, Product } from '../../../contract/wire';
import {
  formatPrice,
  groupOffers,
  k12PurchaseSection,
  offerFootnote,
  panelFootnotes,
  showsStudentOffers,
  type BillingChoice,
  type OfferGroup,
} from '../../domain/offers/offers';
import { showsFurtherBlock } from '../../domain/product/product-detail';
import { messages } from '../../lib/messages/messages';
import { appLocale } from '../../lib/locale/locale';
import { productText } from './product-messages';
import type { ProductViewer } from './use-product-viewer';

const t = productText.product;

function OfferLine({ offer, mark, days }: { offer: Offer; mark: string | null; days: 'subscription' | 'access' }) {
  const { definition } = offer.offerType;
  const price = formatPrice(definition.price, definition.currency, appLocale);
  const duration =
    days === 'access'
      ? t.accessDays(definition.subscriptionDuration)
      : t.subscription(definition.subscriptionDuration);
  const isbn = offer.offerType.offerTypeCode === 'ACCESS_CARD' ? definition.isbn.isbn13 : null;
  return (
    <li className="offer-line">
      <span className="offer-line__duration">{duration}</span>{' '}
      <span className="offer-line__price">
        {price ?? t.tbd}
        {price && mark && <span aria-hidden="true">{mark}</span>}
      </span>
      {isbn && (
        <span className="offer-line__isbn">
          {t.isbn} {isbn}
        </span>
      )}
      {!price && <p className="offer-line__note">{t.perStudentLicensing}</p>}
    </li>
  );
}

function OfferGroups({ groups }: { groups: OfferGroup[] }) {
  const footnotes = panelFootnotes(groups);
  const markOf = (offer: Offer) => {
    const footnote = offerFootnote(offer);
    return footnotes.find((f) => f.footnote === footnote)?.mark ?? null;
  };
  return (
    <>
      {groups.map((group) => (
        <div key={group.kind} className="offer-group">
          <h4 className="offer-group__title">{t.offerKinds[group.kind]}</h4>
          {group.kind === 'ACCESS_CARD' && <p className="offer-group__description">{t.accessCardNote}</p>}
          <ul className="offer-group__lines">
            {group.offers.map((offer) => (
              <OfferLine key={offer.offerId} offer={offer} mark={markOf(offer)} days="subscription" />
            ))}
          </ul>
        </div>
      ))}
      {footnotes.length > 0 && (
        <ul className="offer-footnotes">
          {footnotes.map(({ footnote, mark }) => (
            <li key={footnote}>
              <span aria-hidden="true">{mark}</span>{' '}
              {footnote === 'bookstore' ? t.bookstoreFootnote : t.directPurchaseFootnote}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** spec §2 'Student access options'. */
export function StudentOffers({ offers }: { offers: OffersResponse }) {
  const groups = groupOffers(offers.offerType, offers.offers);
  return (
    <section className="offer-block" aria-labelledby="student-offers-title">
      <h3 id="student-offers-title" className="offer-block__title">
        {t.studentAccessOptions}
      </h3>
      <OfferGroups groups={groups} />
    </section>
  );
}

/** The anonymous visitor's and instructor's further block: the kinds of access on sale. */
function AccessKinds({ offers }: { offers: OffersResponse }) {
  const kinds = [...new Set(offers.offers.map((o) => o.offerType.offerTypeCode))];
  if (kinds.length === 0) return null;
  return (
    <section className="offer-block" aria-labelledby="access-kinds-title">
      <h3 id="access-kinds-title" className="offer-block__title">
        {t.offersTitle}
      </h3>
      <ul className="offer-kinds">
        {kinds.map((kind) => (
          <li key={kind}>{t.offerKinds[kind]}</li>
        ))}
      </ul>
      {!offers.priced && <p className="offer-block__note">{t.offersUnpriced}</p>}
    </section>
  );
}

/** The access-kinds block's shape while the offers load: hidden from sight and from assistive technology. */
function AccessKindsPlaceholder() {
  return (
    <section className="offer-block offer-block--pending" aria-hidden="true">
      <h3 className="offer-block__title">{t.offersTitle}</h3>
      <ul className="offer-kinds">
        <li>{'\u00a0'}</li>
      </ul>
      <p className="offer-block__note">{t.offersUnpriced}</p>
    </section>
  );
}

/** spec §2 K-12 purchase section. */
function K12Purchase({ offers, comingSoon }: { offers: Offer[]; comingSoon: boolean }) {
  const section = k12PurchaseSection(offers, comingSoon);
  // Coming soon is the panel's one explanation, beside the call to action (src/domain/product/product-cta.ts).
  if (section === null || section === 'comingSoon') return null;
  const codes = offers.filter((o) => o.offerType.offerTypeCode === 'ACCESS_CARD');
  const students = offers.filter((o) => ['INSTANT_ACCESS', 'FREE_TRIAL'].includes(o.offerType.offerTypeCode));
  return (
    <section className="offer-block" aria-label={t.studentPurchaseOptions}>
      {(section === 'institutional' || section === 'combined') && (
        <div className="offer-group">
          <h3 className="offer-block__title">{t.institutionalPurchaseOptions}</h3>
          <ul className="offer-group__lines">
            {codes.map((offer) => (
              <OfferLine key={offer.offerId} offer={offer} mark={null} days="access" />
            ))}
          </ul>
        </div>
      )}
      {(section === 'student' || section === 'combined') && (
        <div className="offer-group">
          <h3 className="offer-block__title">{t.studentPurchaseOptions}</h3>
          <ul className="offer-group__lines">
            {students.map((offer) => (
              <OfferLine key={offer.offerId} offer={offer} mark={null} days="subscription" />
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function AvailableToBuy({ items }: { items: AvailableToBuyOffer[] }) {
  if (items.length === 0) return null;
  return (
    <section className="offer-block" aria-labelledby="available-title">
      <h3 id="available-title" className="offer-block__title">
        {t.availableToBuy}
      </h3>
      <ul className="offer-group__lines">
        {items.map((item, i) => (
          <li key={i} className="offer-line">
            <span className="offer-line__duration">{item.offertitle}</span>{' '}
            <span className="offer-line__price">{formatPrice(item.price, item.currency, appLocale) ?? t.tbd}</span>
            {item.offerDescription && <p className="offer-line__note">{item.offerDescription}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}

export interface OfferPanelProps {
  product: Product;
  viewer: ProductViewer;
  offers: OffersResponse | undefined;
  availableToBuy: AvailableToBuyOffer[] | undefined;
  licences: K12LicenceResponse | undefined;
  /** spec §2 billing choice: shown when set (instructor whose institution offers direct digital access). */
  billing: { value: BillingChoice; onChange: (value: BillingChoice) => void } | null;
  salesContactUrl: string;
  /**
   * Offers may show (src/domain/product/product-cta.ts): not for a product coming soon, nor a K-12
   * product seen from a higher-ed institution, whose held action has its one explanation.
   */
  showOffers: boolean;
  /** The offers are still on their way (online): the anonymous block keeps its place meanwhile. */
  offersPending?: boolean;
}

export function OfferPanel({
  product,
  viewer,
  offers,
  availableToBuy,
  licences,
  billing,
  salesContactUrl,
  showOffers,
  offersPending = false,
}: OfferPanelProps) {
  const { role, flags } = viewer;
  const shown = showOffers ? offers : undefined;
  const further = showsFurtherBlock(product) && shown ? <AccessKinds offers={shown} /> : null;
  const studentOffers =
    shown &&
    showsStudentOffers({
      offerCount: shown.offers.length,
      hasInstitution: flags.hasInstitutions,
      isStudent: flags.isStudent,
      isStudentInstructor: flags.isStudentInstructer,
    }) ? (
      <StudentOffers offers={shown} />
    ) : null;

  // On a phone the tabs sit below this panel: the block arriving with the offers moved them
  // (layout shift). An invisible copy of its usual shape (one kind) holds the place, where the
  // block is expected: without an institution a visitor gets the national offers, and an
  // institutional product has none for them.
  const pendingFurther =
    role === 'anonymous' &&
    showOffers &&
    offersPending &&
    product.offerType === 'national' &&
    showsFurtherBlock(product) ? (
      <AccessKindsPlaceholder />
    ) : null;

  return (
    <div className="offer-panel">
      {role === 'anonymous' && (further ?? pendingFurther)}
      {role === 'highered_instructor' && (
        <>
          {billing && showOffers ? <BillingChoiceField billing={billing} /> : studentOffers ? null : further}
          {(product.audience === 'highered' || product.audience === 'all') && studentOffers}
        </>
      )}
      {role === 'student' && studentOffers}
      {role === 'k12_buyer' && (
        <>
          {showOffers && licences?.hasActiveLicense && flags.isValidatedInstructor && (
            <section className="offer-block offer-block--licence" aria-labelledby="licence-title">
              <p id="licence-title" className="badge badge--licence">
                {t.licenseActivated}
              </p>
              <p>{t.licenseActivatedText}</p>
            </section>
          )}
          {shown && <K12Purchase offers={shown.offers} comingSoon={product.comingSoon} />}
          {showOffers && availableToBuy && <AvailableToBuy items={availableToBuy} />}
          {product.k12.availableForLicense && (
            <section className="offer-block" aria-label={t.contactSales}>
              <p>{t.contactSalesText}</p>
              <a className="button button--secondary" href={salesContactUrl} target="_blank" rel="noopener noreferrer">
                {t.contactSales}
                <span className="visually-hidden"> {messages.app.opensInNewTab}</span>
              </a>
            </section>
          )}
        </>
      )}
    </div>
  );
}

/** spec §2/§5 billing choice: 'Seamless billing' (direct bill, default) or 'Access card'. */
function BillingChoiceField({ billing }: { billing: NonNullable<OfferPanelProps['billing']> }) {
  return (
    <fieldset className="billing-choice">
      <legend className="visually-hidden">{t.offersTitle}</legend>
      {(
        [
          ['seamless', t.seamlessBilling],
          ['accessCard', t.accessCardBilling],
        ] as const
      ).map(([value, label]) => (
        <label key={value} className="billing-choice__option">
          <input
            type="radio"
            name="billing"
            value={value}
            checked={billing.value === value}
            onChange={() => billing.onChange(value)}
          />{' '}
          {label}
        </label>
      ))}
    </fieldset>
  );
}
