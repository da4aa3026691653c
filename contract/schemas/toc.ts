/**
 * GET /api/products/{productId}/toc — spec §3 "Table of contents: toc (label, children),
 * tocString". The node shape is the catalogue contract's (server/schemas/product.ts), so
 * what the import accepts is exactly what this call answers: up to three levels, a
 * leaf has no `children`.
 */
import type { Static } from 'typebox';
import { ProductToc } from './product.ts';

export const TocResponse = ProductToc;
export type TocResponse = Static<typeof TocResponse>;
