/**
 * search_document's secondary indexes: migration 0002-search creates them, and the search
 * module's refreshSearchDocuments drops and rebuilds them around a full rebuild (one GIN
 * build is many times faster than row-by-row updates). Here, not in the migration, so
 * the module above db/ need not import a migration.
 */
export const SEARCH_DOCUMENT_INDEXES: readonly string[] = [
  `create index search_document_doc_idx on search_document using gin (doc_vector)`,
  `create index search_document_head_idx on search_document using gin (head_vector)`,
  `create index search_document_subjects_idx on search_document using gin (subjects)`,
  `create index search_document_title_idx on search_document (title_key text_pattern_ops)`,
  // No index on the sort keys: a subject holds at most a few thousand products, sorted in
  // memory in a millisecond or two; with such an index the planner may walk the whole
  // catalogue in title order, filtering out all but one subject (14 ms instead of 2).
];
