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
import { touchSession } from '../identity/session-repository.ts';
import { sessionTiming } from '../identity/auth.ts';
import { findUser } from '../identity/user-repository.ts';
import { LmsTokenError, verifyLmsToken } from '../identity/lms-token.ts';
import { html, page, type Html } from './html.ts';
import { MultilineText, ProductId, Text } from '../../schemas/common.ts';
import { standInConsoleBase } from '../../../contract/console.ts';
import { API_TOKEN_PARAMS, LMS_TOKEN_PARAM } from '../../../contract/params.ts';

const ENROLLMENT_CODE = /^[A-Za-z0-9_-]{1,64}$/;

/** The product fields the client adds for the hand-off (spec §7). */
const HANDOFF_FIELDS = ['productId', 'name', 'orgId', 'isDirectBill', 'isSeatLicense', 'offerId', 'licenseId'] as const;

function sendPage(reply: FastifyReply, status: number, title: string, content: Html): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(page(title, content));
}

/** Only http(s) addresses and same-site paths become links (no javascript: or //host). */
export function safeLink(value: string | undefined): string | null {
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return value;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

function describeValue(value: unknown): string {
  if (value === undefined) return '(not sent)';
  if (value === null) return 'null';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export async function consoleRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
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

  app.get('/', { schema: { hide: true } }, async (_request, reply) =>
    sendPage(
      reply,
      200,
      'Course console',
      html`<p>
          This is a small stand-in for the course console, so the catalogue's links and the course-creation hand-off
          work in development.
        </p>
        <ul class="links">
          <li><a href="/console/account">Account settings</a></li>
          <li><a href="/console/admin">Administrative Dashboard</a></li>
          <li><a href="/">Search the catalogue</a></li>
        </ul>`,
    ),
  );

  // The header's help button (instructors) leads here; a 404 before.
  app.get('/help', { schema: { hide: true } }, async (_request, reply) =>
    sendPage(
      reply,
      200,
      'Help',
      html`<p>
          Help for instructors using the catalogue: find course materials by subject or by title, author or ISBN;
          choose your institution to see its pricing options; start a course from a product's page.
        </p>
        <ul class="links">
          <li><a href="/">Search the catalogue</a></li>
          <li><a href="/getstarted">Join a course with an invitation link</a></li>
          <li><a href="/console">Course console home</a></li>
        </ul>`,
    ),
  );

  // spec §6 'Verify your account' → 'Go to form': the stand-in shows what the form received.
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
    async (request, reply) => {
      const q = request.query;
      return sendPage(
        reply,
        200,
        'Instructor verification',
        html`<p>This is where the course console asks an instructor for proof of teaching.</p>
          <dl>
            <dt>Catalogue code</dt>
            <dd>${describeValue(q.catalogCode)}</dd>
            <dt>First name</dt>
            <dd>${describeValue(q.firstName)}</dd>
            <dt>Last name</dt>
            <dd>${describeValue(q.lastName)}</dd>
            <dt>Email</dt>
            <dd>${describeValue(q.email)}</dd>
            <dt>Sign out after sending</dt>
            <dd>${describeValue(q.forceLogout)}</dd>
          </dl>`,
      );
    },
  );

  // spec §2 contact-sales block: 'Contact your sales rep' opens the sales contact link.
  app.get('/contact-sales', { schema: { hide: true } }, async (_request, reply) =>
    sendPage(
      reply,
      200,
      'Contact your sales rep',
      html`<p>This is where the publisher's sales contact form would be. The demo console does not send messages.</p>`,
    ),
  );

  // spec §6 Student: "action navigates to the use-action target with current page address
  // appended". The stand-in tells the student how to join and links back.
  app.get(
    '/courses/create',
    { schema: { hide: true, querystring: Type.Record(Type.String(), Text()) } },
    async (request, reply) => {
      const back = safeLink(request.query.returnUrl);
      return sendPage(
        reply,
        200,
        'Join your course',
        html`<p>Students join a course with the invitation link from their instructor (in the syllabus or an email).</p>
          <ul class="links">
            <li><a href="/getstarted${back ? `?return=${encodeURIComponent(back)}` : ''}">Enter your invitation link</a></li>
            ${back ? html`<li><a href="${back}">Back to the product</a></li>` : null}
          </ul>`,
      );
    },
  );

  app.get('/admin', { schema: { hide: true } }, async (_request, reply) =>
    sendPage(
      reply,
      200,
      'Administrative Dashboard',
      html`<p>The administrative dashboard of the course console is not part of this demo.</p>
        <p><a href="/console">Course console home</a></p>`,
    ),
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
    async (request, reply) => {
      const back = safeLink(request.query.returnUrl);
      // spec §7: the account page is opened with type=Return to Search and returnUrl.
      const label = request.query.type?.trim() || 'Return to Search';
      return sendPage(
        reply,
        200,
        'Account settings',
        html`<p>
            Account settings (name, email, password, institutions) live in the course console, which this demo only
            stands in for.
          </p>
          ${back ? html`<p><a href="${back}">${label}</a></p>` : html`<p><a href="/">Return to Search</a></p>`}`,
      );
    },
  );

  // "View demo" (spec §7) opens the product's preview target; the demo catalogue points it here.
  app.get(
    '/demo/:productId',
    { schema: { hide: true, params: Type.Object({ productId: ProductId }) } },
    async (request, reply) => {
      const product = await app.database.read
        .selectFrom('product')
        .select(['product_id', 'name', 'book_edition', 'platform'])
        .where('product_id', '=', request.params.productId)
        .executeTakeFirst();
      if (!product) {
        return sendPage(reply, 404, 'Demo not found', html`<p class="error">There is no demo for this product.</p>`);
      }
      return sendPage(
        reply,
        200,
        `Demo: ${product.name}`,
        html`<p>
            This is where the course console shows an instructor a guided demo of
            <strong>${product.name}</strong>${product.book_edition ? html`, ${product.book_edition}` : ''}.
          </p>
          <p class="note">The demo console does not hold course content.</p>`,
      );
    },
  );

  app.get(
    '/enrollment/:code',
    { schema: { hide: true, params: Type.Object({ code: Text({ maxLength: 200 }) }) } },
    async (request, reply) => {
      const { code } = request.params;
      if (!ENROLLMENT_CODE.test(code)) {
        return sendPage(
          reply,
          404,
          'Course not found',
          html`<p class="error">Sorry, course not found. Please check the link.</p>`,
        );
      }
      return sendPage(
        reply,
        200,
        'Join your course',
        html`<p>You followed the invitation link for the course with the code <strong>${code}</strong>.</p>
          <dl>
            <dt>Invitation code</dt>
            <dd>${code}</dd>
            <dt>Invitation link</dt>
            <dd>${`${consoleBaseOf(request)}/enrollment/${code}`}</dd>
          </dl>
          <p class="note">
            This demo console does not hold courses: in the real console this page signs you in and enrols you.
          </p>`,
      );
    },
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
      const { product: productField, [API_TOKEN_PARAMS.handOffSessionToken]: piToken } = request.body ?? {};
      const db = app.database.db;
      const session = piToken ? await touchSession(db, piToken, sessionTiming(app)) : null;
      const user = session ? await findUser(db, session.userId) : null;
      if (!session || !user) {
        return sendPage(
          reply,
          401,
          'Sign-in required',
          html`<p class="error">
              The course could not be created:
              ${piToken ? 'the sign-in token (piToken) is not valid or has expired' : 'no sign-in token (piToken) was sent'}.
            </p>
            <p>Sign in to the catalogue again and start the course from the product page.</p>`,
        );
      }
      let product: unknown;
      try {
        product = productField === undefined ? undefined : JSON.parse(productField);
      } catch {
        product = undefined;
      }
      if (typeof product !== 'object' || product === null || Array.isArray(product)) {
        return sendPage(
          reply,
          400,
          'Course not created',
          html`<p class="error">
            The course could not be created: the <code>product</code> field
            ${productField === undefined ? 'is missing' : 'is not a JSON object'}.
          </p>`,
        );
      }
      const fields = product as Record<string, unknown>;

      const query = request.query;
      const integrationToken = query[LMS_TOKEN_PARAM];
      let lmsLine: Html | null = null;
      if (integrationToken) {
        try {
          const lms = await verifyLmsToken(db, app.config.lmsTokenSecret, integrationToken, {
            toleranceSeconds: app.config.sessionToleranceSeconds,
            maxLifetimeSeconds: app.config.lmsTokenMaxSeconds,
          });
          lmsLine = html`<dt>LMS organisation</dt>
            <dd>${lms.organisation.displayName} (${lms.organisation.orgId}), role ${lms.claims.role}</dd>`;
        } catch (error) {
          if (!(error instanceof LmsTokenError)) throw error;
          lmsLine = html`<dt>LMS integration token</dt>
            <dd>Not accepted: ${error.message}</dd>`;
        }
      }
      const queryRows = Object.entries(query).filter(([key]) => key !== LMS_TOKEN_PARAM);
      // spec §7: the target carries the current page address; offer a way back to it.
      const backLink =
        queryRows.map(([k, v]) => (/return|redirect|page|url/i.test(k) ? safeLink(v) : null)).find(Boolean) ?? null;
      return sendPage(
        reply,
        200,
        'Course creation request received',
        html`<p>
            The console received this request to create a course. (This demo console stops here: no course is created.)
          </p>
          <h2>Instructor</h2>
          <dl>
            <dt>Name</dt>
            <dd>${user.displayName}</dd>
            <dt>Email</dt>
            <dd>${user.email}</dd>
            <dt>User id</dt>
            <dd>${user.userId}</dd>
            ${lmsLine}
          </dl>
          <h2>Product</h2>
          <dl>
            ${HANDOFF_FIELDS.map(
              (key) =>
                html`<dt>${key}</dt>
                  <dd>${describeValue(fields[key])}</dd>`,
            )}
          </dl>
          ${
            queryRows.length > 0
              ? html`<h2>Address parameters</h2>
                  <dl>
                    ${queryRows.map(
                      ([k, v]) =>
                        html`<dt>${k}</dt>
                          <dd>${v}</dd>`,
                    )}
                  </dl>`
              : null
          }
          <h2>Everything received in <code>product</code></h2>
          <pre>${JSON.stringify(fields, null, 2)}</pre>
          ${backLink ? html`<p><a href="${backLink}">Back to the page you came from</a></p>` : null}`,
      );
    },
  );
}
