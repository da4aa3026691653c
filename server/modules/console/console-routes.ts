/**
 * The stand-in for the external course console (identity issue, item 8), mounted at
 * /console. The client's dev environment points its console home, admin dashboard and
 * account settings here, and the configured console base URL (CONSOLE_BASE_URL; unset: this
 * stand-in at the request's own address, contract/console.ts) is where the primary action
 * posts (spec §7).
 *
 *   POST /console/courses/create   form fields `product` (JSON) and `piToken` (a session
 *                                  token): 200 confirmation page; bad piToken 401; bad
 *                                  product 400. Pages are plain HTML, no scripts.
 *   GET  /console/help             the help page the header's help button opens
 *   GET  /console/enrollment/:code invitation page (spec §5: links contain
 *                                  {console base URL}/enrollment/)
 *   GET  /console, /console/admin, /console/account   landing pages
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { page } from './html.ts';
import {
  accountPage,
  adminPage,
  contactSalesPage,
  enrollmentPage,
  helpPage,
  homePage,
  joinCoursePage,
  safeLink,
  verifyPage,
  type ConsolePage,
} from './console-pages.ts';
import { courseRequestPage } from './course-request.ts';
import { demoPageOf } from './demo-page.ts';
import type { TypeBoxApp } from '../../lib/typebox-app.ts';
import { MultilineText, ProductId, Text } from '../../../contract/schemas/common.ts';
import { standInConsoleBase } from '../../../contract/console.ts';
import { API_TOKEN_PARAMS } from '../../../contract/params.ts';

function sendPage(reply: FastifyReply, { status, title, content }: ConsolePage): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(page(title, content));
}

/** Pages that only show something: landing pages, help, verification, account. */
function pageRoutes(app: TypeBoxApp): void {
  const hidden = { schema: { hide: true } };
  app.get('/', hidden, async (_request, reply) => sendPage(reply, homePage));
  app.get('/help', hidden, async (_request, reply) => sendPage(reply, helpPage));
  app.get('/contact-sales', hidden, async (_request, reply) => sendPage(reply, contactSalesPage));
  app.get('/admin', hidden, async (_request, reply) => sendPage(reply, adminPage));

  app.get(
    '/verify',
    {
      schema: {
        hide: true,
        querystring: Type.Object({
          catalogCode: Type.Optional(Text({ maxLength: 100 })),
          firstName: Type.Optional(Text({ maxLength: 200 })),
          lastName: Type.Optional(Text({ maxLength: 200 })),
          email: Type.Optional(Text({ maxLength: 320 })),
          forceLogout: Type.Optional(Text({ maxLength: 10 })),
        }),
      },
    },
    async (request, reply) => sendPage(reply, verifyPage(request.query)),
  );

  app.get(
    '/account',
    {
      schema: {
        hide: true,
        querystring: Type.Object({
          type: Type.Optional(Text({ maxLength: 100 })),
          returnUrl: Type.Optional(Text({ maxLength: 2048 })),
        }),
      },
    },
    async (request, reply) => sendPage(reply, accountPage(safeLink(request.query.returnUrl), request.query.type)),
  );
}

/** Where the catalogue's links land: a course to join, a demo, an invitation, and the course-creation hand-off. */
function courseRoutes(app: TypeBoxApp): void {
  // The configured console, else this stand-in at the address the page was asked at: the
  // rule the client's get-started check uses too (contract/console.ts).
  const consoleBaseOf = (request: FastifyRequest) =>
    app.config.consoleBaseUrl ?? standInConsoleBase(`${request.protocol}://${request.host}`);

  // Browser forms post application/x-www-form-urlencoded (only parsed under /console).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 512 * 1024 },
    (_req, body, done) => {
      const fields: Record<string, string> = {};
      for (const [key, value] of new URLSearchParams(body as string)) fields[key] = value;
      done(null, fields);
    },
  );

  // spec §6 Student: "action navigates to the use-action target with current page address
  // appended".
  app.get(
    '/courses/create',
    { schema: { hide: true, querystring: Type.Record(Type.String(), Text()) } },
    async (request, reply) => sendPage(reply, joinCoursePage(safeLink(request.query.returnUrl))),
  );

  // "View demo" (spec §7) opens the product's preview target; the demo catalogue points it here.
  app.get(
    '/demo/:productId',
    { schema: { hide: true, params: Type.Object({ productId: ProductId }) } },
    async (request, reply) =>
      sendPage(reply, await demoPageOf(app.database.read, request.params.productId)),
  );

  app.get(
    '/enrollment/:code',
    { schema: { hide: true, params: Type.Object({ code: Text({ maxLength: 200 }) }) } },
    async (request, reply) => sendPage(reply, enrollmentPage(request.params.code, consoleBaseOf(request))),
  );

  app.post(
    '/courses/create',
    {
      schema: {
        hide: true,
        querystring: Type.Record(Type.String(), Text()),
        body: Type.Object({
          product: Type.Optional(MultilineText({ maxLength: 256 * 1024 })),
          [API_TOKEN_PARAMS.handOffSessionToken]: Type.Optional(Text({ maxLength: 2048 })),
        }),
      },
    },
    async (request, reply) => {
      const { product, [API_TOKEN_PARAMS.handOffSessionToken]: piToken } = request.body ?? {};
      return sendPage(reply, await courseRequestPage(app, { productField: product, piToken, query: request.query }));
    },
  );
}

export async function consoleRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  pageRoutes(app);
  courseRoutes(app);
}
