/**
 * `npm run db:types`: regenerates server/db/schema.generated.ts from the migrations
 * (scripts/lib/db-types.ts). `--check` only compares, exiting 1 when the file is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { GENERATED_TYPES_FILE, generateDbTypes } from './lib/db-types.ts';

const fresh = await generateDbTypes();
if (process.argv.includes('--check')) {
  const kept = readFileSync(GENERATED_TYPES_FILE, 'utf8');
  if (kept !== fresh) {
    console.error(`${GENERATED_TYPES_FILE} does not match the migrations: run npm run db:types`);
    process.exit(1);
  }
  console.log(`${GENERATED_TYPES_FILE} matches the migrations`);
} else {
  writeFileSync(GENERATED_TYPES_FILE, fresh);
  console.log(`wrote ${GENERATED_TYPES_FILE}`);
}
