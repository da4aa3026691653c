/**
 * Writes the catalogue, or the products a search finds, as an ONIX for Books 3.0 message in
 * reference tags (docs/catalog-import.md "Export"):
 *
 *   npm run catalog:export -- --onix out.xml [--query TEXT] [--sender NAME] [--base https://site]
 *
 * `--query` selects what GET /api/search answers an anonymous visitor for that text (all its
 * pages), through the app itself, so the export holds what the site shows. Exit status: 0 written,
 * 1 failed, 2 usage.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config.ts';
import { migrateToLatest } from '../server/db/database.ts';
import { buildApp } from '../server/app.ts';
import { writeOnixMessage } from '../server/ingest/onix/write-onix.ts';
import { loadSubjectMap } from '../server/ingest/onix/subject-map.ts';
import { openDatabaseOrExit } from './open-database.ts';
import { PAGE_SIZE } from '../contract/search-options.ts';

const USAGE =
  'usage: npm run catalog:export -- --onix out.xml [--query TEXT] [--sender NAME] [--base https://site] [--subject-map FILE]';

function fail(message: string): never {
  console.error(`catalog:export: ${message}`);
  console.error(USAGE);
  process.exit(2);
}

let parsed;
try {
  parsed = parseArgs({
    options: {
      onix: { type: 'string' },
      query: { type: 'string' },
      sender: { type: 'string', default: 'Exchange catalogue' },
      base: { type: 'string', default: 'http://localhost:8080' },
      'subject-map': { type: 'string' },
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
const file = parsed.values.onix;
if (!file) fail('name the output with --onix FILE');

const config = loadConfig();
const database = await openDatabaseOrExit(config, 'catalog:export');
let exitCode = 0;
try {
  await migrateToLatest(database.db);
  let productIds: string[] | undefined;
  const query = parsed.values.query;
  if (query !== undefined) {
    const app = await buildApp(config, database, { logger: false });
    productIds = [];
    try {
      for (let offset = 0; ; offset += PAGE_SIZE) {
        const reply = await app.inject({
          url: `/api/search?q=${encodeURIComponent(query)}&limit=${PAGE_SIZE}&offset=${offset}`,
        });
        if (reply.statusCode !== 200)
          throw new Error(`search answered ${reply.statusCode}: ${reply.body.slice(0, 200)}`);
        const page = reply.json<{ count: number; items: { productId: string }[] }>();
        productIds.push(...page.items.map((i) => i.productId));
        if (page.items.length === 0 || productIds.length >= page.count) break;
      }
    } finally {
      await app.close();
    }
  }
  const out = createWriteStream(file);
  const written = await writeOnixMessage(database.db, out, {
    productIds,
    sender: parsed.values.sender,
    coverBase: parsed.values.base.replace(/\/+$/, ''),
    subjects: await loadSubjectMap(parsed.values['subject-map']),
  });
  out.end();
  await once(out, 'finish');
  console.log(`catalog:export: wrote ${written} products to ${file} (ONIX 3.0, reference tags)`);
} catch (error) {
  console.error(`catalog:export: failed: ${(error as Error).message}`);
  exitCode = 1;
} finally {
  await database.close();
}
process.exit(exitCode);
