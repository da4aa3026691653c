/**
 * The scripts' way to open the configured database: PostgreSQL when DATABASE_URL is set, else
 * the embedded PGlite folder, which one process owns at a time (server/db/pglite-lock.ts).
 * When another process holds it, the script stops with one line naming the owner and what to do.
 */
import type { Config } from '../server/config.ts';
import { openDatabase, type Database } from '../server/db/database.ts';
import { FolderLockedError } from '../server/db/pglite-lock.ts';

export async function openDatabaseOrExit(config: Config, role: string, poolSize = 2): Promise<Database> {
  try {
    // No statement timeout: a seed or import of 100k products builds indexes for minutes, and
    // the server's 10 s bound (meant for requests) cancelled it (57014).
    return await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize,
      role,
      statementTimeoutMs: 0,
    });
  } catch (error) {
    if (error instanceof FolderLockedError) {
      console.error(`${role}: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}
