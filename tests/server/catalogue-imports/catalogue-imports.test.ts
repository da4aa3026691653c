// The admins' catalogue imports (issue #40 item 5): POST /api/admin/catalogue-imports with the
// feed as the body, polling to the end, the CSV report, the history, and every refusal (401, 403,
// 400 naming the field, 404, 409 while another import runs, 413 past the size limit, 415).
// The real app on a seeded database; the feed is e2e/fixtures/catalogue-feed-one-bad-line.jsonl:
// two valid products and, on line 2, one whose subject does not exist.
import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../support/test-db.ts';
import { useTestApp, type TestAppView } from '../../support/test-app.ts';
import { pollUntil } from '../../support/poll.ts';
import type { ImportHistory, ImportJob } from '../../../contract/schemas/catalogue-import.ts';

const FEED = readFileSync(new URL('../../../e2e/fixtures/catalogue-feed-one-bad-line.jsonl', import.meta.url));
const [GOOD_1, BAD, GOOD_2] = ['9781999890018', '9781999890025', '9781999890032'];
const URL_BASE = '/api/admin/catalogue-imports';

// Written by hand: the one issue of line 2, the message quoted because it holds quotes.
const REPORT_CSV =
  'record,field,message\r\n' + 'line 2,disciplines[0].primaryDiscipline.code,"unknown primary discipline ""no-such-subject"""\r\n';

async function signIn(t: TestAppView, email: string): Promise<Record<string, string>> {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'exchange-demo' } });
  expect(res.statusCode).toBe(200);
  const { token, userId } = res.json() as { token: string; userId: string };
  return { authorization: `Bearer ${token}`, 'x-user-id': userId };
}

describe.each(databaseKinds)('catalogue imports on %s', (kind) => {
  const t = useTestApp(kind, { env: { CATALOGUE_UPLOAD_MAX_MB: '1', EVENTS_MAINTENANCE_MINUTES: '0' } });
  let admin: Record<string, string>;
  let student: Record<string, string>;
  beforeAll(async () => {
    admin = await signIn(t, 'admin@example.edu');
    student = await signIn(t, 'student@example.edu');
  });

  const upload = (query: string, payload: Buffer | string | Readable = FEED, headers: Record<string, string> = admin, type = 'application/x-ndjson') =>
    t.app.inject({ method: 'POST', url: `${URL_BASE}${query}`, headers: { ...headers, 'content-type': type }, payload });
  const get = (url: string, headers = admin) => t.app.inject({ method: 'GET', url, headers });
  const finished = async (id: string): Promise<ImportJob> =>
    pollUntil(
      async () => (await get(`${URL_BASE}/${id}`)).json() as ImportJob,
      (job) => job.status !== 'running',
      Date.now() + 20_000,
    );
  const productExists = async (id: string) =>
    (await t.database.db.selectFrom('product').select('product_id').where('product_id', '=', id).executeTakeFirst()) !== undefined;

  it('refuses anonymous callers (401) and users who are not admins (403), reading nothing of the feed', async () => {
    const anonymous = await upload('', FEED, {});
    expect(anonymous.statusCode).toBe(401);
    const notAdmin = await upload('', FEED, student);
    expect(notAdmin.statusCode).toBe(403);
    expect(notAdmin.json().message).toBe('Catalogue imports are for administrators only.');
    for (const url of [URL_BASE, `${URL_BASE}/${randomUUID()}`, `${URL_BASE}/${randomUUID()}/report.csv`]) {
      expect((await get(url, {})).statusCode).toBe(401);
      expect((await get(url, student)).statusCode).toBe(403);
    }
    expect(await t.database.db.selectFrom('catalogue_import').selectAll().execute()).toEqual([]);
  });

  it('without skipInvalid: the import fails, nothing is written, and the report names the bad line', async () => {
    const res = await upload('');
    expect(res.statusCode).toBe(202);
    const started = res.json() as ImportJob;
    expect(res.headers.location).toBe(`${URL_BASE}/${started.id}`);
    expect(started).toMatchObject({ skipInvalid: false, dryRun: false, bytes: FEED.length, reportUrl: `${URL_BASE}/${started.id}/report.csv` });
    const job = await finished(started.id);
    expect(job).toMatchObject({
      status: 'failed',
      format: 'json-lines',
      error: '1 invalid record; nothing written (import with skipInvalid to write the valid ones).',
      summary: { lines: 0, imported: 0, created: 0, updated: 0, issues: 1 },
    });
    expect(await productExists(GOOD_1)).toBe(false);
    const report = await get(job.reportUrl);
    expect(report.statusCode).toBe(200);
    expect(report.body).toBe(REPORT_CSV);
  });

  it('with skipInvalid: 202, progress while it runs, then the summary; the CSV report; searches see the new products', async () => {
    // The search answer is cached before the import: the import's announcement must clear it.
    const before = await t.app.inject({ method: 'GET', url: '/api/search?q=Tidal%20Systems%20Uploaded' });
    expect(before.statusCode).toBe(200);
    expect((before.json() as { items: { productId: string }[] }).items.map((i) => i.productId)).not.toContain(GOOD_1);

    const res = await upload('?skipInvalid=true');
    expect(res.statusCode).toBe(202);
    const started = res.json() as ImportJob;
    expect(started.status).toBe('running');
    // Received, counted (3 lines), and checking.
    expect(started.progress).toMatchObject({ phase: 'check', totalLines: 3 });
    const job = await finished(started.id);
    expect(job).toMatchObject({
      status: 'succeeded',
      format: 'json-lines',
      skipInvalid: true,
      error: null,
      summary: { lines: 3, imported: 2, created: 2, updated: 0, issues: 1 },
      progress: { phase: 'done', lines: 3, totalLines: 3, fraction: null, table: null },
    });
    expect(job.finishedAt).not.toBeNull();
    expect(await productExists(GOOD_1)).toBe(true);
    expect(await productExists(GOOD_2)).toBe(true);
    expect(await productExists(BAD)).toBe(false);
    expect(job.issues).toEqual([
      { record: 'line 2', field: 'disciplines[0].primaryDiscipline.code', message: 'unknown primary discipline "no-such-subject"' },
    ]);

    const report = await get(job.reportUrl);
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(report.headers['content-disposition']).toBe(`attachment; filename="catalogue-import-${job.id}.csv"`);
    expect(report.headers['cache-control']).toBe('private, no-store');
    expect(report.body).toBe(REPORT_CSV);

    const after = await t.app.inject({ method: 'GET', url: '/api/search?q=Tidal%20Systems%20Uploaded' });
    expect((after.json() as { items: { productId: string }[] }).items.map((i) => i.productId)).toContain(GOOD_1);
  });

  it('a gzip feed imports the same way; a dry run writes nothing; an empty report is the header alone', async () => {
    await t.database.db.deleteFrom('product').where('product_id', 'in', [GOOD_1, GOOD_2]).execute();
    const dry = await finished((await upload('?skipInvalid=true&dryRun=true', gzipSync(FEED), admin, 'application/gzip')).json().id);
    expect(dry).toMatchObject({ status: 'succeeded', dryRun: true, summary: { imported: 2, created: 2, issues: 1 } });
    // A compressed upload's line count is not known while it is received.
    expect(dry.progress.totalLines).toBeNull();
    expect(await productExists(GOOD_1)).toBe(false);

    const good = FEED.toString('utf8').split('\n')[0]!;
    const clean = await finished((await upload('', gzipSync(`${good}\n`), admin, 'application/gzip')).json().id);
    expect(clean).toMatchObject({ status: 'succeeded', summary: { lines: 1, imported: 1, created: 1, issues: 0 } });
    expect((await get(clean.reportUrl)).body).toBe('record,field,message\r\n');
  });

  it('imports an ONIX message the same way; a broken one is reported at its line, nothing written', async () => {
    const onix = readFileSync(new URL('../../fixtures/onix/short-tags.xml', import.meta.url));
    const imported = await finished((await upload('', onix, admin, 'application/xml')).json().id);
    expect(imported).toMatchObject({ status: 'succeeded', format: 'onix', summary: { imported: 1, created: 1, issues: 0 } });
    expect(await productExists('9781999000028')).toBe(true);

    const broken = readFileSync(new URL('../../fixtures/onix/malformed.xml', import.meta.url));
    const job = await finished((await upload('', broken, admin, 'application/xml')).json().id);
    expect(job).toMatchObject({ status: 'failed', format: 'onix', summary: { imported: 0, issues: 1 } });
    expect((await get(job.reportUrl)).body).toBe(
      'record,field,message\r\nline 6,(document),malformed XML: unexpected close tag.\r\n',
    );
  });

  it('lists the history newest first, a bounded page at a time', async () => {
    const all = (await get(URL_BASE)).json() as ImportHistory;
    expect(all.next).toBeNull();
    expect(all.imports.map((i) => i.status)).toEqual(['failed', 'succeeded', 'succeeded', 'succeeded', 'succeeded', 'failed']);
    expect(all.imports.map((i) => i.format)).toEqual(['onix', 'onix', 'json-lines', 'json-lines', 'json-lines', 'json-lines']);
    const first = (await get(`${URL_BASE}?limit=2`)).json() as ImportHistory;
    expect(first.imports.map((i) => i.id)).toEqual(all.imports.slice(0, 2).map((i) => i.id));
    expect(first.next).toBe(all.imports[1]!.id);
    const second = (await get(`${URL_BASE}?limit=2&before=${first.next}`)).json() as ImportHistory;
    expect(second.imports.map((i) => i.id)).toEqual(all.imports.slice(2, 4).map((i) => i.id));
    const last = (await get(`${URL_BASE}?limit=2&before=${second.next}`)).json() as ImportHistory;
    expect(last.imports.map((i) => i.id)).toEqual(all.imports.slice(4, 6).map((i) => i.id));
    expect(last.next).toBeNull();
    expect((await get(`${URL_BASE}?limit=101`)).json().field).toBe('limit');
  });

  it('answers 409 while another import runs (in any process), and takes over one whose process died', async () => {
    const db = t.database.db;
    const other = randomUUID();
    await db
      .insertInto('catalogue_import')
      .values({ id: other, status: 'running', content_type: 'application/x-ndjson', skip_invalid: false, dry_run: false, user_id: 'u', phase: 'check' })
      .execute();
    const refused = await upload('');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'Another catalogue import is running. Wait until it has finished, then upload again.',
    });
    // Its process stopped writing its heartbeat three minutes ago: abandoned.
    await db.updateTable('catalogue_import').set({ heartbeat_at: sql`now() - interval '3 minutes'` }).where('id', '=', other).execute();
    const taken = await upload('?dryRun=true&skipInvalid=true');
    expect(taken.statusCode).toBe(202);
    expect((await get(`${URL_BASE}/${other}`)).json()).toMatchObject({
      status: 'failed',
      error: 'The server stopped during this import; nothing of it was written.',
    });
    expect((await finished(taken.json().id)).status).toBe('succeeded');
  });

  it('refuses a feed past CATALOGUE_UPLOAD_MAX_MB with 413, announced or streamed, and keeps no trace of it', async () => {
    const count = async () => (await db().selectFrom('catalogue_import').select('id').execute()).length;
    const db = () => t.database.db;
    const before = await count();
    const big = Buffer.alloc(2 ** 20 + 1, 0x20);
    const announced = await upload('', big);
    expect(announced.statusCode).toBe(413);
    expect(announced.json().message).toBe('The feed is larger than this server accepts (1,048,576 bytes; CATALOGUE_UPLOAD_MAX_MB).');
    // Without a Content-Length: refused once the limit is passed while it is received.
    const streamed = await upload('', Readable.from([big.subarray(0, 2 ** 19), big.subarray(2 ** 19)]));
    expect(streamed.statusCode).toBe(413);
    expect(await count()).toBe(before);
    // The next upload is not blocked by them.
    expect((await upload('?dryRun=true&skipInvalid=true')).statusCode).toBe(202);
  });

  it('refuses bad input with 400 naming the field, another media type with 415, an unknown import with 404', async () => {
    await pollUntil(async () => (await get(URL_BASE)).json() as ImportHistory, (h) => h.imports.every((i) => i.status !== 'running'), Date.now() + 20_000);
    const maybe = await upload('?skipInvalid=maybe');
    expect(maybe.statusCode).toBe(400);
    expect(maybe.json().field).toBe('skipInvalid');
    const empty = await upload('', '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ field: 'body', message: 'body must hold the feed: it is empty' });
    const json = await upload('', '{"a":1}', admin, 'application/json');
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ field: 'content-type' });
    expect(json.json().message).toMatch(/^content-type must be one of application\/x-ndjson, /);
    const badId = await get(`${URL_BASE}/not-an-id`);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().field).toBe('id');
    const missing = randomUUID();
    for (const url of [`${URL_BASE}/${missing}`, `${URL_BASE}/${missing}/report.csv`]) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(`No catalogue import has the id ${missing}.`);
    }
    // None of those refused uploads left an import behind.
    const running = await t.database.db.selectFrom('catalogue_import').select('id').where('status', '=', 'running').execute();
    expect(running).toEqual([]);
  });
});
