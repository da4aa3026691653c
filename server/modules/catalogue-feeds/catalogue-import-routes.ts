/**
 * Catalogue imports for the publisher's staff (issue #40 item 5; docs/catalog-import.md
 * "Uploading a feed"): admins only (401 without a session, 403 for any other user), with the
 * same bearer session the app uses, so a scheduled job signs in and calls them with curl.
 *
 * POST /api/admin/catalogue-imports?skipInvalid&dryRun: the feed is the raw request body
 *   (application/x-ndjson, application/jsonl, application/xml, text/xml, application/gzip),
 *   streamed to a temporary file, at most CATALOGUE_UPLOAD_MAX_MB (413 past it). 202 with the
 *   import and its Location; 409 while another import runs; 415 for another media type.
 * GET /api/admin/catalogue-imports/{id}: status, progress, and the summary once finished.
 * GET /api/admin/catalogue-imports/{id}/report.csv: the per-record report (record, field, message).
 * GET /api/admin/catalogue-imports?limit&before: the history, newest first.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Readable } from 'node:stream';
import { Type } from 'typebox';
import { PERMISSIONS } from '../../../contract/permissions.ts';
import { ErrorBody, errorResponses } from '../../../contract/schemas/common.ts';
import {
  FEED_CONTENT_TYPES,
  IMPORT_HISTORY_DEFAULT,
  ImportHistory,
  ImportHistoryQuery,
  ImportJob,
  ImportParams,
  ImportStartQuery,
} from '../../../contract/schemas/catalogue-import.ts';
import { HttpError, forbidden } from '../../lib/errors.ts';
import type { TypeBoxApp } from '../../lib/typebox-app.ts';
import { callerOf, findUser } from '../identity/index.ts';
import {
  importById,
  importHistory,
  importReport,
  settleRunningImports,
  startImport,
  type FeedImporter,
  type ImportSettings,
} from './catalogue-import-service.ts';

export const IMPORTS_FORBIDDEN = 'Catalogue imports are for administrators only.';

const ACCEPTED = new Set<string>(FEED_CONTENT_TYPES);

/** The request body of each upload, as a stream (see the content-type parser below). */
const feeds = new WeakMap<FastifyRequest, Readable>();

/** The caller, when an admin (403 otherwise; the auth hook has answered 401 already). */
async function adminOf(request: FastifyRequest): Promise<string> {
  const caller = callerOf(request)!;
  const user = await findUser(request.server.database.db, caller.userId);
  if (!user || !(user.isAdmin || user.permissions.includes(PERMISSIONS.admin))) throw forbidden(IMPORTS_FORBIDDEN);
  return caller.userId;
}

export async function catalogueImportRoutes(
  fastify: FastifyInstance,
  options: { importer: FeedImporter; settings: ImportSettings },
): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // The body is the feed itself, handed to the route as a stream (never buffered, nor limited
  // by the app's 1 MB bodyLimit: startImport bounds it). Every media type reaches the route,
  // which names the accepted ones in its 415. In this plugin only. The stream is kept beside
  // the request, not as its body, which the app's hooks walk as JSON (text-normalisation.ts).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (request, payload, done) => {
    feeds.set(request, payload);
    done(null, undefined);
  });
  app.addHook('onClose', async () => settleRunningImports());
  uploadRoute(app, options);
  readRoutes(app);
}

/** POST: the upload, which starts an import. */
function uploadRoute(app: TypeBoxApp, options: { importer: FeedImporter; settings: ImportSettings }): void {
  app.post(
    '/admin/catalogue-imports',
    {
      config: { auth: 'required', cache: 'none' },
      schema: {
        summary: 'Upload a catalogue feed (JSON lines, plain or gzip) and start its import (admins only)',
        tags: ['catalogue imports'],
        querystring: ImportStartQuery,
        response: {
          202: ImportJob,
          401: ErrorBody,
          403: ErrorBody,
          409: ErrorBody,
          413: ErrorBody,
          415: ErrorBody,
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const userId = await adminOf(request);
      const contentType = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (!ACCEPTED.has(contentType))
        throw new HttpError(
          415,
          `content-type must be one of ${FEED_CONTENT_TYPES.join(', ')} (the feed is the request body)`,
          'content-type',
        );
      const length = Number(request.headers['content-length']);
      const body = feeds.get(request) ?? Readable.from([]);
      const job = await startImport(app.database.db, options.importer, options.settings, request.log, {
        userId,
        contentType,
        contentLength: Number.isFinite(length) ? length : null,
        body,
        skipInvalid: request.query.skipInvalid ?? false,
        dryRun: request.query.dryRun ?? false,
      });
      reply.header('location', `/api/admin/catalogue-imports/${job.id}`);
      return reply.code(202).send(job);
    },
  );
}

/** The GETs: the history, one import, its report. */
function readRoutes(app: TypeBoxApp): void {
  app.get(
    '/admin/catalogue-imports',
    {
      config: { auth: 'required', cache: 'private' },
      schema: {
        summary: 'The catalogue imports, newest first (admins only)',
        tags: ['catalogue imports'],
        querystring: ImportHistoryQuery,
        response: { 200: ImportHistory, 401: ErrorBody, 403: ErrorBody, ...errorResponses },
      },
    },
    async (request) => {
      await adminOf(request);
      return importHistory(app.database.db, request.query.limit ?? IMPORT_HISTORY_DEFAULT, request.query.before);
    },
  );

  app.get(
    '/admin/catalogue-imports/:id',
    {
      config: { auth: 'required', cache: 'private' },
      schema: {
        summary: 'A catalogue import: status, progress, summary (admins only)',
        tags: ['catalogue imports'],
        params: ImportParams,
        response: { 200: ImportJob, 401: ErrorBody, 403: ErrorBody, ...errorResponses },
      },
    },
    async (request) => {
      await adminOf(request);
      return importById(app.database.db, request.params.id);
    },
  );

  app.get(
    '/admin/catalogue-imports/:id/report.csv',
    {
      config: { auth: 'required', cache: 'private' },
      schema: {
        summary: 'A catalogue import’s per-record report as CSV: record, field, message (admins only)',
        tags: ['catalogue imports'],
        params: ImportParams,
        produces: ['text/csv'],
        response: {
          200: Type.Unknown({ description: 'text/csv, a header line then one line per issue (RFC 4180)' }),
          401: ErrorBody,
          403: ErrorBody,
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      await adminOf(request);
      const lines = await importReport(app.database.db, request.params.id);
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="catalogue-import-${request.params.id}.csv"`);
      return reply.send(Readable.from(lines));
    },
  );
}
