/**
 * The feed importer the admins' import API runs (server/modules/catalogue-feeds takes it as an
 * argument: a module may not import ingest). It imports with import-feed.ts and tells the
 * module which errors are the feed's own: invalid records and a refused ONIX document (the
 * report), a damaged gzip file. Anything else is unexpected (logged, not shown).
 */
import type { FeedImporter } from '../modules/catalogue-feeds/index.ts';
import { CatalogImportError } from './catalog-import.ts';
import { detectFeedFormat, importFeedFile } from './import-feed.ts';

export const feedImporter: FeedImporter = {
  detectFormat: detectFeedFormat,
  importFeed: (db, file, options) => importFeedFile(db, file, options),
  invalidRecords: (error) => (error instanceof CatalogImportError ? error.issues : null),
  feedProblem(error) {
    if (!(error instanceof Error)) return null;
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('Z_')) return 'The gzip file is damaged or incomplete; nothing was written.';
    return null;
  },
};
