/**
 * GET /api/products/{productId}/module — spec §3 "Modules: list with title". Only
 * collections have modules (spec §2 "Modules (collections only)").
 */
import { Type, type Static } from 'typebox';
import { ProductModule } from './product.ts';

export const ModuleListResponse = Type.Object({
  /** In the collection's order; empty for a product that is not a collection. */
  modules: Type.Array(ProductModule),
});
export type ModuleListResponse = Static<typeof ModuleListResponse>;
