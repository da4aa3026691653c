/**
 * Writes the generated demo catalogue as a catalogue-import file (JSON Lines, one product a
 * line; docs/catalog-import.md), streamed batch by batch, so a file of a million products never
 * sits in memory:
 *
 *   npm run catalog:generate -- --products 1000000 [--seed 1] --out catalogue.jsonl
 *
 * The same products and seed give the same file; `npm run catalog:import -- catalogue.jsonl`
 * on a database with the demo subjects and organisations (any seeded one) loads it.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { parseArgs } from 'node:util';
import { generateProductBatches } from '../server/ingest/generator/index.ts';
import { importProductsOf } from '../server/ingest/generator/import-lines.ts';

const USAGE = 'usage: npm run catalog:generate -- --products N [--seed S] --out FILE.jsonl';
const { values } = parseArgs({
  options: {
    products: { type: 'string' },
    seed: { type: 'string', default: '1' },
    out: { type: 'string' },
  },
  strict: true,
});
const products = Number(values.products);
const seed = Number(values.seed);
if (!Number.isInteger(products) || products < 1 || !Number.isInteger(seed) || !values.out) {
  console.error(USAGE);
  process.exit(2);
}

const out = createWriteStream(values.out, { encoding: 'utf8' });
const started = Date.now();
let written = 0;
let told = 0;
for (const batch of generateProductBatches({ products, seed })) {
  const text = importProductsOf(batch)
    .map((p) => `${JSON.stringify(p)}\n`)
    .join('');
  written += batch.products.length;
  // Waits for the disk when the stream's buffer is full: memory stays at one batch.
  if (!out.write(text)) await once(out, 'drain');
  if (written - told >= 50_000) {
    told = written;
    console.error(`catalog:generate: ${written.toLocaleString('en-US')} / ${products.toLocaleString('en-US')} products`);
  }
}
out.end();
await once(out, 'finish');
console.error(
  `catalog:generate: ${written.toLocaleString('en-US')} products to ${values.out} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
