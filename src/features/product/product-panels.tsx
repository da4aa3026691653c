// The product page's tabs and what each shows (spec §2, §4 "Tabs"): Overview (video and
// description), Getting started, Features, Contents, Author(s), Modules; which of them a
// product has is the rule of src/domain/product/product-tabs.ts.
import type { DisciplineFeatureResponse, ModuleListResponse, Product, TocNode } from '../../../contract/wire';
import { availableTabs } from '../../domain/product/product-tabs';
import {
  authorFullName,
  descriptionText,
  embeddableVideoUrl,
  gettingStartedText,
  isCollection,
  primaryUseAction,
} from '../../domain/product/product-detail';
import { SafeHtml } from '../../ui/safe-html';
import { productText } from './product-messages';
import { ProductTabs } from './product-tabs';
import { Collapsible } from './collapsible';
import { TocTree } from './toc-tree';
import { ProductVideo } from './product-video';
import { FeaturesTab } from './features-tab';

const t = productText.product;

interface ProductPanelsProps {
  product: Product;
  features: DisciplineFeatureResponse | undefined;
  toc: TocNode[];
  modules: ModuleListResponse['modules'] | undefined;
  student: boolean;
  lmsToken: string | null;
}

export function ProductPanels({ product, features, toc, modules, student, lmsToken }: ProductPanelsProps) {
  const description = descriptionText(product.description.html);
  const videoUrl = embeddableVideoUrl(product);
  const action = primaryUseAction(product);
  const actionText = gettingStartedText(action, student);
  const tabs = availableTabs({
    hasDescription: description !== '',
    hasVideo: videoUrl !== null,
    hasIntegrationToken: lmsToken !== null,
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
        <Collapsible textLength={description.length}>
          <SafeHtml html={product.description.html} className="product-description" />
        </Collapsible>
      </>
    ),
    'getting-started': (
      <>
        {action && <h2 className="product-tabs__heading">{action.name}</h2>}
        {actionText && <p>{actionText}</p>}
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
            <h3 className="author-bio__name">{authorFullName(a)}</h3>
            <Collapsible textLength={a.biography?.length ?? 0}>
              <p>{a.biography}</p>
            </Collapsible>
          </div>
        ))}
    </>
  );
}
