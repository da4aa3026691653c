/**
 * Every number a request carries is finite. Ajv coerces the query strings 'Infinity',
 * '-Infinity' and '1e309' to non-finite numbers that pass `type: integer` and `maximum`, and
 * they reached SQL as a 500. This hook runs after validation (so after coercion) and answers
 * a 400 naming the field instead.
 */
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/errors.ts';

function nonFiniteField(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : path;
  if (depth > 8 || typeof value !== 'object' || value === null) return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = nonFiniteField(inner, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}

export function registerFiniteNumbers(app: FastifyInstance): void {
  // A JSON body's 1e309 parses to Infinity, which Ajv would coerce to the text "Infinity" where a
  // string belongs: refuse it before validation, while it is still a number.
  app.addHook('preValidation', async (request) => {
    const field = nonFiniteField(request.body, '');
    if (field) throw badRequest(field, `${field} must be a finite number`);
  });
  app.addHook('preHandler', async (request) => {
    const field =
      nonFiniteField(request.query, '') ?? nonFiniteField(request.params, '') ?? nonFiniteField(request.body, '');
    if (field) throw badRequest(field, `${field} must be a finite number`);
  });
}
