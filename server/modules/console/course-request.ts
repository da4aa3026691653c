/**
 * POST /console/courses/create (spec §7): the hand-off the primary action posts. The caller is
 * known by the session token in `piToken`, the product by the JSON in `product`; an LMS
 * integration token in the address is verified and shown. The stand-in creates no course: it
 * shows what it received.
 */
import type { FastifyInstance } from 'fastify';
import { touchSession, sessionTiming, findUser, type UserRecord, LmsTokenError, verifyLmsToken } from '../identity/index.ts';
import { html, type Html } from './html.ts';
import { describeValue, safeLink, type ConsolePage } from './console-pages.ts';
import { LMS_TOKEN_PARAM } from '../../../contract/params.ts';

/** The product fields the client adds for the hand-off (spec §7). */
const HANDOFF_FIELDS = ['productId', 'name', 'orgId', 'isDirectBill', 'isSeatLicense', 'offerId', 'licenseId'] as const;

export interface CourseRequest {
  /** The `product` form field (JSON text), if sent. */
  productField: string | undefined;
  /** The `piToken` form field (a session token), if sent. */
  piToken: string | undefined;
  /** The address's parameters. */
  query: Record<string, string>;
}

export async function courseRequestPage(app: FastifyInstance, request: CourseRequest): Promise<ConsolePage> {
  const { productField, piToken, query } = request;
  const db = app.database.db;
  const session = piToken ? await touchSession(db, piToken, sessionTiming(app)) : null;
  const user = session ? await findUser(db, session.userId) : null;
  if (!session || !user) {
    return {
      status: 401,
      title: 'Sign-in required',
      content: html`<p class="error">
          The course could not be created:
          ${piToken ? 'the sign-in token (piToken) is not valid or has expired' : 'no sign-in token (piToken) was sent'}.
        </p>
        <p>Sign in to the catalogue again and start the course from the product page.</p>`,
    };
  }
  const product = parseObject(productField);
  if (!product) {
    return {
      status: 400,
      title: 'Course not created',
      content: html`<p class="error">
        The course could not be created: the <code>product</code> field
        ${productField === undefined ? 'is missing' : 'is not a JSON object'}.
      </p>`,
    };
  }
  const integrationToken = query[LMS_TOKEN_PARAM];
  const lmsLine = integrationToken ? await lmsTokenLine(app, integrationToken) : null;
  return { status: 200, title: 'Course creation request received', content: receivedPage(user, product, query, lmsLine) };
}

function parseObject(field: string | undefined): Record<string, unknown> | null {
  let value: unknown;
  try {
    value = field === undefined ? undefined : JSON.parse(field);
  } catch {
    return null;
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/** The LMS organisation and role a valid integration token names, or why it was not accepted. */
async function lmsTokenLine(app: FastifyInstance, token: string): Promise<Html> {
  try {
    const lms = await verifyLmsToken(app.database.db, app.config.lmsTokenSecret, token, {
      toleranceSeconds: app.config.sessionToleranceSeconds,
      maxLifetimeSeconds: app.config.lmsTokenMaxSeconds,
    });
    return html`<dt>LMS organisation</dt>
      <dd>${lms.organisation.displayName} (${lms.organisation.orgId}), role ${lms.claims.role}</dd>`;
  } catch (error) {
    if (!(error instanceof LmsTokenError)) throw error;
    return html`<dt>LMS integration token</dt>
      <dd>Not accepted: ${error.message}</dd>`;
  }
}

function receivedPage(
  user: UserRecord,
  fields: Record<string, unknown>,
  query: Record<string, string>,
  lmsLine: Html | null,
): Html {
  const queryRows = Object.entries(query).filter(([key]) => key !== LMS_TOKEN_PARAM);
  // spec §7: the target carries the current page address; offer a way back to it.
  const backLink =
    queryRows.map(([k, v]) => (/return|redirect|page|url/i.test(k) ? safeLink(v) : null)).find(Boolean) ?? null;
  return html`<p>
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
    ${backLink ? html`<p><a href="${backLink}">Back to the page you came from</a></p>` : null}`;
}
