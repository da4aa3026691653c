/**
 * PostgreSQL statements the server runs again and again, prepared once per connection.
 *
 * Kysely sends every statement unnamed, so PostgreSQL parses and plans it anew each time. A
 * product's read (its authors, formats, disciplines and related products in one statement) took
 * 1.3–3.2 ms to plan and 0.2–0.4 ms to run; a page drawn by the server runs eight such statements.
 * Named, a statement is parsed once per connection, and after five runs PostgreSQL may keep a
 * generic plan for it (plan_cache_mode = auto).
 *
 * Text searches stay unnamed: how many rows a tsquery, a trigram or a LIKE pattern matches
 * decides their plan ("biology" matches a fifth of the catalogue, a surname a handful), so they
 * are planned for their own values every time. So does anything without parameters (DDL, BEGIN),
 * and a statement that selects every column (`*`): after a migration adds a column, PostgreSQL
 * refuses to run a prepared one ("cached plan must not change result type").
 *
 * A server behind a pooler in transaction mode without protocol-level prepared statements
 * (PgBouncer before 1.21, or `max_prepared_statements = 0`) turns this off:
 * DB_PREPARED_STATEMENTS=0.
 */
import type pg from 'pg';

/** At most this many distinct texts are named (per process); the rest are sent unnamed. */
export const MAX_NAMED_STATEMENTS = 2000;

const READ_OR_WRITE = /^\s*(?:select|with|insert|update|delete|\()/i;
const EVERY_COLUMN = /(?:select|returning|,)\s*(?:"\w+"\.)?\*/i;
const PLANNED_BY_VALUE =
  /to_tsquery|plainto_tsquery|websearch_to_tsquery|@@|<->|<<->|%>|similarity\(|\blike\b|\bilike\b/i;

/** Whether `text`, run with `values`, is sent as a named (prepared) statement. */
export function isPreparedStatement(text: string, values: readonly unknown[]): boolean {
  return values.length > 0 && READ_OR_WRITE.test(text) && !PLANNED_BY_VALUE.test(text) && !EVERY_COLUMN.test(text);
}

/**
 * Names statements by their text: the same text gets the same name on every connection of every
 * pool of this process (pg prepares a name on a connection the first time it meets it there).
 */
export class StatementNames {
  readonly #names = new Map<string, string>();
  readonly #max: number;

  constructor(max = MAX_NAMED_STATEMENTS) {
    this.#max = max;
  }

  /** The name for `text` run with `values`, or undefined to send it unnamed. */
  nameOf(text: string, values: readonly unknown[]): string | undefined {
    const known = this.#names.get(text);
    if (known !== undefined) return known;
    if (this.#names.size >= this.#max || !isPreparedStatement(text, values)) return undefined;
    const name = `exchange_${this.#names.size}`;
    this.#names.set(text, name);
    return name;
  }
}

/** Makes `client` send the statements `names` names as prepared statements (Kysely's calls: text, values). */
export function prepareStatements(client: pg.PoolClient, names: StatementNames): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const prepared = (text: unknown, values?: unknown, ...rest: unknown[]): unknown => {
    if (typeof text === 'string' && Array.isArray(values) && rest.length === 0) {
      const name = names.nameOf(text, values);
      if (name !== undefined) return query({ name, text, values });
    }
    return query(text, values, ...rest);
  };
  (client as unknown as { query: typeof prepared }).query = prepared;
}
