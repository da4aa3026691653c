import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import { CatalogImportError, importCatalog } from '../../../server/ingest/catalog-import.ts';
import type { DB } from '../../../server/db/types.ts';

/** Imports `text`, which must be refused as a whole: the refusal, whose issues the test reads. */
export async function refusedImport(db: Kysely<DB>, text: string): Promise<CatalogImportError> {
  const error = await importCatalog(db, text).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CatalogImportError);
  return error as CatalogImportError;
}
