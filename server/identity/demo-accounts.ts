/**
 * Stub: the identity work fills this in. Called by the seed after the catalogue and
 * organisations are loaded; creates the README's demo accounts.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../db/types.ts';

export async function seedDemoAccounts(_db: Kysely<DB>): Promise<void> {}
