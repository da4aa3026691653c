// The product page's tabs and what each shows (spec §2 "Tabs", §4 "Tabs"): which are
// available is decided by src/domain/product/product-tabs.ts from what the product has.
import type { Product } from '../../../contract/wire';
import { allowedVideoHost } from '../../../contract/video';
import { availableTabs } from '../../domain/product/product-tabs';
import { isCollection, primaryUseAction } from '../../domain/product/product-detail';
import { SafeHtml } from '../../ui/safe-html';
import { productText } from './product-messages';
import { ProductTabs } from './product-tabs';
import { Collapsible } from './collapsible';
import { TocTree } from './toc-tree';
import { ProductVideo } from './product-video';
import { FeaturesTab } from './features-tab';
import type { ProductContent } from './use-product-content';

const t = productText.product;

interface ProductTabPanelsProps {
  product: Product;
  content: ProductContent;
  student: boolean;
  hasIntegrationToken: boolean;
}

export function ProductTabPanels({ product, content, student, hasIntegrationToken }: ProductTabPanelsProps) {
  const { features, toc, modules } = content;
  const action = primaryUseAction(product);
  const descriptionText = product.description.html.replace(/<[^>]*>/g, '').trim();
  const videoUrl = product.video?.embedUrl && allowedVideoHost(product.video.embedUrl) ? product.video.embedUrl : null;
  const useActionText = student ? (action?.studentDescription ?? action?.description) : action?.description;

  const tabs = availableTabs({
    hasDescription: descriptionText !== '',
    hasVideo: videoUrl !== null,
    hasIntegrationToken,
    hasUseActionDescription: Boolean(action?.description),
    hasFeatures: (features?.contents.length ?? 0) > 0 || (product.productModel.features ?? []).length > 0,
    hasTableOfContents: toc.length > 0,
    hasFirstAuthorBiography: Boolean(product.authors[0]?.biography?.trim()),
    isCollection: isCollection(product),
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
        <FeaturesTab features={features} modelFeatures={product.productModel.features} student={student} />
      </>
    ),
    contents: <TocTree toc={toc} />,
    authors: <AuthorBiographies authors={product.authors} />,
    modules: (
      <ol className="module-list">
        {(modules ?? []).map((m, i) => (
          <li key={i}>{m.title}</li>
        ))}
      </ol>
    ),
  };

  return <ProductTabs available={tabs} panels={panels} />;
}

function AuthorBiographies({ authors }: { authors: Product['authors'] }) {
  return (
    <>
      <h2 className="product-tabs__heading">{t.aboutTheAuthor}</h2>
      {authors
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
  );
}
