/** What the rest of the server may use of the catalogue feeds: the importer's shape (server/ingest/feed-importer.ts). */
export type { FeedImporter, FeedIssue } from './catalogue-import-service.ts';
