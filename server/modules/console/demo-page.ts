/** "View demo" (spec §7): the page for the product a preview link names; the read is console-repository.ts's. */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import { demoPage, type ConsolePage } from './console-pages.ts';
import { findDemoProduct } from './console-repository.ts';

export async function demoPageOf(db: Kysely<DB>, productId: string): Promise<ConsolePage> {
  return demoPage(await findDemoProduct(db, productId));
}
