/**
 * The checked-in database types (server/db/schema.generated.ts) are what kysely-codegen reads
 * from a database migrated by our migrations: a migration without `npm run db:types` fails here.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GENERATED_TYPES_FILE, generateDbTypes } from '../../../scripts/lib/db-types.ts';

describe('generated database types', () => {
  it('match the migrations', async () => {
    const fresh = await generateDbTypes();
    expect(fresh).toContain('export interface DB {');
    expect(readFileSync(GENERATED_TYPES_FILE, 'utf8'), `${GENERATED_TYPES_FILE} is stale: run npm run db:types`).toBe(fresh);
  }, 60_000);
});
