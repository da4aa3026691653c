/**
 * What a publisher gives search engines: `/robots.txt` names `/sitemap.xml`, an index of files
 * per locale (`/sitemaps/{locale}-{n}.xml`), each listing SITEMAP_URLS_PER_FILE products with
 * their last change and an alternate address per locale. Streamed (keyset batches of the
 * database, written as they come), so a million products are never held in memory.
 *
 * Only products every visitor may open are listed: an institution's own products never.
 * A file's `lastmod` is its newest product change; a catalogue import touches the rows it
 * writes, so it moves. Where the files start is read once per catalogue version.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { LOCALES } from '../../../contract/locales.ts';
import { notFound } from '../../lib/errors.ts';
import { chunkReader, sitemapFile, sitemapIndexXml, sitemapXml } from './sitemap-service.ts';

const xml = (reply: FastifyReply) =>
  reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');

export async function sitemapRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const chunks = chunkReader(app.database.read);
  const originOf = (request: FastifyRequest) => app.config.publicOrigin ?? `${request.protocol}://${request.host}`;

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /console/', '', `Sitemap: ${originOf(request)}/sitemap.xml`, ''].join('\n');
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const origin = originOf(request);
    const files = (await chunks()).flatMap((chunk, i) =>
      LOCALES.map((locale) => ({ url: `${origin}/sitemaps/${locale}-${i + 1}.xml`, lastmod: chunk.lastmod })),
    );
    return xml(reply).send(sitemapIndexXml(files));
  });

  app.get(
    '/sitemaps/:file',
    { schema: { hide: true, params: Type.Object({ file: Type.String({ maxLength: 32 }) }) } },
    async (request, reply) => {
      const file = sitemapFile(request.params.file);
      const all = await chunks();
      const chunk = file && all[file.n - 1];
      if (!file || !chunk) throw notFound(`No sitemap ${request.params.file}`);
      const origin = originOf(request);
      const before = all[file.n]?.firstId ?? null;
      // A database error half-way ends the answer early (a crawler retries the file).
      return xml(reply).send(Readable.from(sitemapXml(app.database.read, origin, file.locale, chunk.firstId, before)));
    },
  );
}
