/**
 * Subject names in other locales: a category's, a primary's or a secondary discipline's name
 * as readers of `locale` (contract/locales.ts) know it ('biology', 'tr-tr' → 'Biyoloji'). The
 * catalogue's own name (the subject tables' `name`) stays the answer wherever a locale has no
 * row, so a catalogue may translate some subjects, all, or none.
 *
 * Keyed by the code alone: subject codes are unique across the three levels (a code in `cat`
 * or `disc` is never ambiguous), so one table serves them all. With no foreign key for the same
 * reason, the catalogue's reset empties it with the subjects; a name whose subject is gone is
 * never read (readers join on the subject).
 */
import { sql, type Kysely } from 'kysely';

const statements = [
  `create table discipline_name (
     code text not null,
     locale text not null check (locale ~ '^[a-z]{2}-[a-z]{2}$'),
     name text not null check (name <> ''),
     primary key (locale, code)
   )`,
  // The search documents read every locale's names of a product's subjects.
  `create index discipline_name_code_idx on discipline_name (code)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists discipline_name`.execute(db);
}
