/**
 * The catalogue imports' rows (migration 0015): one per import, and its report's issues.
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { CatalogueImport } from '../../db/schema.generated.ts';

export type ImportRow = Selectable<CatalogueImport>;

/** PostgreSQL's unique_violation: the partial index that allows one running import. */
const UNIQUE_VIOLATION = '23505';

export interface NewImport {
  id: string;
  contentType: string;
  skipInvalid: boolean;
  dryRun: boolean;
  userId: string;
}

/**
 * Records a new running import (phase `upload`); false when another import is running (the
 * database's partial unique index says so, whichever process started it).
 */
export async function insertRunningImport(db: Kysely<DB>, row: NewImport): Promise<boolean> {
  try {
    await db
      .insertInto('catalogue_import')
      .values({
        id: row.id,
        status: 'running',
        content_type: row.contentType,
        skip_invalid: row.skipInvalid,
        dry_run: row.dryRun,
        user_id: row.userId,
        phase: 'upload',
      })
      .execute();
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) return false;
    throw error;
  }
}

/**
 * Marks running imports whose heartbeat is older than `staleSeconds` failed (their process
 * died), except those of `ownIds` (running in this process: a heartbeat can wait behind the
 * import's own transaction on PGlite, which is one connection).
 */
export async function failAbandonedImports(
  db: Kysely<DB>,
  staleSeconds: number,
  ownIds: readonly string[],
  message: string,
): Promise<void> {
  let query = db
    .updateTable('catalogue_import')
    .set({ status: 'failed', phase: 'done', finished_at: sql`now()`, error: message })
    .where('status', '=', 'running')
    .where('heartbeat_at', '<', sql<Date>`now() - make_interval(secs => ${staleSeconds})`);
  if (ownIds.length) query = query.where('id', 'not in', [...ownIds]);
  await query.execute();
}

/** Forgets an import that never started (its upload failed). */
export async function deleteImport(db: Kysely<DB>, id: string): Promise<void> {
  await db.deleteFrom('catalogue_import').where('id', '=', id).execute();
}

export interface ImportProgressUpdate {
  phase?: string;
  bytes?: number;
  format?: string;
  linesRead?: number;
  totalLines?: number | null;
  writeTable?: string | null;
}

/** Progress of a running import, and its heartbeat. */
export async function updateImportProgress(db: Kysely<DB>, id: string, update: ImportProgressUpdate): Promise<void> {
  await db
    .updateTable('catalogue_import')
    .set({
      heartbeat_at: sql`now()`,
      ...(update.phase !== undefined ? { phase: update.phase } : {}),
      ...(update.bytes !== undefined ? { bytes: update.bytes } : {}),
      ...(update.format !== undefined ? { format: update.format } : {}),
      ...(update.linesRead !== undefined ? { lines_read: update.linesRead } : {}),
      ...(update.totalLines !== undefined ? { total_lines: update.totalLines } : {}),
      ...(update.writeTable !== undefined ? { write_table: update.writeTable } : {}),
    })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .execute();
}

export interface ImportIssueRow {
  line: number;
  record: string;
  field: string;
  message: string;
}

export interface ImportOutcome {
  status: 'succeeded' | 'failed';
  lines: number | null;
  linesRead: number;
  imported: number;
  created: number;
  updated: number;
  error: string | null;
  issues: readonly ImportIssueRow[];
}

/** Rows of the report per INSERT. */
const ISSUE_BATCH = 1000;

/** Ends an import: its summary and its report, in one transaction. */
export async function finishImport(db: Kysely<DB>, id: string, outcome: ImportOutcome): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < outcome.issues.length; start += ISSUE_BATCH) {
      await trx
        .insertInto('catalogue_import_issue')
        .values(
          outcome.issues.slice(start, start + ISSUE_BATCH).map((issue, i) => ({
            import_id: id,
            position: start + i,
            line: issue.line,
            record: issue.record,
            field: issue.field,
            message: issue.message,
          })),
        )
        .execute();
    }
    await trx
      .updateTable('catalogue_import')
      .set({
        status: outcome.status,
        phase: 'done',
        finished_at: sql`now()`,
        heartbeat_at: sql`now()`,
        lines: outcome.lines,
        lines_read: outcome.linesRead,
        write_table: null,
        imported: outcome.imported,
        created: outcome.created,
        updated: outcome.updated,
        issue_count: outcome.issues.length,
        error: outcome.error,
      })
      .where('id', '=', id)
      .execute();
  });
}

export async function findImport(db: Kysely<DB>, id: string): Promise<ImportRow | undefined> {
  return db.selectFrom('catalogue_import').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The newest imports first; after `before` (an import's id) when given. */
export async function listImports(db: Kysely<DB>, limit: number, before?: string): Promise<ImportRow[]> {
  let query = db.selectFrom('catalogue_import').selectAll();
  if (before) {
    const cursor = await findImport(db, before);
    if (!cursor) return [];
    query = query.where((eb) =>
      eb.or([
        eb('created_at', '<', cursor.created_at),
        eb.and([eb('created_at', '=', cursor.created_at), eb('id', '<', cursor.id)]),
      ]),
    );
  }
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/** A page of an import's report, in order, from `position`. */
export async function importIssues(db: Kysely<DB>, id: string, position: number, limit: number): Promise<(ImportIssueRow & { position: number })[]> {
  return db
    .selectFrom('catalogue_import_issue')
    .select(['position', 'line', 'record', 'field', 'message'])
    .where('import_id', '=', id)
    .where('position', '>=', position)
    .orderBy('position')
    .limit(limit)
    .execute();
}
