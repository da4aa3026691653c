/**
 * `npm start`: open the database (PGlite under data/ unless DATABASE_URL is set),
 * migrate, load the demo catalogue when the database is empty, then serve the PWA and
 * the API on one port.
 *
 * WEB_CONCURRENCY=N (PostgreSQL only) runs N server processes with node's cluster module:
 * the primary migrates and seeds once, then forks N workers sharing the port; a worker that
 * dies is replaced; SIGTERM is passed to every worker, each drains, and the primary exits
 * when they have. PGlite has one owner per folder, so it always runs one process.
 */
import cluster from 'node:cluster';
import { loadConfig } from './config.ts';
import { openDatabase, migrateToLatest } from './db/database.ts';
import { buildApp } from './app.ts';
import { seedIfEmpty } from './ingest/seed.ts';
import { seedEvents } from './ingest/events-seed.ts';
import { FolderLockedError } from './db/pglite-lock.ts';
import { readFileSync } from 'node:fs';
import { importCatalog } from './ingest/catalog-import.ts';
import { withStartupLock } from './cluster/startup-lock.ts';
import { startTracing } from './cluster/tracing.ts';

const config = loadConfig();
const started = Date.now();
let processes = config.webConcurrency;
if (processes > 1 && !config.databaseUrl) {
  console.warn(
    `WEB_CONCURRENCY=${processes} ignored: the embedded PGlite database has one owner per folder, ` +
      'so the server runs as one process. Set DATABASE_URL (PostgreSQL) to run several.',
  );
  processes = 1;
}
if (processes > 1 && cluster.isPrimary) {
  const setup = await openDatabase({ databaseUrl: config.databaseUrl, connectTimeoutMs: config.dbConnectTimeoutMs });
  await withStartupLock(setup.db, setup.kind, async () => {
    await migrateToLatest(setup.db);
    const fresh = await seedIfEmpty(setup.db, {
      products: config.demoProducts,
      seed: config.demoSeed,
      log: (line) => console.log(line),
    });
    if (fresh) await seedDemoEvents(setup.db);
    await importOnStart(setup.db);
  });
  await setup.close();
  let stopping = false;
  for (let i = 0; i < processes; i++) cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    cluster.fork();
  });
  const stop = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    setTimeout(() => process.exit(1), 11_000).unref();
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
  console.log(`Exchange catalogue: ${processes} server processes on port ${config.port} (PostgreSQL)`);
} else {
  await serve();
}

/** A fresh demo catalogue comes with a search history (DEMO_EVENTS), so /insights shows something. */
async function seedDemoEvents(db: Parameters<typeof seedEvents>[0]): Promise<void> {
  if (config.demoEvents > 0)
    await seedEvents(db, { events: config.demoEvents, seed: config.demoSeed, log: (line) => console.log(line) });
}

/** IMPORT_ON_START: catalogue files imported after the demo seed (e.g. the e2e tests' hostile product). */
async function importOnStart(db: Parameters<typeof importCatalog>[0]): Promise<void> {
  for (const file of config.importOnStart) {
    const result = await importCatalog(db, readFileSync(file, 'utf8'));
    console.log(`import on start: ${file}: ${result.imported} product(s)`);
  }
}

async function serve(): Promise<void> {
  const tracing = await startTracing({ endpoint: config.otelEndpoint });
  const database = await openDatabase({
    queryLogger: tracing?.queryLogger,
    databaseUrl: config.databaseUrl,
    databaseReadUrl: config.databaseReadUrl,
    dataDir: config.dataDir,
    role: 'server',
    connectTimeoutMs: config.dbConnectTimeoutMs,
    statementTimeoutMs: config.dbStatementTimeoutMs,
    preparedStatements: config.dbPreparedStatements,
  }).catch((error: unknown) => {
    if (error instanceof FolderLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  });
  // Several servers starting together on one PostgreSQL: one migrates and seeds, the others wait.
  const seeded = await withStartupLock(database.db, database.kind, async () => {
    await migrateToLatest(database.db);
    const fresh = await seedIfEmpty(database.db, {
      products: config.demoProducts,
      seed: config.demoSeed,
      log: (line) => console.log(line),
    });
    if (fresh) await seedDemoEvents(database.db);
    // Several processes: the primary imported these already.
    if (cluster.isPrimary) await importOnStart(database.db);
    return fresh;
  });
  const app = await buildApp(config, database, { tracing });

  /** In-flight requests may run this long after SIGTERM; the process is gone within 10 s. */
  const DRAIN_MS = 8000;
  const close = async (signal: string) => {
    app.log.info(`${signal}: draining (new requests get 503), then closing`);
    setTimeout(() => {
      console.error(`${signal}: not closed after 10 s, exiting`);
      process.exit(1);
    }, 10_000).unref();
    await app.drain(DRAIN_MS);
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
}
