/**
 * The admins' catalogue imports (issue #40 item 5): upload a feed, follow its progress, read its
 * report, list the history. Server: server/modules/catalogue-feeds; client: src/features/imports.
 */
import { Type, type Static } from 'typebox';

/** Media types an upload may declare; the file's own first bytes decide its format. */
export const FEED_CONTENT_TYPES = [
  'application/x-ndjson',
  'application/jsonl',
  'application/xml',
  'text/xml',
  'application/gzip',
  'application/x-gzip',
] as const;

/** Imports listed per page of the history. */
export const IMPORT_HISTORY_DEFAULT = 20;
export const IMPORT_HISTORY_MAX = 100;
/** Issues an import's answer carries for the page's table. */
export const IMPORT_ISSUES_SHOWN = 100;

export const ImportId = Type.String({ pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$', maxLength: 36 });

export const ImportParams = Type.Object({ id: ImportId });

export const ImportStartQuery = Type.Object(
  {
    skipInvalid: Type.Optional(Type.Boolean({ description: 'Write the valid records and report the others' })),
    dryRun: Type.Optional(Type.Boolean({ description: 'Check everything, write nothing' })),
  },
  { additionalProperties: false },
);
export type ImportStartQuery = Static<typeof ImportStartQuery>;

export const ImportHistoryQuery = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: IMPORT_HISTORY_MAX })),
    /** The id of the last import of the previous page: the page starts after it. */
    before: Type.Optional(ImportId),
  },
  { additionalProperties: false },
);

const Count = Type.Integer({ minimum: 0 });

export const ImportStatus = Type.Union([Type.Literal('running'), Type.Literal('succeeded'), Type.Literal('failed')]);
export type ImportStatus = Static<typeof ImportStatus>;

/** What the import is doing: receiving the upload, reading and checking records, or writing. */
export const ImportPhase = Type.Union([Type.Literal('upload'), Type.Literal('check'), Type.Literal('write'), Type.Literal('done')]);
export type ImportPhase = Static<typeof ImportPhase>;

export const ImportJob = Type.Object(
  {
    id: ImportId,
    status: ImportStatus,
    /** null until the file's format is known. */
    format: Type.Union([Type.Literal('json-lines'), Type.Literal('onix'), Type.Null()]),
    bytes: Count,
    skipInvalid: Type.Boolean(),
    dryRun: Type.Boolean(),
    createdAt: Type.String({ description: 'ISO date-time' }),
    finishedAt: Type.Union([Type.String(), Type.Null()]),
    progress: Type.Object({
      phase: ImportPhase,
      /** Lines (records) read so far. */
      lines: Count,
      /** Lines of the file, when known (an uncompressed upload); null otherwise. */
      totalLines: Type.Union([Count, Type.Null()]),
      /** Share of the file read, 0–1, while checking and when the total is known; null otherwise. */
      fraction: Type.Union([Type.Number({ minimum: 0, maximum: 1 }), Type.Null()]),
      /** While writing: the table being written. */
      table: Type.Union([Type.String(), Type.Null()]),
    }),
    /** When finished: what was written (0 when the import failed or was a dry run that found errors). */
    summary: Type.Union([
      Type.Object({
        lines: Count,
        imported: Count,
        created: Count,
        updated: Count,
        /** Issues in the report (invalid records, one or more issues each). */
        issues: Count,
      }),
      Type.Null(),
    ]),
    /** Why the import failed, in one sentence (the per-record issues are in the report). */
    error: Type.Union([Type.String(), Type.Null()]),
    /** The per-record report, as CSV. */
    reportUrl: Type.String(),
    /** GET of one import, once finished: the report's first IMPORT_ISSUES_SHOWN issues (the CSV has them all). */
    issues: Type.Optional(
      Type.Array(Type.Object({ record: Type.String(), field: Type.String(), message: Type.String() })),
    ),
  },
);
export type ImportJob = Static<typeof ImportJob>;

export const ImportHistory = Type.Object({
  imports: Type.Array(ImportJob),
  /** Pass as `before` for the next page; null on the last one. */
  next: Type.Union([ImportId, Type.Null()]),
});
export type ImportHistory = Static<typeof ImportHistory>;
