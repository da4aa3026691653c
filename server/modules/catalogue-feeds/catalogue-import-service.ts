/**
 * Catalogue imports as jobs (issue #40 item 5). An upload is received into a temporary file
 * (bounded in size), recorded as the one running import, and imported in the background by
 * the feed importer the app hands over (server/ingest/feed-importer.ts: a module may not import
 * ingest). Progress goes to the import's row, so any server process can answer a poll; the
 * summary and the per-record report are written when it ends, and the file is removed.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import { IMPORT_ISSUES_SHOWN, type ImportHistory, type ImportJob, type ImportPhase, type ImportStatus } from '../../../contract/schemas/catalogue-import.ts';
import { HttpError, badRequest, notFound } from '../../lib/errors.ts';
import { csvLine } from '../../../contract/csv.ts';
import {
  deleteImport,
  failAbandonedImports,
  findImport,
  finishImport,
  importIssues,
  insertRunningImport,
  listImports,
  updateImportProgress,
  type ImportIssueRow,
  type ImportProgressUpdate,
  type ImportRow,
} from './catalogue-import-repository.ts';

/** An issue as the importers report it: the line, and for formats with record ids (ONIX) the record. */
export interface FeedIssue {
  line: number;
  field: string;
  message: string;
  record?: string;
}

/** What the app hands over to import a feed file (server/ingest/feed-importer.ts). */
export interface FeedImporter {
  /** The file's format, read from its first bytes. */
  detectFormat(file: string): Promise<string>;
  importFeed(
    db: Kysely<DB>,
    file: string,
    options: {
      skipInvalid: boolean;
      dryRun: boolean;
      videoEmbedHosts: readonly string[];
      onProgress: (progress: { phase: 'check' | 'write'; lines: number; table?: string }) => void;
    },
  ): Promise<{ format: string; lines: number; imported: number; created: number; updated: number; skipped: FeedIssue[] }>;
  /** The issues of an import refused because records are invalid (nothing written); null for any other error. */
  invalidRecords(error: unknown): FeedIssue[] | null;
  /** A sentence for the admin about an error that is the feed's fault; null: unexpected (logged, not shown). */
  feedProblem(error: unknown): string | null;
}

export interface ImportSettings {
  maxBytes: number;
  videoEmbedHosts: readonly string[];
}

/** A running import's heartbeat is written this often; one silent for STALE_SECONDS is abandoned. */
const HEARTBEAT_MS = 20_000;
const STALE_SECONDS = 120;
/** Progress is written at most this often. */
const PROGRESS_MS = 500;
/** Rows of the report read per query while the CSV streams. */
const REPORT_PAGE = 2000;

export const IMPORT_RUNNING = 'Another catalogue import is running. Wait until it has finished, then upload again.';
export const IMPORT_ABANDONED = 'The server stopped during this import; nothing of it was written.';
export const IMPORT_UNEXPECTED = 'The import failed unexpectedly; nothing was written. The server log has the details.';

/** The imports running in this process, to wait for on close and never to call abandoned. */
const running = new Map<string, Promise<void>>();

/** Waits for this process's imports to end (the app is closing). */
export async function settleRunningImports(): Promise<void> {
  await Promise.allSettled([...running.values()]);
}

export const reportUrl = (id: string) => `/api/admin/catalogue-imports/${id}/report.csv`;

/** The wire shape of an import's row. */
export function importJob(row: ImportRow): ImportJob {
  const phase = row.phase as ImportPhase;
  const total = row.total_lines;
  const finished = row.status !== 'running';
  return {
    id: row.id,
    status: row.status as ImportStatus,
    format: (row.format as ImportJob['format']) ?? null,
    bytes: Number(row.bytes),
    skipInvalid: row.skip_invalid,
    dryRun: row.dry_run,
    createdAt: new Date(row.created_at).toISOString(),
    finishedAt: row.finished_at ? new Date(row.finished_at).toISOString() : null,
    progress: {
      phase,
      lines: row.lines_read,
      totalLines: total,
      fraction: phase === 'check' && total ? Math.min(1, row.lines_read / total) : null,
      table: row.write_table,
    },
    summary: finished
      ? {
          lines: row.lines ?? 0,
          imported: row.imported ?? 0,
          created: row.created ?? 0,
          updated: row.updated ?? 0,
          issues: row.issue_count,
        }
      : null,
    error: row.error,
    reportUrl: reportUrl(row.id),
  };
}

/** Counts the upload's bytes (refusing past the limit), its line breaks, and notes a gzip start. */
class UploadMeter extends Transform {
  bytes = 0;
  newlines = 0;
  first: number[] = [];
  last = -1;

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null, data?: Buffer) => void) {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) return done(tooLarge(this.maxBytes));
    for (let i = 0; i < chunk.length && this.first.length < 2; i++) this.first.push(chunk[i]!);
    for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) this.newlines++;
    if (chunk.length) this.last = chunk[chunk.length - 1]!;
    done(null, chunk);
  }

  get gzip(): boolean {
    return this.first[0] === 0x1f && this.first[1] === 0x8b;
  }

  /** Lines of the text, as the importer numbers them (a last line without a line break counts). */
  get lines(): number {
    return this.newlines + (this.bytes > 0 && this.last !== 10 ? 1 : 0);
  }
}

const tooLarge = (maxBytes: number) =>
  new HttpError(413, `The feed is larger than this server accepts (${maxBytes.toLocaleString('en-US')} bytes; CATALOGUE_UPLOAD_MAX_MB).`);

/** Writes a running import's progress at most every PROGRESS_MS, one write after another, with a heartbeat. */
class ProgressWriter {
  private pending: ImportProgressUpdate = {};
  private chain: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;
  private readonly heartbeat: NodeJS.Timeout;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly id: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.heartbeat = setInterval(() => this.write({}), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  set(update: ImportProgressUpdate): void {
    this.pending = { ...this.pending, ...update };
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      const update = this.pending;
      this.pending = {};
      this.write(update);
    }, PROGRESS_MS);
  }

  private write(update: ImportProgressUpdate): void {
    this.chain = this.chain
      .then(() => updateImportProgress(this.db, this.id, update))
      .catch((error: unknown) => this.log.warn({ err: error }, 'catalogue import progress not written'));
  }

  /** Writes what is pending and stops; resolves once every write is done. */
  async stop(): Promise<void> {
    clearInterval(this.heartbeat);
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (Object.keys(this.pending).length) this.write(this.pending);
    this.pending = {};
    await this.chain;
  }
}

export interface StartRequest {
  userId: string;
  contentType: string;
  contentLength: number | null;
  body: Readable;
  skipInvalid: boolean;
  dryRun: boolean;
}

/**
 * Receives the upload and starts its import; answers the new import. 409 while another runs,
 * 413 past the size limit (before reading when Content-Length says so), 400 for an empty feed.
 */
export async function startImport(
  db: Kysely<DB>,
  importer: FeedImporter,
  settings: ImportSettings,
  log: FastifyBaseLogger,
  request: StartRequest,
): Promise<ImportJob> {
  if (request.contentLength !== null && request.contentLength > settings.maxBytes) throw tooLarge(settings.maxBytes);
  await failAbandonedImports(db, STALE_SECONDS, [...running.keys()], IMPORT_ABANDONED);
  const id = randomUUID();
  const started = await insertRunningImport(db, {
    id,
    contentType: request.contentType,
    skipInvalid: request.skipInvalid,
    dryRun: request.dryRun,
    userId: request.userId,
  });
  if (!started) throw new HttpError(409, IMPORT_RUNNING);
  const folder = await mkdtemp(join(tmpdir(), 'catalogue-import-'));
  const file = join(folder, 'feed');
  const meter = new UploadMeter(settings.maxBytes);
  const forget = async () => {
    await rm(folder, { recursive: true, force: true });
    await deleteImport(db, id);
  };
  // The request is piped, not part of the pipeline: an upload refused half way (413) must not
  // destroy the request's socket, which the answer still goes out on (Node discards the rest).
  const written = pipeline(meter, createWriteStream(file));
  request.body.pipe(meter);
  const aborted = new Promise<never>((_resolve, reject) => {
    request.body.once('error', reject);
    request.body.once('aborted', () => reject(new HttpError(400, 'The upload was interrupted.', 'body')));
  });
  aborted.catch(() => {}); // settles only when the upload fails; never unhandled
  try {
    await Promise.race([written, aborted]);
  } catch (error) {
    request.body.unpipe(meter);
    meter.destroy();
    await forget();
    throw error;
  }
  if (meter.bytes === 0) {
    await forget();
    throw badRequest('body', 'body must hold the feed: it is empty');
  }
  await updateImportProgress(db, id, {
    phase: 'check',
    bytes: meter.bytes,
    totalLines: meter.gzip ? null : meter.lines,
  });
  const job = runImport(db, importer, settings, log, { id, file, folder, skipInvalid: request.skipInvalid, dryRun: request.dryRun });
  running.set(id, job);
  void job.finally(() => running.delete(id));
  return importJob((await findImport(db, id))!);
}

const issueRow = (issue: FeedIssue): ImportIssueRow => ({
  line: issue.line,
  record: issue.record ?? `line ${issue.line}`,
  field: issue.field,
  message: issue.message,
});

const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** Imports the received file, writing progress, then the summary and report; never throws. */
async function runImport(
  db: Kysely<DB>,
  importer: FeedImporter,
  settings: ImportSettings,
  log: FastifyBaseLogger,
  job: { id: string; file: string; folder: string; skipInvalid: boolean; dryRun: boolean },
): Promise<void> {
  const progress = new ProgressWriter(db, job.id, log);
  let linesRead = 0;
  try {
    progress.set({ format: await importer.detectFormat(job.file) });
    const result = await importer.importFeed(db, job.file, {
      skipInvalid: job.skipInvalid,
      dryRun: job.dryRun,
      videoEmbedHosts: settings.videoEmbedHosts,
      onProgress: ({ phase, lines, table }) => {
        linesRead = lines;
        progress.set({ phase, linesRead: lines, writeTable: table ?? null });
      },
    });
    await progress.stop();
    await finishImport(db, job.id, {
      status: 'succeeded',
      lines: result.lines,
      linesRead,
      imported: result.imported,
      created: result.created,
      updated: result.updated,
      error: null,
      issues: result.skipped.map(issueRow),
    });
  } catch (error) {
    await progress.stop();
    const invalid = importer.invalidRecords(error);
    const problem = invalid ? null : importer.feedProblem(error);
    if (!invalid && problem === null) log.error({ err: error }, 'catalogue import failed');
    const records = invalid ? new Set(invalid.map((i) => i.record ?? i.line)).size : 0;
    await finishImport(db, job.id, {
      status: 'failed',
      lines: null,
      linesRead,
      imported: 0,
      created: 0,
      updated: 0,
      error: invalid
        ? `${plural(records, 'invalid record', 'invalid records')}; nothing written (import with skipInvalid to write the valid ones).`
        : (problem ?? IMPORT_UNEXPECTED),
      issues: (invalid ?? []).map(issueRow),
    }).catch((failure: unknown) => log.error({ err: failure }, 'catalogue import outcome not written'));
  } finally {
    await rm(job.folder, { recursive: true, force: true });
  }
}

export async function importById(db: Kysely<DB>, id: string): Promise<ImportJob> {
  const row = await findImport(db, id);
  if (!row) throw notFound(`No catalogue import has the id ${id}.`);
  const job = importJob(row);
  if (job.status === 'running') return job;
  const issues = await importIssues(db, id, 0, IMPORT_ISSUES_SHOWN);
  return { ...job, issues: issues.map(({ record, field, message }) => ({ record, field, message })) };
}

export async function importHistory(db: Kysely<DB>, limit: number, before?: string): Promise<ImportHistory> {
  const rows = await listImports(db, limit + 1, before);
  const page = rows.slice(0, limit);
  return { imports: page.map(importJob), next: rows.length > limit ? page[page.length - 1]!.id : null };
}

export const REPORT_HEADER = ['record', 'field', 'message'] as const;

/** The report of import `id` as CSV lines, read from the database a page at a time (404 when unknown). */
export async function importReport(db: Kysely<DB>, id: string): Promise<AsyncIterable<string>> {
  if (!(await findImport(db, id))) throw notFound(`No catalogue import has the id ${id}.`);
  async function* lines() {
    yield csvLine(REPORT_HEADER);
    for (let position = 0; ; ) {
      const page = await importIssues(db, id, position, REPORT_PAGE);
      for (const issue of page) yield csvLine([issue.record, issue.field, issue.message]);
      if (page.length < REPORT_PAGE) return;
      position = page[page.length - 1]!.position + 1;
    }
  }
  return lines();
}
