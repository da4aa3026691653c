/**
 * One error handler for the whole API (rules of the house §3): bad input is a 400
 * naming the field, unknown things 404, a database that cannot be reached 503, and
 * anything unexpected a 500 that hides its internals.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from '../../contract/schemas/common.ts';
import { HttpError } from '../lib/errors.ts';
import { MULTILINE_TEXT_FORMAT, TEXT_FORMAT } from '../../contract/text.ts';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** Names the field a schema validation error is about, e.g. `limit` or `body.email`. */
function fieldOf(error: FastifyError): string | undefined {
  const first = error.validation?.[0];
  if (!first) return undefined;
  const params = first.params as Record<string, unknown>;
  const fromParams =
    (params.missingProperty as string | undefined) ??
    (params.additionalProperty as string | undefined);
  const fromPath = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const name = [fromPath, fromParams].filter(Boolean).join('.');
  return name || undefined;
}

// 57014: a statement cancelled by statement_timeout (a stalled database).
const DATABASE_DOWN_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'ETIMEDOUT', 'ECONNRESET', '57P01', '57P02', '57P03', '57014', '08006', '08001', '08004', '08003']);

function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && DATABASE_DOWN_CODES.has(code)) return true;
  const message = error instanceof Error ? error.message : '';
  return /Connection terminated|connect ECONNREFUSED|PGlite is closed|timeout exceeded when trying to connect|Query read timeout/i.test(message);
}

export function body(statusCode: number, message: string, field?: string): ErrorBody {
  return { statusCode, error: STATUS_TEXT[statusCode] ?? 'Error', message, ...(field ? { field } : {}) };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send(body(error.statusCode, error.message, error.field));
    }
    if (error.validation) {
      const field = fieldOf(error);
      const where = error.validationContext ?? 'request';
      const first = error.validation[0];
      const format = (first?.params as { format?: string } | undefined)?.format;
      const detail =
        format === TEXT_FORMAT
          ? 'must be one line of valid Unicode text without control characters'
          : format === MULTILINE_TEXT_FORMAT
            ? 'must be valid Unicode text without control characters'
            : (first?.message ?? 'is invalid');
      const message = field ? `${field} ${detail}` : `${where} ${detail}`;
      return reply.code(400).send(body(400, message, field));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      reply.header('retry-after', '1');
      return reply.code(503).send(body(503, 'The catalogue database is unavailable. Please try again shortly.'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, body too large, bad content type…).
      return reply.code(status).send(body(status, error.message));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send(body(500, 'The server encountered an internal error and was unable to complete your request.'));
  });
}

/**
 * Router-level rejections (an over-long id, broken percent-encoding) answer in the house
 * error body like every other 4xx (Fastify's `frameworkErrors` option).
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode === 414 ? 414 : 400;
  const message = status === 414 ? 'The request path is too long.' : 'The request URL is malformed.';
  void reply.code(status).send(body(status, message));
}
