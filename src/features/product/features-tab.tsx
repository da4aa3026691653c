// The Features tab's panel content (spec §2 Tabs "Features"; §3 "Discipline feature: contents
// (resourceUrl, primaryTitle, secondaryTitle, description, studentDescription, ctaText,
// ctaUrl), potentialActions.url"; §4 "features need discipline or model features"): the
// discipline features as cards, the product model's features, and the 'see all features' link.
// Feature texts are plain text (never HTML).
import { useId } from 'react';
import type { DisciplineFeatureResponse, FeatureContent } from '../../../contract/wire';
import { DEFAULT_FEATURE_IMAGE, featureDescription, featureImageUrl, safeLinkUrl } from '../../domain/product/product-features';
import { messages } from '../../lib/messages/messages';
import { productText } from './product-messages';
import { showDefaultImage } from './default-image';
import './product-extras.css';

const t = productText.productFormats;

export interface FeaturesTabProps {
  /** GET /api/disciplineFeature's answer; undefined while loading or when it failed. */
  features: DisciplineFeatureResponse | undefined;
  /** The product model's features (product.productModel.features). */
  modelFeatures: readonly string[] | undefined;
  /** Students see the student descriptions (spec §6). */
  student: boolean;
}

function FeatureCard({ content, student }: { content: FeatureContent; student: boolean }) {
  const titleId = useId();
  const description = featureDescription(content, student);
  const cta = safeLinkUrl(content.ctaUrl);
  return (
    <li className="feature-card">
      <img
        className="feature-card__image"
        src={featureImageUrl(content.resourceUrl)}
        alt=""
        width={120}
        height={90}
        loading="lazy"
        onError={showDefaultImage(DEFAULT_FEATURE_IMAGE)}
      />
      <div className="feature-card__body">
        <h3 id={titleId} className="feature-card__title">
          {content.primaryTitle}
        </h3>
        {content.secondaryTitle && <p className="feature-card__subtitle">{content.secondaryTitle}</p>}
        {description && <p className="feature-card__text">{description}</p>}
        {cta && content.ctaText && (
          // Several cards share a link text ('Learn more'): the card's title tells them apart.
          <a
            className="feature-card__cta"
            href={cta}
            target="_blank"
            rel="noopener noreferrer"
            aria-describedby={titleId}
          >
            {content.ctaText} <span className="visually-hidden">{messages.app.opensInNewTab}</span>
          </a>
        )}
      </div>
    </li>
  );
}

export function FeaturesTab({ features, modelFeatures, student }: FeaturesTabProps) {
  const modelHeadingId = useId();
  const contents = features?.contents ?? [];
  const model = modelFeatures ?? [];
  const seeAll = safeLinkUrl(features?.potentialActions.url);

  return (
    <div className="features-tab">
      {contents.length > 0 && (
        <ul className="feature-cards">
          {contents.map((content, i) => (
            <FeatureCard key={`${i}-${content.primaryTitle}`} content={content} student={student} />
          ))}
        </ul>
      )}
      {model.length > 0 && (
        <section className="model-features" aria-labelledby={modelHeadingId}>
          <h3 id={modelHeadingId} className="model-features__title">
            {t.modelFeatures}
          </h3>
          <ul className="model-features__list">
            {model.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </section>
      )}
      {seeAll && (
        <p className="features-tab__all">
          <a href={seeAll} target="_blank" rel="noopener noreferrer">
            {t.seeAllFeatures} <span className="visually-hidden">{messages.app.opensInNewTab}</span>
          </a>
        </p>
      )}
    </div>
  );
}
