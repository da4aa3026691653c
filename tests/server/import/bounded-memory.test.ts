// catalog:import holds one batch of lines in memory, whatever the size of the file: the ids
// that checks spanning lines need (product ids, offer ids, uuids, related products) wait in
// the import's staging tables, not in JavaScript maps.
//
// The file: 3,000 products with 100 offers each, every offer id 128 characters long (the
// longest the schema allows), and an unknown subject on line 1, so the import ends with one
// issue and nothing written. Every line is still checked to the end — an offer id used twice
// anywhere must be named — so a check that kept each offer id with its line would hold
// 300,000 of them (about 60 MB). Run as the command runs, with the heap capped at 64 MB: the
// import before the staging tables (467f6fd) died there with "JavaScript heap out of memory"
// (measured on this file, 2026-11-27); this one must list the issue and exit 1.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from '../../../server/db/database.ts';
import { referenceRows } from '../../../server/ingest/generator/index.ts';
import { isbn13CheckDigit } from '../../../server/ingest/generator/isbn.ts';
import { writeReferenceRows } from '../../../server/modules/catalogue/catalogue-write-repository.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const PRODUCTS = 3000;
const OFFERS_PER_PRODUCT = 100;
const HEAP_MB = 64;

/** One product line: the sample's first product under a fresh id, with many long offer ids. */
function productLine(base: Record<string, unknown>, n: number): string {
  const first12 = `97819996${String(n).padStart(4, '0')}`;
  const id = first12 + isbn13CheckDigit(first12);
  const offers = Array.from({ length: OFFERS_PER_PRODUCT }, (_, i) => ({
    offerId: `OFF-${id}-${String(i).padStart(3, '0')}-`.padEnd(128, 'x'),
    country: 'US',
    title: 'Instant access',
    offerType: {
      offerTypeCode: 'INSTANT_ACCESS',
      definition: { subscriptionDuration: 365, currency: 'USD', price: 1 },
    },
  }));
  const disciplines = n === 0 ? [{ primaryDiscipline: { code: 'no-such-subject' } }] : base.disciplines;
  return JSON.stringify({ ...base, productId: id, isbn: [id], name: `Bounded Title ${n}`, offers, disciplines });
}

describe('catalog:import memory', () => {
  let dir: string;
  let file: string;
  let dataDir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'exchange-import-memory-'));
    file = path.join(dir, 'catalogue.jsonl');
    dataDir = path.join(dir, 'pglite');
    const sample = readFileSync(path.join(ROOT, 'examples/catalog-sample.jsonl'), 'utf8');
    const { offers: _o, isRelatedTo: _r, ...base } = JSON.parse(sample.split('\n')[0]!) as Record<string, unknown>;
    const lines = Array.from({ length: PRODUCTS }, (_, n) => productLine(base, n));
    await writeFile(file, `${lines.join('\n')}\n`);
    // A PGlite folder with the subjects and organisations, closed again for the command to open.
    const database = await openDatabase({ dataDir, role: 'test' });
    await migrateToLatest(database.db);
    await writeReferenceRows(database.db, referenceRows());
    await database.close();
  }, 120_000);
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it(`checks ${PRODUCTS * OFFERS_PER_PRODUCT} long offer ids to the end of the file under a ${HEAP_MB} MB heap`, async () => {
    const run = promisify(execFile)(
      process.execPath,
      [`--max-old-space-size=${HEAP_MB}`, '--import', 'tsx', 'scripts/catalog-import.ts', file],
      { cwd: ROOT, env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir }, maxBuffer: 2 ** 24 },
    );
    const failed = await run.then(
      () => null,
      (error: { code?: number; signal?: string; stderr?: string }) => error,
    );
    expect(failed?.signal ?? null).toBeNull();
    expect(failed?.stderr).not.toMatch(/heap out of memory/i);
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain(
      'catalog:import: 1 invalid line(s); nothing written (use --skip-invalid to write the valid lines):\n' +
        '  line 1: disciplines[0].primaryDiscipline.code: unknown primary discipline "no-such-subject"',
    );
    // It read every line: the last progress line tells the whole file checked.
    expect(failed?.stderr).toContain(`catalog:import: checked ${PRODUCTS.toLocaleString('en-US')} lines`);
  }, 240_000);
});
