/**
 * A check's field path (the ProductImport's, `disciplines[0].primaryDiscipline.code`) as the
 * ONIX element it came from, so a record's every issue names an element path; the catalogue's
 * field follows in brackets (it says which check failed).
 */
import { P } from './map-product.ts';

const ELEMENT: Record<string, string> = {
  productId: 'RecordReference',
  uuid: 'RecordReference',
  isbn: 'ProductIdentifier',
  name: 'DescriptiveDetail/TitleDetail',
  authors: 'DescriptiveDetail/Contributor',
  productPlatform: 'DescriptiveDetail/ProductForm',
  productModel: 'DescriptiveDetail/ProductForm',
  disciplines: 'DescriptiveDetail/Subject',
  audience: 'DescriptiveDetail/AudienceCode',
  bookEdition: 'DescriptiveDetail/EditionNumber',
  description: 'CollateralDetail/TextContent',
  tableOfContents: 'CollateralDetail/TextContent',
  image: 'CollateralDetail/SupportingResource',
  publisher: 'PublishingDetail/Publisher',
  brand: 'PublishingDetail/Imprint',
  datePublished: 'PublishingDetail/PublishingDate',
  copyrightYear: 'PublishingDetail/CopyrightStatement',
  comingSoon: 'PublishingDetail/PublishingStatus',
  isRelatedTo: 'RelatedMaterial/RelatedProduct',
  offers: 'ProductSupply',
  availableTobuy: 'ProductSupply',
};

export function onixField(field: string): string {
  const top = /^[A-Za-z]+/.exec(field)?.[0] ?? '';
  const element = ELEMENT[top];
  return element ? `${P}/${element} (${field})` : `${P} (${field})`;
}
