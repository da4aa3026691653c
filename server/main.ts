/**
 * `npm start`: open the database (PGlite under data/ unless DATABASE_URL is set),
 * migrate, load the demo catalogue when the database is empty, then serve the PWA and
 * the API on one port.
 */
import { loadConfig } from './config.ts';
import { openDatabase, migrateToLatest } from './db/database.ts';
import { buildApp } from './app.ts';
import { seedIfEmpty } from './ingest/seed.ts';
import { FolderLockedError } from './db/pglite-lock.ts';
import { readFileSync } from 'node:fs';
import { importCatalog } from './ingest/catalog-import.ts';

const config = loadConfig();
const started = Date.now();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  databaseReadUrl: config.databaseReadUrl,
  dataDir: config.dataDir,
  role: 'server',
  connectTimeoutMs: config.dbConnectTimeoutMs,
  statementTimeoutMs: config.dbStatementTimeoutMs,
}).catch((error: unknown) => {
  if (error instanceof FolderLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
});
await migrateToLatest(database.db);
const seeded = await seedIfEmpty(database.db, {
  products: config.demoProducts,
  seed: config.demoSeed,
  log: (line) => console.log(line),
});
for (const file of config.importOnStart) {
  const result = await importCatalog(database.db, readFileSync(file, 'utf8'));
  console.log(`import on start: ${file}: ${JSON.stringify(result)}`);
}
const app = await buildApp(config, database);

const close = async (signal: string) => {
  app.log.info(`${signal}: closing`);
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void close('SIGINT'));
process.once('SIGTERM', () => void close('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const where = config.databaseUrl ? 'PostgreSQL' : `PGlite at ${config.dataDir}`;
console.log(
  `Exchange catalogue ready in ${((Date.now() - started) / 1000).toFixed(1)} s` +
    `${seeded ? ` (demo catalogue of ${seeded.products} products loaded)` : ''} on ${where}\n` +
    `  → http://localhost:${config.port}/`,
);
