/**
 * The database's table types as kysely-codegen reads them from a database migrated by our own
 * migrations (an in-memory PGlite: nothing to install). `npm run db:types` writes them to
 * server/db/schema.generated.ts; tests/server/tooling/db-types.test.ts regenerates them and
 * fails when the checked-in file differs, so a migration and the types cannot drift apart.
 * Columns whose values the code knows more precisely than the schema says (text holding one of
 * a list, jsonb of a known shape) are narrowed by hand in server/db/types.ts.
 */
import { generate, PostgresDialect } from 'kysely-codegen';
import { migrateToLatest, openDatabase } from '../../server/db/database.ts';

export const GENERATED_TYPES_FILE = 'server/db/schema.generated.ts';

export async function generateDbTypes(): Promise<string> {
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await migrateToLatest(database.db);
    return await generate({
      db: database.db,
      // As database.ts parses them: date as 'YYYY-MM-DD', numeric and int8 as numbers.
      dialect: new PostgresDialect({ dateParser: 'string', numericParser: 'number' }),
      typeMapping: { int8: 'number' },
      // Kysely's own bookkeeping tables are not the application's.
      excludePattern: 'kysely_*',
      print: false,
      outFile: null,
      logger: undefined,
    });
  } finally {
    await database.close();
  }
}
