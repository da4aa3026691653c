/**
 * Property-based input fuzz (no input may crash a route or reach a 500): random and hostile
 * values at every route of the app's own OpenAPI document — SQL fragments, NUL and lone surrogates,
 * non-finite numbers, 10 kB strings, arrays where scalars belong, `__proto__` keys, broken
 * percent-encoding, broken JSON bodies. Only 2xx and 4xx may come back, every 4xx in the
 * house error body, and the database is unchanged (the intended writes are left out of the
 * comparison: failed sign-ins counted in `login_throttle`, and on PostgreSQL the rate-limit
 * counters in `rate_limit_hit`).
 *
 * Bounded run time: a fixed seed and 40 runs (each one request per operation, ~700 in all)
 * per database kind; FUZZ_RUNS and FUZZ_SEED widen a search by hand (3 × 200 runs on both kinds
 * found no 500; with the finite-numbers hook removed, 4 seeds out of 4 found its 500).
 */
import net from 'node:net';
import fc from 'fast-check';
import { sql, type Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, pickProduct } from '../../support/test-db.ts';
import { useTestApp } from '../../support/test-app.ts';
import type { DB } from '../../../server/db/types.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);

// --- the hostile values ----------------------------------------------------------------

const sqlFragments = [
  "' OR '1'='1",
  "'; drop table product; --",
  '" or ""="',
  "%' union select null, version() --",
  '\\',
  "\\'",
  '$1',
  ':name',
  "E'\\x00'",
  '1; select pg_sleep(5)',
  "biology' and 1=(select count(*) from pg_class) --",
  '*',
  '%_%',
  '(((',
  '!!&|:*',
];
const specials = [
  '\u0000',
  'bio\u0000logy',
  '\uD800',
  '\uDFFFx',
  'a\uDBFFb',
  '\u202Ebiology',
  '\uFEFF',
  '\r\n',
  ' ',
  '',
  '😀',
  'e\u0301',
  'Infinity',
  '-Infinity',
  'NaN',
  '1e309',
  '-1e309',
  '1e-400',
  '-0',
  '0x1A',
  '9007199254740993',
  '-1',
  '99999999999999999999',
  '1.5',
  'true',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  'prototype',
  '[object Object]',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  'a'.repeat(10_240),
  '😀'.repeat(2_600),
  'biology '.repeat(1_300),
];
/** Written into the URL as they are, not percent-encoded. */
const brokenEncodings = [
  '%',
  '%2',
  '%zz',
  '%E0%A4%A',
  '%C0%AF',
  '%00',
  '%ED%A0%80',
  '%FF%FE',
  '%%41',
  '%u0041',
  '+%2B+',
];

const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...sqlFragments, ...specials) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
);

/** encodeURIComponent, but a lone surrogate (which it refuses) becomes invalid UTF-8 bytes. */
function encode(value: string): string {
  let out = '';
  for (const ch of value) {
    const code = ch.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) out += `%ED%${(0xa0 + ((code >> 6) & 0x1f)).toString(16).toUpperCase()}%80`;
    else out += encodeURIComponent(ch);
  }
  return out;
}

/** One query or path value as written into the URL. */
const urlValue = fc.oneof(
  { weight: 6, arbitrary: hostileString.map(encode) },
  { weight: 1, arbitrary: fc.constantFrom(...brokenEncodings) },
  {
    weight: 1,
    arbitrary: fc.tuple(hostileString, fc.constantFrom(...brokenEncodings)).map(([s, b]) => encode(s) + b),
  },
);

/** A JSON value where a string belongs: wrong types, nesting, prototype keys. */
const jsonValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  {
    weight: 1,
    arbitrary: fc.constantFrom(null, true, 0, -1, 1e308, [], {}, ['a', 'b'], { __proto__: null, toString: 'x' }),
  },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }) },
);

// --- requests built from the OpenAPI document ----------------------------------------------

interface Parameter {
  in: 'query' | 'path' | 'header';
  name: string;
  required?: boolean;
  schema?: { enum?: unknown[]; type?: string };
}
interface Operation {
  method: 'GET' | 'POST';
  path: string;
  parameters: Parameter[];
  hasBody: boolean;
}

function operationsOf(doc: {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: unknown }>>;
}): Operation[] {
  const out: Operation[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      out.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        parameters: op.parameters ?? [],
        hasBody: op.requestBody !== undefined,
      });
    }
  }
  return out;
}

interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  remoteAddress: string;
}

const headerSafe = fc.oneof(
  fc.constantFrom(...sqlFragments, 'Infinity', 'a'.repeat(10_240), '__proto__', ''),
  fc.string({ unit: 'grapheme-ascii', maxLength: 30 }),
);

const rawBodies = [
  '',
  '{',
  '{"email":',
  'null',
  '[]',
  '"x"',
  '{"__proto__":{"admin":true},"email":"a@b.c","password":"x"}',
  '{"constructor":{"prototype":{"admin":true}},"email":"a@b.c","password":"x"}',
  '{"email":"a@b.c","password":"x","email":"b@c.d"}',
  `{"email":"${'a'.repeat(10_240)}@b.c","password":"x"}`,
  '{"email":"a@b.c","password":"\\u0000"}',
  '{"email":"a@b.c","password":"\\ud800"}',
  '{"email":1e309,"password":NaN}',
  '\u0000',
  '<?xml version="1.0"?><x/>',
];

const nonFinite = ['Infinity', '-Infinity', '1e309', '-1e309', 'NaN', '1e-400', '-0', '1.5', '0x10', '-1', '1e9'];

/** A valid value of the parameter, so a request gets past validation into the handler and SQL. */
function plausibleFor(param: Parameter, productId: string): fc.Arbitrary<string> {
  if (param.schema?.enum?.length) return fc.constantFrom(...param.schema.enum.map(String));
  if (param.schema?.type === 'integer') return fc.constantFrom('0', '1', '24', '48');
  if (param.schema?.type === 'boolean') return fc.constantFrom('true', 'false');
  if (param.name === 'file') return fc.constant(`${productId}.svg`);
  if (/productId|pId/.test(param.name)) return fc.constantFrom(productId, 'NO-SUCH-PRODUCT');
  if (/country|institution/.test(param.name)) return fc.constantFrom('US', 'GB');
  if (param.name === 'q') return fc.constantFrom('biology', 'bio', 'chemistry 101', '9780134093413', 'a b c d');
  return fc.constantFrom('biology', 'history');
}

/** A hostile value, leaning towards what breaks the parameter's own type. */
function hostileFor(param: Parameter): fc.Arbitrary<string> {
  const typed =
    param.schema?.type === 'integer' || param.schema?.type === 'boolean'
      ? fc.constantFrom(...nonFinite)
      : hostileString;
  return fc.oneof({ weight: 2, arbitrary: typed.map(encode) }, { weight: 1, arbitrary: urlValue });
}

/**
 * A request where every documented parameter is absent or valid except one (the target),
 * which is hostile, sometimes repeated (an array where a scalar belongs); now and then an
 * undocumented or prototype key besides. One hostile value at a time reaches the handler.
 */
function requestFor(op: Operation, productId: string): fc.Arbitrary<FuzzRequest> {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const params = [...pathParams, ...queryParams];
  const target = params.length
    ? fc.option(fc.constantFrom(...params), { nil: undefined, freq: 6 })
    : fc.constant(undefined);
  const extraKey = fc.tuple(
    fc.constantFrom(
      '__proto__',
      '__proto__[admin]',
      'constructor',
      'constructor[prototype][x]',
      'q[]',
      'limit[0]',
      'a'.repeat(300),
      '%zz',
    ),
    fc.array(urlValue, { minLength: 1, maxLength: 2 }),
  );
  const values = target.chain((hostile) =>
    fc.tuple(
      fc.constant(hostile),
      fc.tuple(
        ...params.map((p) =>
          p === hostile
            ? fc.oneof(
                { weight: 4, arbitrary: hostileFor(p).map((v) => [v]) },
                { weight: 1, arbitrary: fc.array(hostileFor(p), { minLength: 2, maxLength: 3 }) },
              )
            : p.in === 'path' || p.required
              ? plausibleFor(p, productId).map((v) => [encode(v)])
              : fc.oneof(
                  { weight: 2, arbitrary: fc.constant([] as string[]) },
                  { weight: 1, arbitrary: plausibleFor(p, productId).map((v) => [encode(v)]) },
                ),
        ),
      ),
    ),
  );
  const body = op.hasBody
    ? fc.oneof(
        fc
          .record({ email: jsonValue, password: jsonValue }, { requiredKeys: [] })
          .map((b) => ({ type: 'application/json', text: JSON.stringify(b) })),
        fc.constantFrom(...rawBodies).map((text) => ({ type: 'application/json', text })),
        fc
          .tuple(
            fc.constantFrom(
              'text/plain',
              'application/x-www-form-urlencoded',
              'multipart/form-data',
              'application/json; charset=latin1',
              'application/json\u0000',
            ),
            fc.constantFrom(...rawBodies),
          )
          .map(([type, text]) => ({ type, text })),
      )
    : fc.constant(undefined);

  return fc
    .record({
      values,
      extra: fc.option(extraKey, { nil: undefined, freq: 4 }),
      body,
      auth: fc.option(
        headerSafe.map((v) => `Bearer ${v}`),
        { nil: undefined },
      ),
      address: fc.ipV4(),
    })
    .map(({ values: [, chosen], extra, body: b, auth, address }) => {
      let path = op.path;
      const parts: string[] = [];
      params.forEach((p, i) => {
        const given = chosen[i] ?? [];
        if (p.in === 'path') path = path.replace(`{${p.name}}`, given[0] ?? '');
        else for (const v of given) parts.push(`${p.name}=${v}`);
      });
      if (extra) for (const v of extra[1]) parts.push(`${extra[0]}=${v}`);
      const headers: Record<string, string> = {};
      if (auth) headers.authorization = auth;
      if (b) headers['content-type'] = b.type.replace('\u0000', '');
      return {
        method: op.method,
        url: parts.length ? `${path}?${parts.join('&')}` : path,
        headers,
        payload: b?.text,
        remoteAddress: address,
      };
    });
}

// --- the database, compared before and after ----------------------------------------------

async function snapshot(db: Kysely<DB>): Promise<Record<string, string>> {
  const { rows: tables } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'
      -- What a request leaves by design: throttles, and the ids of the searches answered (which
      -- click evidence must name: server/modules/search/served-queries.ts).
      and table_name not in ('login_throttle', 'rate_limit_hit', 'search_served_query')
    order by table_name`.execute(db);
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = await sql<{ n: number; digest: string | null }>`
      select count(*)::int as n, md5(string_agg(t::text, '|' order by t::text)) as digest
      from ${sql.table(name)} t`.execute(db);
    out[name] = `${rows[0]?.n}:${rows[0]?.digest}`;
  }
  return out;
}

/** The house error body (contract/schemas/common.ts ErrorBody), with the status it came with. */
function expectHouseError(status: number, contentType: string | undefined, text: string, what: string): void {
  expect(contentType, what).toMatch(/^application\/json/);
  const parsed = JSON.parse(text) as Record<string, unknown>;
  expect(parsed.statusCode, what).toBe(status);
  expect(typeof parsed.error, what).toBe('string');
  expect(typeof parsed.message, what).toBe('string');
}

describe.each(databaseKinds)('input fuzz over the OpenAPI routes on %s', (kind) => {
  const t = useTestApp(kind, { seed: { products: 20 }, env: { SEARCH_RATE_PER_MINUTE: '0' } });

  it('answers only 2xx or 4xx in the house body, and changes nothing', async () => {
    const doc = t.app.swagger() as Parameters<typeof operationsOf>[0];
    const operations = operationsOf(doc);
    expect(operations.length).toBeGreaterThanOrEqual(15);
    const productId = await pickProduct(t.database.db, 'true', 'product');
    const before = await snapshot(t.database.db);
    const seen = new Map<string, number>();

    await fc.assert(
      // Each run sends one request to every operation, in document order.
      fc.asyncProperty(fc.tuple(...operations.map((op) => requestFor(op, productId))), async (requests) => {
        for (const request of requests) {
          const res = await t.app.inject({
            method: request.method as 'GET',
            url: request.url,
            headers: request.headers,
            ...(request.payload !== undefined ? { payload: request.payload } : {}),
            remoteAddress: request.remoteAddress,
          });
          const what = `${request.method} ${request.url.slice(0, 300)} → ${res.statusCode} ${res.body.slice(0, 200)}`;
          seen.set(String(res.statusCode), (seen.get(String(res.statusCode)) ?? 0) + 1);
          const family = Math.floor(res.statusCode / 100);
          expect(family === 2 || family === 4 ? 'a 2xx or 4xx' : what).toBe('a 2xx or 4xx');
          if (family === 4) expectHouseError(res.statusCode, res.headers['content-type'] as string, res.body, what);
        }
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );

    // The runs reached past validation too, not only 400s.
    expect(seen.get('200') ?? 0).toBeGreaterThan(0);
    expect(await snapshot(t.database.db)).toEqual(before);
  }, 60_000);
});

/** Raw HTTP: what the HTTP parser rejects before Fastify routes anything. */
describe('errors before routing, over a real socket', () => {
  const t = useTestApp('pglite', { seed: false });
  let port = 0;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });

  function raw(request: string): Promise<{ status: number; contentType: string | undefined; body: string }> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
      let data = '';
      socket.setEncoding('latin1');
      socket.on('data', (chunk) => (data += chunk));
      socket.on('error', reject);
      socket.on('close', () => {
        const [head = '', body = ''] = data.split('\r\n\r\n');
        const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
        const contentType = /\r\ncontent-type: ([^\r]+)/i.exec(head)?.[1];
        resolve({ status, contentType, body });
      });
    });
  }

  it.each([
    ['headers over 16 kB', `GET /api/discipline HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
    ['a request line that is not HTTP', 'GARBAGE\r\n\r\n', 400],
    ['a header without a colon', 'GET / HTTP/1.1\r\nHost: x\r\nbroken header\r\n\r\n', 400],
  ])('%s: %i in the house body', async (_what, request, status) => {
    const res = await raw(request);
    expect(res.status).toBe(status);
    expectHouseError(status, res.contentType, res.body, res.body);
  });
});
