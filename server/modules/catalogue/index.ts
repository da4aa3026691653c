/**
 * What the rest of the server may use of the catalogue module; its other files are its own.
 */
export { onCatalogueChanged, announceCatalogueChanged } from './catalogue-changes.ts';
