/**
 * Imports products from a JSON Lines file into the configured database
 * (docs/catalog-import.md):
 *
 *   npm run catalog:import -- FILE.jsonl|FEED.xml|FEED.xml.gz [--skip-invalid] [--dry-run] [--subject-map FILE] [--no-covers]
 *
 * JSON lines (one product per line, in the shape GET /api/products/{id} answers) or an ONIX for
 * Books 3.0 message (server/ingest/import-feed.ts tells them apart). The file is read once, as
 * a stream, into staging tables of the import's one transaction, so memory holds one batch of
 * lines whatever the file's size. Every line is
 * checked; errors name the line and the field. Without --skip-invalid nothing is written
 * when any line fails; with it the valid lines are written and the others listed.
 * Exit status: 0 all imported, 1 errors (nothing written, or lines skipped), 2 usage.
 * PGlite is single-process: stop the server before importing into its data folder.
 */
import { access, constants } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config.ts';
import { migrateToLatest } from '../server/db/database.ts';
import { CatalogImportError, formatIssue } from '../server/ingest/catalog-import.ts';
import { importFeedFile } from '../server/ingest/import-feed.ts';
import { openDatabaseOrExit } from './open-database.ts';
import { announceToServers } from '../server/cluster/catalogue-broadcast.ts';

const USAGE =
  'usage: npm run catalog:import -- FILE.jsonl|FEED.xml|FEED.xml.gz [--skip-invalid] [--dry-run] [--subject-map FILE] [--no-covers]';

function fail(message: string): never {
  console.error(`catalog:import: ${message}`);
  console.error(USAGE);
  process.exit(2);
}

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      'skip-invalid': { type: 'boolean', default: false },
      'dry-run': { type: 'boolean', default: false },
      'subject-map': { type: 'string' },
      'no-covers': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
} catch (error) {
  fail((error as Error).message);
}
if (parsed.values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (parsed.positionals.length !== 1) fail('name exactly one file');
const file = parsed.positionals[0]!;
try {
  await access(file, constants.R_OK);
} catch (error) {
  fail(`cannot read ${file}: ${(error as Error).message}`);
}

const config = loadConfig();
const database = await openDatabaseOrExit(config, 'catalog:import');
let exitCode = 0;
try {
  await migrateToLatest(database.db);
  const started = Date.now();
  // Progress on stderr (a file of a million lines takes minutes): the phase and the lines read so far.
  const tell = process.stderr.isTTY
    ? (text: string) => process.stderr.write(`\r${text}`)
    : (text: string) => console.error(text);
  const result = await importFeedFile(database.db, file, {
    subjectMapFile: parsed.values['subject-map'],
    fetchCovers: !parsed.values['no-covers'],
    skipInvalid: parsed.values['skip-invalid'],
    dryRun: parsed.values['dry-run'],
    videoEmbedHosts: config.videoEmbedHosts,
    onProgress: ({ phase, lines, table }) => {
      const memory = `(${Math.round(process.memoryUsage().rss / 2 ** 20)} MB)`;
      if (table) tell(`catalog:import: written ${table} ${memory}`);
      else
        tell(
          `catalog:import: ${phase === 'check' ? 'checked' : 'written'} ${lines.toLocaleString('en-US')} lines ${memory}`,
        );
    },
  });
  if (process.stderr.isTTY) process.stderr.write('\n');
  if (!parsed.values['dry-run'] && result.imported > 0) await announceToServers(config, database.db);
  const verb = parsed.values['dry-run'] ? 'would import' : 'imported';
  console.log(
    `catalog:import: ${verb} ${result.imported} of ${result.lines} products ` +
      `(${result.created} new, ${result.updated} updated) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (result.coversStored) console.log(`catalog:import: stored ${result.coversStored} front covers`);
  if (result.deleted) console.log(`catalog:import: deleted ${result.deleted} products (ONIX NotificationType 05)`);
  if (result.warnings.length) {
    console.error(`catalog:import: ${result.warnings.length} warning(s) (imported all the same):`);
    for (const issue of result.warnings) console.error(`  ${formatIssue(issue)}`);
  }
  if (result.skipped.length) {
    const lines = new Set(result.skipped.map((i) => i.line));
    console.error(`catalog:import: skipped ${lines.size} invalid line(s):`);
    for (const issue of result.skipped) console.error(`  ${formatIssue(issue)}`);
    exitCode = 1;
  }
} catch (error) {
  if (error instanceof CatalogImportError) {
    const lines = new Set(error.issues.map((i) => i.line));
    console.error(
      `catalog:import: ${lines.size} invalid line(s); nothing written (use --skip-invalid to write the valid lines):`,
    );
    for (const issue of error.issues) console.error(`  ${formatIssue(issue)}`);
  } else {
    console.error(`catalog:import: failed: ${(error as Error).message}`);
  }
  exitCode = 1;
} finally {
  await database.close();
}
process.exit(exitCode);
