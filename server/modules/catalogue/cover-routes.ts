/**
 * GET /api/covers/{productId}.svg — the generated cover of a product, so
 * no image depends on an outside host; `{productId}.png`, the same picture as PNG for link
 * previews (cover-png.ts); `{productId}.png?w=160|320|480`, the pages' pictures at that width
 * (contract/covers.ts: the pages' srcset). Products without a cover (has_cover = false)
 * answer 404 like unknown ones: the client then shows its default image (spec §8
 * "Images fail: default image"). A publisher's own cover, fetched by the ONIX import
 * (cover-image-repository.ts), is answered instead, as JPEG or PNG, at either address.
 *
 * Route syntax: find-my-way cannot put a static suffix after a parameter reliably, so
 * the parameter is the whole file name and its schema pattern is the ProductId pattern
 * plus `.svg` — a malformed id is a 400 naming `file`.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ProductId, errorResponses } from '../../../contract/schemas/common.ts';
import { coverImageOf, coverSvgOf } from './catalogue-service.ts';
import { COVER_IMAGE, coverPng, coverPngAt, storedCoverAt } from './cover-png.ts';
import { COVER_WIDTHS } from '../../../contract/covers.ts';

const ID_PATTERN = (ProductId as unknown as { pattern: string }).pattern.replace(/\$$/, '');

const CoverParams = Type.Object({
  file: Type.String({ pattern: `${ID_PATTERN}\\.(?:svg|png)$`, maxLength: 68, description: '`{productId}.svg` or `.png`' }),
});

const CoverQuery = Type.Object({
  w: Type.Optional(
    Type.Union(
      COVER_WIDTHS.map((width) => Type.Literal(width)),
      { description: 'Width in pixels of the PNG (the pages\' pictures); without it, 600 (link previews). An SVG ignores it.' },
    ),
  ),
});

// Covers change only when a product's title, edition or subject does, and are the same
// for every user: the shared 'static' cache policy (plugins/http-caching.ts).
export async function coverRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/covers/:file',
    {
      config: { cache: 'static' },
      schema: {
        summary: 'Generated SVG cover of a product',
        tags: ['catalogue'],
        params: CoverParams,
        querystring: CoverQuery,
        response: {
          200: {
            description: 'SVG image, or PNG (600 × 800, or `w` pixels wide)',
            content: { 'image/svg+xml': { schema: Type.String() }, 'image/png': { schema: Type.String({ format: 'binary' }) } },
          },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const png = file.endsWith('.png');
      const width = png ? request.query.w : undefined;
      const productId = file.slice(0, -'.svg'.length);
      // A publisher's own cover (fetched by the ONIX import) wins over the generated one, at both addresses.
      const stored = await coverImageOf(app.database.read, productId);
      if (stored) {
        const shown = width ? await storedCoverAt(stored, width) : stored;
        return reply.type(shown.contentType).send(shown.bytes as unknown as string);
      }
      const svg = await coverSvgOf(app.database.read, productId);
      // The schema's 200 is typed as the SVG's text; a PNG is bytes (serialised as they are).
      if (width) return reply.type(COVER_IMAGE.type).send((await coverPngAt(svg, width)) as unknown as string);
      if (png) return reply.type(COVER_IMAGE.type).send(coverPng(svg) as unknown as string);
      reply.type('image/svg+xml; charset=utf-8');
      return svg;
    },
  );
}
