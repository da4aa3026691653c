/**
 * Nothing lost to hostile text (hostile-text issue, item 3): a property test over the whole API.
 *
 * For every operation of the app's own OpenAPI document and every string, number, boolean and
 * array field it takes (path, query, JSON body, nested body fields), a request that is valid
 * except for that one field, which holds a hostile value: NUL, lone surrogates, other control
 * characters, right-to-left and zero-width characters, 10,000 characters, numbers as strings,
 * 1e309, nested arrays, objects with `__proto__` keys. Then fast-check's own random strings.
 *
 * What must hold:
 *  - never a 5xx; every 4xx in the house JSON body; a 400 names the field (or `__proto__`);
 *  - a value that breaks the text rule (NUL, a lone surrogate in JSON, a control character),
 *    a non-finite number or an array nested where a value belongs is refused (4xx), never
 *    accepted;
 *  - well-behaved clients posting events and field metrics between the hostile requests lose
 *    nothing: every good event reaches search_event and every metric web_vital, and the events
 *    writer dropped no row (nothing bad got as far as the database).
 *
 * Bounded: a fixed seed (FUZZ_SEED) and FUZZ_RUNS random runs (default 60) per database kind;
 * `npm run fuzz:api -- --runs 2000` runs longer. The summary line gives the counts.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, pickProduct } from '../../support/test-db.ts';
import { useTestApp } from '../../support/test-app.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const TIMEOUT_MS = Number(process.env.FUZZ_TIMEOUT_MS ?? 120_000);

// --- the hostile values ------------------------------------------------------------------

/** A JSON value, or raw JSON text (for what JSON.stringify cannot write, such as 1e309). */
type Hostile = { name: string; value: unknown; raw?: string; mustRefuse: 'json' | 'always' | false };

const RAW = '@@raw@@'; // a placeholder string, replaced in the JSON text by the raw value

const HOSTILE: Hostile[] = [
  { name: 'NUL', value: 'bio\u0000logy', mustRefuse: 'always' },
  { name: 'only NUL', value: '\u0000', mustRefuse: 'always' },
  { name: 'lone high surrogate', value: 'bio\uD800logy', mustRefuse: 'json' },
  { name: 'lone low surrogate', value: '\uDFFFx', mustRefuse: 'json' },
  { name: 'ESC sequence', value: '\u001B[2J', mustRefuse: 'always' },
  { name: 'line break', value: 'bio\nlogy', mustRefuse: 'always' },
  { name: 'RTL override', value: '\u202Ebiology\u202C', mustRefuse: false },
  { name: 'RTL mark and Arabic', value: 'كيمياء\u200F', mustRefuse: false },
  { name: 'zero-width characters', value: 'bio\u200Blogy\u200D\u2060', mustRefuse: false },
  { name: 'combining marks (NFD)', value: 'Cafe\u0301', mustRefuse: false },
  { name: '10,000 characters', value: 'a'.repeat(10_000), mustRefuse: false },
  { name: '10,000 emoji', value: '😀'.repeat(10_000), mustRefuse: false },
  { name: 'number as string', value: '12', mustRefuse: false },
  { name: '1e309 as string', value: '1e309', mustRefuse: false },
  { name: '1e309 literal', value: null, raw: '1e309', mustRefuse: 'always' },
  { name: '-1e309 literal', value: null, raw: '-1e309', mustRefuse: 'always' },
  { name: 'nested arrays', value: [['x', ['y']]], mustRefuse: 'always' },
  { name: 'empty array', value: [], mustRefuse: false },
  { name: '__proto__ key', value: null, raw: '{"__proto__":{"isAdmin":true}}', mustRefuse: 'always' },
  { name: 'constructor.prototype key', value: null, raw: '{"constructor":{"prototype":{"x":1}}}', mustRefuse: 'always' },
  { name: '__proto__ as text', value: '__proto__', mustRefuse: false },
  { name: 'SQL', value: "'; drop table search_event; --", mustRefuse: false },
  { name: 'null', value: null, mustRefuse: false },
  { name: 'object', value: { a: 'b' }, mustRefuse: 'always' },
];

/** C0 controls but tab, and DEL: every text field on the wire is one line. */
const hasControl = (s: string) =>
  [...s].some((ch) => {
    const c = ch.codePointAt(0)!;
    return (c < 0x20 && c !== 0x09) || c === 0x7f;
  });
/** Iterating by code point leaves a lone surrogate as a code point of its own. */
const hasLoneSurrogate = (s: string) =>
  [...s].some((ch) => {
    const c = ch.codePointAt(0)!;
    return c >= 0xd800 && c <= 0xdfff;
  });

// --- targets from the OpenAPI document -------------------------------------------------------

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  format?: string;
}
interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}
interface OpenApi {
  paths: Record<
    string,
    Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>
  >;
}

interface Target {
  op: string; // "POST /api/events"
  method: string;
  path: string;
  where: 'path' | 'query' | 'body';
  /** The field as the API names it: `q`, `events.0.query`. */
  field: string;
  /** Body fields: the path into the body. */
  keys: (string | number)[];
  kind: string;
}

const kindOf = (s: JsonSchema | undefined): string => {
  if (!s) return 'unknown';
  if (s.enum) return 'enum';
  if (s.anyOf) return s.anyOf.map(kindOf).join('|');
  return Array.isArray(s.type) ? s.type.join('|') : (s.type ?? 'unknown');
};

function bodyTargets(schema: JsonSchema, keys: (string | number)[], out: Omit<Target, 'op' | 'method' | 'path' | 'where'>[]) {
  const variants = schema.anyOf ?? [schema];
  for (const s of variants) {
    if (s.type === 'object' && s.properties) {
      for (const [name, inner] of Object.entries(s.properties)) {
        const here = [...keys, name];
        out.push({ field: here.join('.'), keys: here, kind: kindOf(inner) });
        bodyTargets(inner, here, out);
      }
    } else if (s.type === 'array' && s.items) {
      bodyTargets(s.items, [...keys, 0], out);
    }
  }
}

function targetsOf(doc: OpenApi): { operations: string[]; targets: Target[] } {
  const operations: string[] = [];
  const targets: Target[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [m, op] of Object.entries(ops)) {
      const method = m.toUpperCase();
      const name = `${method} ${path}`;
      operations.push(name);
      for (const p of op.parameters ?? []) {
        if (p.in !== 'path' && p.in !== 'query') continue;
        targets.push({ op: name, method, path, where: p.in, field: p.name, keys: [p.name], kind: kindOf(p.schema) });
      }
      const schema = op.requestBody?.content?.['application/json']?.schema;
      if (schema) {
        const found: Omit<Target, 'op' | 'method' | 'path' | 'where'>[] = [];
        bodyTargets(schema, [], found);
        for (const f of found) targets.push({ op: name, method, path, where: 'body', ...f });
      }
    }
  }
  return { operations, targets };
}

// --- valid requests, one hostile field at a time ---------------------------------------------

/** A body each POST accepts (or refuses only for the right reason, e.g. 401 for a wrong password). */
function validBody(op: string, productId: string): Record<string, unknown> | undefined {
  switch (op) {
    case 'POST /api/auth/login':
      return { email: 'nobody@example.edu', password: 'not-the-password' };
    case 'POST /api/events':
      return {
        events: [
          {
            type: 'result-click',
            ageMs: 0,
            queryId: 'abcdefgh',
            query: 'biology',
            results: 3,
            position: 1,
            productId,
            facet: 'subject',
            value: 'biology',
            orgClass: 'higher_ed',
          },
        ],
      };
    case 'POST /api/metrics':
      return { metrics: [{ name: 'LCP', value: 1200, rating: 'good', route: '/search' }] };
    case 'POST /api/learning/synonyms':
      return { term: 'bio 101', replacement: 'introductory statistics' }; // no hostile text folds to it
    case 'POST /api/learning/rejections':
      return { term: 'zzz 999' };
    case 'PUT /api/learning/click-ranking':
      return { enabled: true };
    default:
      return undefined;
  }
}

function validParam(name: string, kind: string, productId: string): string | undefined {
  switch (name) {
    case 'productId':
    case 'pId':
      return productId;
    case 'file':
      return `${productId}.svg`;
    case 'q':
      return 'biology';
    case 'institution':
      return 'ORG-US-K12-001'; // an organisation: the K-12 licence call needs one
    case 'days':
      return '7';
    default:
      return kind === 'integer' ? '1' : undefined;
  }
}

/** Sets `value` at `keys` in a copy of `body`. */
function withValue(body: unknown, keys: (string | number)[], value: unknown): unknown {
  if (keys.length === 0) return value;
  const [first, ...rest] = keys;
  const copy = Array.isArray(body) ? [...body] : { ...(body as Record<string, unknown>) };
  (copy as Record<string | number, unknown>)[first!] = withValue(
    (body as Record<string | number, unknown> | undefined)?.[first!],
    rest,
    value,
  );
  return copy;
}

/** A lone surrogate cannot be percent-encoded: it goes into the URL as is (becoming U+FFFD). */
const encode = (s: string) => [...s].map((ch) => (/\p{Cs}/u.test(ch) ? ch : encodeURIComponent(ch))).join('');

interface Built {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

function build(target: Target, hostile: Hostile, productId: string, auth: Record<string, string>, doc: OpenApi): Built {
  const op = doc.paths[target.path]![target.method.toLowerCase()]!;
  let url = target.path;
  const query: string[] = [];
  for (const p of op.parameters ?? []) {
    if (p.in !== 'path' && p.in !== 'query') continue;
    const isTarget = target.where === p.in && target.field === p.name;
    let values: string[];
    if (isTarget) {
      const v = hostile.raw ?? hostile.value;
      // In a URL an array is the parameter repeated; an object or raw JSON goes as its text.
      values = Array.isArray(v) ? v.flat(3).map(String) : [typeof v === 'string' ? v : JSON.stringify(v)];
      if (Array.isArray(v) && values.length === 0) values = [''];
    } else {
      const valid = validParam(p.name, kindOf(p.schema), productId);
      values = valid === undefined ? [] : [valid];
    }
    if (p.in === 'path') url = url.replace(`{${p.name}}`, encode(values[0] ?? ''));
    else for (const v of values) query.push(`${p.name}=${encode(v)}`);
  }
  if (query.length) url += `?${query.join('&')}`;
  const headers: Record<string, string> = { ...auth };
  let payload: string | undefined;
  const body = validBody(`${target.method} ${target.path}`, productId);
  if (body) {
    headers['content-type'] = 'application/json';
    if (target.where === 'body') {
      const text = JSON.stringify(withValue(body, target.keys, hostile.raw !== undefined ? RAW : hostile.value));
      payload = hostile.raw !== undefined ? text.replace(`"${RAW}"`, hostile.raw) : text;
    } else payload = JSON.stringify(body);
  }
  return { method: target.method, url, headers, payload };
}

// --- the run ---------------------------------------------------------------------------------

interface Tally {
  requests: number;
  byStatus: Map<number, number>;
  fiveHundreds: number;
  goodEvents: number;
  goodMetrics: number;
}

describe.each(databaseKinds)('hostile values over every route of the OpenAPI document on %s', (kind) => {
  const t = useTestApp(kind, { seed: { products: 20 }, env: { SEARCH_RATE_PER_MINUTE: '0', EVENTS_MAINTENANCE_MINUTES: '0' } });
  let productId: string;
  let auth: Record<string, string>;
  let doc: OpenApi;
  beforeAll(async () => {
    productId = await pickProduct(t.database.db, 'true', 'product');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@example.edu', password: 'exchange-demo' },
    });
    const { token, userId } = login.json() as { token: string; userId: string };
    auth = { authorization: `Bearer ${token}`, 'x-user-id': userId };
    doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as OpenApi;
  }, TIMEOUT_MS);

  it('every string a route takes keeps to the text rule: the text format, a list of values, or an ASCII pattern', async () => {
    const loose: string[] = [];
    let strings = 0;
    const check = (where: string, schema: JsonSchema | undefined) => {
      if (!schema) return;
      for (const s of schema.anyOf ?? [schema]) {
        if (s.type === 'string') {
          strings++;
          const pattern = (s as { pattern?: string }).pattern;
          // Explicit ASCII classes only: once escapes (\. \|) are taken out, no '.' outside a
          // class, no negated class, no \S \W \D, nothing past U+007F.
          const bare = pattern?.replace(/\\[.|\\/-]/g, '');
          const asciiPattern =
            bare !== undefined && !/\.(?![^[]*\])|\[\^|\\[SWDpPu]/.test(bare) && [...bare].every((ch) => ch.charCodeAt(0) < 0x80);
          if (!(s.format === 'text' || s.format === 'multiline-text' || s.enum || asciiPattern)) loose.push(where);
        }
        for (const [name, inner] of Object.entries(s.properties ?? {})) check(`${where}.${name}`, inner);
        if (s.items) check(`${where}[]`, s.items);
      }
    };
    for (const [path, ops] of Object.entries(doc.paths))
      for (const [m, op] of Object.entries(ops)) {
        for (const p of op.parameters ?? []) check(`${m.toUpperCase()} ${path} ${p.in} ${p.name}`, p.schema);
        check(`${m.toUpperCase()} ${path} body`, op.requestBody?.content?.['application/json']?.schema);
      }
    expect(strings).toBeGreaterThan(30);
    expect(loose).toEqual([]);
  });

  it('never a 5xx; bad text refused with a 400 naming the field; good clients lose nothing', async () => {
    const { operations, targets } = targetsOf(doc);
    expect(operations.length).toBeGreaterThanOrEqual(15);
    // The routes that take text: the text rule reaches each of them.
    for (const field of ['q', 'events.0.query', 'events.0.value', 'email', 'password', 'token', 'institution'])
      expect(targets.map((x) => x.field), field).toContain(field);

    const tally: Tally = { requests: 0, byStatus: new Map(), fiveHundreds: 0, goodEvents: 0, goodMetrics: 0 };
    const failures: string[] = [];
    const goodQueries: string[] = [];
    let address = 0;
    const nextAddress = () => `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address++ & 255}`;

    /** A well-behaved client: one event and one field metric, each from its own address. */
    const goodClient = async () => {
      const query = `good client ${goodQueries.length}`;
      goodQueries.push(query);
      const ev = await t.app.inject({
        method: 'POST',
        url: '/api/events',
        payload: { events: [{ type: 'suggestion-click', ageMs: 0, query }] },
        remoteAddress: nextAddress(),
      });
      const me = await t.app.inject({
        method: 'POST',
        url: '/api/metrics',
        payload: { metrics: [{ name: 'TTFB', value: 4321, rating: 'good', route: '/good-client' }] },
        remoteAddress: nextAddress(),
      });
      if (ev.statusCode !== 204) failures.push(`good event → ${ev.statusCode} ${ev.body}`);
      if (me.statusCode !== 204 && me.statusCode !== 200) failures.push(`good metric → ${me.statusCode} ${me.body}`);
      else tally.goodMetrics++;
      tally.goodEvents++;
    };

    const send = async (target: Target, hostile: Hostile) => {
      const request = build(target, hostile, productId, auth, doc);
      const res = await t.app.inject({ ...request, method: request.method as 'GET', remoteAddress: nextAddress() });
      tally.requests++;
      tally.byStatus.set(res.statusCode, (tally.byStatus.get(res.statusCode) ?? 0) + 1);
      const what = `${target.op} ${target.where} ${target.field} = ${hostile.name} → ${res.statusCode} ${res.body.slice(0, 160)}`;
      if (res.statusCode >= 500) {
        tally.fiveHundreds++;
        failures.push(what);
        return;
      }
      const refused = res.statusCode >= 400;
      const inJson = target.where === 'body';
      // In a URL only text travels: an object, an array or 1e309 is just text there (refused or
      // not by the parameter's own type), and a lone surrogate arrives as U+FFFD. Control
      // characters reach the server and must be refused.
      const mustRefuse = inJson ? hostile.mustRefuse !== false : hostile.mustRefuse === 'always' && typeof hostile.value === 'string';
      if (mustRefuse && !refused) failures.push(`accepted: ${what}`);
      if (!refused) return;
      if (!/^application\/json/.test(String(res.headers['content-type']))) return void failures.push(`not JSON: ${what}`);
      const body = res.json() as { statusCode?: number; field?: string };
      if (body.statusCode !== res.statusCode) failures.push(`not the house body: ${what}`);
      if (res.statusCode === 400) {
        const named =
          body.field === target.field ||
          (target.where === 'body' && body.field?.startsWith(`${target.field}.`)) ||
          (hostile.raw?.includes('__proto__') && body.field === '__proto__') ||
          (hostile.raw?.includes('constructor') && body.field === 'constructor');
        if (!named) failures.push(`400 not naming ${target.field}: ${what}`);
      }
    };

    // Every field × every hostile value, a good client after each field.
    for (const target of targets) {
      for (const hostile of HOSTILE) await send(target, hostile);
      await goodClient();
    }

    // Then random strings and numbers from fast-check, at random fields.
    const randomHostile: fc.Arbitrary<Hostile> = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }).map((value): Hostile => ({
        name: `random ${JSON.stringify(value)}`,
        value,
        mustRefuse: hasControl(value) ? 'always' : hasLoneSurrogate(value) ? 'json' : false,
      })),
      fc.oneof(fc.double(), fc.integer()).map((value) => ({ name: `number ${value}`, value, mustRefuse: false as const })),
      fc.array(fc.string({ unit: 'grapheme', maxLength: 8 }), { maxLength: 3 }).map((value) => ({
        name: `array ${JSON.stringify(value)}`,
        value,
        mustRefuse: false as const,
      })),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...targets), randomHostile, async (target, hostile) => {
        const before = failures.length;
        await send(target, hostile);
        if (tally.requests % 10 === 0) await goodClient();
        return failures.length === before;
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );

    // Everything the good clients sent is there, and the writer dropped nothing.
    await t.app.searchEvents.flush();
    const stored = new Set(
      (await t.database.db.selectFrom('search_event').select('query').where('query', 'like', 'good client %').execute()).map(
        (r) => r.query,
      ),
    );
    const lost = goodQueries.filter((q) => !stored.has(q));
    const metrics = await t.database.db
      .selectFrom('web_vital')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('route', '=', '/good-client')
      .executeTakeFirstOrThrow();

    const fieldCount = new Set(targets.map((x) => `${x.op} ${x.where} ${x.field}`)).size;
    console.log(
      `hostile API (${kind}): ${operations.length} routes, ${fieldCount} fields, ${HOSTILE.length} fixed values each ` +
        `+ ${RUNS} random; ${tally.requests} hostile requests, ${tally.fiveHundreds} answered 5xx; ` +
        `statuses ${JSON.stringify(Object.fromEntries([...tally.byStatus].sort((a, b) => a[0] - b[0])))}; ` +
        `good clients: ${goodQueries.length} events (${lost.length} lost), ${Number(metrics.n)} metrics; ` +
        `writer dropped ${JSON.stringify(t.app.searchEvents.stats.dropped)}`,
    );
    expect(failures.slice(0, 20)).toEqual([]);
    expect(tally.fiveHundreds).toBe(0);
    expect(lost).toEqual([]);
    expect(Number(metrics.n)).toBe(tally.goodMetrics);
    expect(t.app.searchEvents.stats.dropped).toEqual({ invalid: 0, refused: 0, unavailable: 0, overflow: 0 });
  }, TIMEOUT_MS);
});
