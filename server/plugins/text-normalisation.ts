/**
 * Every string a request carries — query, path parameters, JSON body, keys included — is put in
 * NFC before validation (contract/text.ts), so length bounds, searches and stored rows see one
 * form of the same text. The text rule itself is the schemas' `text` format (contract/schemas/common.ts).
 */
import type { FastifyInstance } from 'fastify';
import { normaliseTextDeep } from '../../contract/text.ts';

export function registerTextNormalisation(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    request.query = normaliseTextDeep(request.query);
    request.params = normaliseTextDeep(request.params);
    if (request.body !== undefined) request.body = normaliseTextDeep(request.body);
  });
}
