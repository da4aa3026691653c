/**
 * Loads the generated demo catalogue (server/db/generator) into a database.
 * PROVISIONAL: the generator work replaces this file's body, keeping its exports.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from './types.ts';

export interface SeedOptions {
  /** How many products to generate. */
  products: number;
  /** Same seed, same catalogue. */
  seed: number;
  /** Progress lines (count and rate). */
  log?: (line: string) => void;
}

export interface SeedSummary {
  products: number;
  seconds: number;
}

export async function seedDatabase(db: Kysely<DB>, options: SeedOptions): Promise<SeedSummary> {
  const started = Date.now();
  await db.insertInto('discipline_category').values({ code: 'SCI', name: 'Science', position: 0 }).execute();
  await db.insertInto('primary_discipline').values({ code: 'BIO', category_code: 'SCI', name: 'Biology', position: 0 }).execute();
  await db.insertInto('secondary_discipline').values({ code: 'BIO-GEN', primary_code: 'BIO', name: 'Genetics', position: 0 }).execute();
  return { products: 0, seconds: (Date.now() - started) / 1000 + options.products * 0 };
}

/** Seeds when the catalogue is empty; returns what it loaded, or null when it did nothing. */
export async function seedIfEmpty(db: Kysely<DB>, options: SeedOptions): Promise<SeedSummary | null> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from discipline_category`.execute(db);
  if ((rows[0]?.n ?? 0) > 0) return null;
  return seedDatabase(db, options);
}
