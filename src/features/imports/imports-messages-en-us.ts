// en-us's words of the catalogue imports page and their shape, apart from imports-messages.ts so
// that another locale's catalogue can name the shape without importing the module that loads it.
import type { Widen } from '../../lib/messages/messages';

const figures = new Intl.NumberFormat('en-US');
const n = (count: number) => figures.format(count);

export const enUs = {
  title: 'Catalogue imports',
  intro:
    'Upload a feed of products: an ONIX for Books 3.0 message or JSON lines (one product per line), plain or gzip. Every record is checked first; the report lists each problem by record and field.',
  back: 'Search insights',
  loading: 'Loading the imports…',
  error: 'The imports could not be loaded.',
  retry: 'Try again',
  file: 'Feed file',
  fileHint: 'ONIX 3.0 (.xml) or JSON lines (.jsonl, .ndjson), plain or gzip (.gz).',
  skipInvalid: 'Skip invalid records and import the valid ones',
  dryRun: 'Dry run: check everything, write nothing',
  upload: 'Upload',
  uploading: 'Uploading the feed',
  importing: 'Importing the feed',
  progressLabel: 'Import progress',
  progressUpload: (percent: number) => `Uploading: ${percent} %`,
  progressCheck: (lines: number, total: number | null) =>
    total === null ? `Checked ${n(lines)} lines` : `Checked ${n(lines)} of ${n(total)} lines`,
  progressWrite: (table: string | null) => (table ? `Writing: ${table}` : 'Writing the catalogue'),
  uploadFailed: 'The upload failed.',
  busy: 'Another import is running. Wait until it has finished, then upload again.',
  tooLarge: 'The file is larger than the server accepts.',
  result: 'Result',
  succeeded: (imported: number, lines: number, dryRun: boolean) =>
    `${dryRun ? 'Would import' : 'Imported'} ${n(imported)} of ${n(lines)} products.`,
  createdUpdated: (created: number, updated: number) => `${n(created)} new, ${n(updated)} updated.`,
  failed: 'The import failed; nothing was written.',
  report: 'Report',
  reportNone: 'No problems found.',
  reportCount: (issues: number) => `${n(issues)} ${issues === 1 ? 'problem' : 'problems'}`,
  reportShown: (shown: number, issues: number) => `The first ${n(shown)} of ${n(issues)} problems are shown; the CSV holds them all.`,
  download: 'Download report (CSV)',
  columns: { record: 'Record', field: 'Field', message: 'Problem' },
  history: 'History',
  tableRegion: (name: string) => `${name} (table)`,
  historyNone: 'No imports yet.',
  historyColumns: {
    started: 'Started',
    status: 'Status',
    options: 'Options',
    lines: 'Lines',
    imported: 'Imported',
    issues: 'Problems',
    report: 'Report',
  },
  status: { running: 'Running', succeeded: 'Done', failed: 'Failed' },
  optionSkip: 'skip invalid',
  optionDry: 'dry run',
  optionNone: '—',
  csv: 'CSV',
  csvOf: (started: string) => `Report of the import started ${started} (CSV)`,
  date: (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }),
  count: n,
};

export type ImportsMessages = Widen<typeof enUs>;

/** A locale's import page strings, given en-us's. */
export interface ImportsCatalogueModule {
  catalogue(en: ImportsMessages): ImportsMessages;
}
