// The mobile-app promotion of the product page (spec §2: "for eText or the eText2 cite model a
// mobile-feature block"; §3 "Item with appCTAs is the mobile feature (platformType android or
// iTunes, ctaUrl, ctaImageUrl)"; §6 students see student descriptions; §8 images fail: default
// image). Store badges open the store in a new tab.
import { useId } from 'react';
import type { MobileFeature as MobileFeatureData, Product } from '../../../contract/wire';
import {
  DEFAULT_BADGE_IMAGE,
  DEFAULT_FEATURE_IMAGE,
  featureDescription,
  featureImageUrl,
  safeLinkUrl,
  showsMobileFeature,
  storeBadges,
} from '../../domain/product/product-features';
import { messages } from '../../lib/messages/messages';
import { productText } from './product-messages';
import { showDefaultImage } from './default-image';
import './product-extras.css';

const t = productText.productFormats;

export interface MobileFeatureProps {
  /** The product (its platform and model decide whether the block shows). */
  product: Pick<Product, 'productPlatform' | 'productModel'>;
  /** DisciplineFeatureResponse.mobileFeature; null/undefined: nothing to show. */
  feature: MobileFeatureData | null | undefined;
  /** Students see the student description (spec §6). */
  student: boolean;
}

export function MobileFeature({ product, feature, student }: MobileFeatureProps) {
  const headingId = useId();
  if (!feature || !showsMobileFeature(product.productPlatform, product.productModel.name)) return null;
  const description = featureDescription(feature, student);
  const badges = storeBadges(feature.appCTAs);
  const cta = safeLinkUrl(feature.ctaUrl);

  return (
    <section className="mobile-feature" aria-labelledby={headingId}>
      {/* Lazy, as the badges: below a phone's first screen, and in the server's page they would
          otherwise be fetched alongside the cover. */}
      <img
        className="mobile-feature__image"
        src={featureImageUrl(feature.resourceUrl)}
        alt=""
        width={96}
        height={72}
        loading="lazy"
        onError={showDefaultImage(DEFAULT_FEATURE_IMAGE)}
      />
      <div className="mobile-feature__body">
        <h2 id={headingId} className="mobile-feature__title">
          {feature.primaryTitle}
        </h2>
        {feature.secondaryTitle && <p className="mobile-feature__subtitle">{feature.secondaryTitle}</p>}
        {description && <p className="mobile-feature__text">{description}</p>}
        {badges.length > 0 && (
          <ul className="store-badges">
            {badges.map((badge) => (
              <li key={badge.platformType}>
                <a className="store-badges__link" href={badge.ctaUrl} target="_blank" rel="noopener noreferrer">
                  <img
                    src={featureImageUrl(badge.ctaImageUrl, DEFAULT_BADGE_IMAGE)}
                    alt={t.storeBadges[badge.platformType]}
                    width={135}
                    height={40}
                    loading="lazy"
                    onError={showDefaultImage(DEFAULT_BADGE_IMAGE)}
                  />{' '}
                  <span className="visually-hidden">{messages.app.opensInNewTab}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
        {cta && feature.ctaText && (
          <a className="mobile-feature__cta" href={cta} target="_blank" rel="noopener noreferrer">
            {feature.ctaText} <span className="visually-hidden">{messages.app.opensInNewTab}</span>
          </a>
        )}
      </div>
    </section>
  );
}
