/**
 * JSON bodies, parsed as Fastify does (prototype keys refused), but the refusal names the key:
 * a `__proto__` or `constructor.prototype` key anywhere is a 400 with `field` set to it, and a
 * body that is not JSON a 400 naming `body`, like every other bad input.
 */
import type { FastifyInstance } from 'fastify';
import { badRequest, HttpError } from '../lib/errors.ts';

function refusePrototypeKeys(key: string, value: unknown): unknown {
  // JSON.parse defines "__proto__" as an own property (no pollution), so it can be seen here.
  if (key === '__proto__') throw badRequest('__proto__', '__proto__ is not allowed as a key');
  if (key === 'constructor' && typeof value === 'object' && value !== null && Object.hasOwn(value, 'prototype'))
    throw badRequest('constructor', 'constructor.prototype is not allowed as a key');
  return value;
}

export function registerJsonBody(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => {
    if (text === '') return done(badRequest('body', 'body must not be empty when content-type is application/json'));
    try {
      done(null, JSON.parse(text as string, refusePrototypeKeys));
    } catch (error) {
      done(error instanceof HttpError ? error : badRequest('body', 'body is not valid JSON'));
    }
  });
}
