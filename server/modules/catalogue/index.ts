/**
 * What the rest of the server may use of the catalogue module; its other files are its own.
 */
export { onCatalogueChanged, announceCatalogueChanged } from './catalogue-changes.ts';
export { findProduct, findProductWithDescriptionText } from './product-repository.ts';
export { coverSvgOf } from './catalogue-service.ts';
export { COVER_IMAGE } from './cover-png.ts';
export { pageAccessStatus } from './product-service.ts';
