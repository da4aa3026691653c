// What the product page shows beside its offers: the table of contents, a collection's
// modules and the discipline features (spec §2 "Tabs", §3 "Discipline feature"), each asked
// for only when the product can have it.
import { useQuery } from '@tanstack/react-query';
import type { Product } from '../../../contract/wire';
import { asksForTableOfContents } from '../../domain/product/product-tabs';
import { isCollection } from '../../domain/product/product-detail';
import { disciplineFeatureQueryOptions, modulesQueryOptions, tocQueryOptions } from './api/product-parts';
import type { ProductViewer } from './use-product-viewer';

export function useProductContent(product: Product, viewer: ProductViewer) {
  const tocQuery = useQuery({ ...tocQueryOptions(product.productId), enabled: asksForTableOfContents(product) });
  const modulesQuery = useQuery({ ...modulesQueryOptions(product.productId), enabled: isCollection(product) });
  const featureQuery = useQuery(
    disciplineFeatureQueryOptions({
      productId: product.productId,
      instructor: viewer.isInstructor,
      learningApp: product.productPlatform === 'learning_applications',
      discipline: product.disciplines[0]?.primaryDiscipline.code ?? null,
      model: product.productModel.name,
    }),
  );
  return {
    featureQuery,
    features: featureQuery.data,
    toc: tocQuery.data?.toc ?? [],
    modules: modulesQuery.data,
  };
}

export type ProductContent = ReturnType<typeof useProductContent>;
