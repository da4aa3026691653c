/**
 * One entry point for a catalogue feed file, whatever its format (docs/catalog-import.md):
 * this project's JSON lines, or an ONIX for Books 3.0 message (reference or short tags, plain
 * or gzip). Both go through the same staging, checks and refresh (catalog-import.ts); ONIX
 * records are mapped first (onix/), and their issues name the RecordReference, the element's
 * path and the line. Used by `npm run catalog:import` and the admin upload.
 */
import { createInterface } from 'node:readline';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types.ts';
import {
  CatalogImportError,
  importCatalog,
  type ImportIssue,
  type ImportOptions,
  type ImportProgress,
  type ImportResult,
} from './catalog-import.ts';
import { openText, sniffText } from './onix/sniff.ts';
import { OnixDocumentError, readOnix, type OnixHeader } from './onix/xml-reader.ts';
import { loadSubjectMap } from './onix/subject-map.ts';
import { onixSource, type OnixOutcome } from './onix/onix-source.ts';
import { RecordNames } from './onix/record-names.ts';
import { checkMessageOrder, recordMessage } from './onix/notifications.ts';
import { onixField } from './onix/field-paths.ts';
import { fetchCovers } from './onix/covers.ts';

export type FeedFormat = 'json-lines' | 'onix';

export interface FeedImportResult extends ImportResult {
  format: FeedFormat;
  /** Products deleted (ONIX NotificationType 05). */
  deleted: number;
  /** Publishers' front covers fetched and stored (with `fetchCovers`). */
  coversStored: number;
  /** Reported, not stopping: subject codes that map to nothing, prices left out, deletes of unknown products… */
  warnings: ImportIssue[];
  /** ONIX header: who sent it, when. */
  sender?: string | null;
  sentDateTime?: string | null;
}

/** ONIX when the text (gunzipped if need be) is XML, JSON lines otherwise. */
export async function detectFeedFormat(file: string): Promise<FeedFormat> {
  return (await sniffText(file)) === 'xml' ? 'onix' : 'json-lines';
}

/** The lines of a JSON-lines feed, plain or gzip, read as a stream (again each time it is asked). */
function linesOfFeed(file: string): () => AsyncIterable<string> {
  return () =>
    (async function* () {
      yield* createInterface({ input: await openText(file), crlfDelay: Infinity });
    })();
}

/** The header alone (the first events of the message), before the import's transaction opens. */
async function readHeader(file: string): Promise<OnixHeader | null> {
  const text = await openText(file);
  try {
    for await (const event of readOnix(text)) if (event.kind === 'header') return event.header;
    return null;
  } finally {
    text.destroy();
  }
}

const documentError = (error: OnixDocumentError) =>
  new CatalogImportError([{ line: error.line, field: '(document)', message: error.message }]);

export async function importFeedFile(
  db: Kysely<DB>,
  file: string,
  options: ImportOptions & { onProgress?: (p: ImportProgress) => void },
): Promise<FeedImportResult> {
  const format = await detectFeedFormat(file);
  if (format === 'json-lines') {
    const result = await importCatalog(db, linesOfFeed(file), options);
    return { ...result, format, deleted: 0, coversStored: 0, warnings: [] };
  }
  const subjects = await loadSubjectMap(options.subjectMapFile);
  const outcome: OnixOutcome = { header: null, recordAt: new RecordNames(), warnings: [], deleted: 0, covers: [] };
  const label = (issue: ImportIssue): ImportIssue => {
    const record = issue.record ?? outcome.recordAt.get(issue.line);
    return record === undefined || issue.field.startsWith('/')
      ? { ...issue, ...(record ? { record } : {}) }
      : { ...issue, record, field: onixField(issue.field) };
  };
  try {
    const header = await readHeader(file);
    await checkMessageOrder(db, header);
    // Covers are kept only to be fetched after the commit: without fetching none is kept (a list as long as the file).
    const covers = Boolean(options.fetchCovers) && !options.dryRun;
    const source = onixSource(() => openText(file), subjects, outcome, { covers });
    const records = source.beforeCommit!;
    source.beforeCommit = async (trx) => {
      const changed = await records(trx);
      await recordMessage(trx, header);
      return changed;
    };
    const result = await importCatalog(db, source, options);
    let coversStored = 0;
    if (options.fetchCovers && !options.dryRun && outcome.covers.length) {
      const skipped = new Set(result.skipped.map((i) => i.line));
      const wanted = outcome.covers.filter((c) => !skipped.has(c.recordLine));
      const limits = typeof options.fetchCovers === 'object' ? options.fetchCovers : {};
      const fetched = await fetchCovers(db, wanted, limits);
      coversStored = fetched.stored;
      outcome.warnings.push(...fetched.issues);
    }
    return {
      coversStored,
      ...result,
      skipped: result.skipped.map(label),
      format,
      deleted: outcome.deleted,
      warnings: outcome.warnings.sort((a, b) => a.line - b.line),
      sender: header?.sender ?? null,
      sentDateTime: header?.sentDateTime ?? null,
    };
  } catch (error) {
    if (error instanceof OnixDocumentError) throw documentError(error);
    if (error instanceof CatalogImportError) throw new CatalogImportError(error.issues.map(label));
    throw error;
  }
}
