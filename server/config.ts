/**
 * Server configuration, read once from the environment: the numeric variables through a TypeBox
 * schema (bounds and defaults in one place, errors naming the variable), the others as text.
 * Every knob is documented in docs/configuration.md.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Type, type Static } from 'typebox';
import { Compile } from 'typebox/compile';
import Value from 'typebox/value';
import { videoEmbedHostsFrom } from '../contract/addresses.ts';
import { SESSION_IDLE_SECONDS, SESSION_TOLERANCE_SECONDS } from '../contract/limits.ts';

export interface Config {
  /** TCP port for the API and the PWA (default 8080). */
  port: number;
  host: string;
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  databaseUrl: string | undefined;
  /** Optional read replica for cacheable catalogue reads. */
  databaseReadUrl: string | undefined;
  /** Folder of the embedded database (PGlite). `memory://` keeps it in memory. */
  dataDir: string;
  /** Folder of the built PWA served at `/`. */
  distDir: string;
  /** Number of demo products loaded into an empty database on start. */
  demoProducts: number;
  /** Seed of the demo catalogue: the same seed gives the same catalogue. */
  demoSeed: number;
  /**
   * Base URL of a real course console (CONSOLE_BASE_URL). null: the stand-in console of this
   * server, at the address each request came to (contract/console.ts), as the client's dev
   * environment reads it.
   */
  consoleBaseUrl: string | null;
  /** Secret used to sign LMS integration tokens. */
  lmsTokenSecret: string;
  /** Longest lifetime an LMS integration token may claim, in seconds (default 8 h). */
  lmsTokenMaxSeconds: number;
  logLevel: string;
  /** Trust X-Forwarded-For (only behind a proxy you run); else a caller could forge its address. */
  trustProxy: boolean;
  /**
   * METRICS_TOKEN: when set, GET /metrics asks for `Authorization: Bearer <token>` (Prometheus's
   * `authorization` setting).
   */
  metricsToken: string | null;
  /**
   * GET /metrics without a token: answered outside production (a developer's machine, the tests);
   * with NODE_ENV=production and no METRICS_TOKEN it answers 403 (issue 41: route counts, pool
   * sizes and zero-result rates were anyone's who reached the port). docs/operations.md §7.
   */
  metricsOpen: boolean;
  /** Session idle timeout in seconds (spec §9: 1800 s) and validity tolerance (spec §9: 10 s). */
  sessionIdleSeconds: number;
  sessionToleranceSeconds: number;
  /** Memory for search answers kept in the server (MiB); 0 turns the cache off. */
  searchCacheMb: number;
  /** How long a kept search answer is served (seconds, at most the answers' max-age of 60). */
  searchCacheSeconds: number;
  /** How often the server compares the catalogue version, to drop answers another process made stale (ms). */
  catalogueCheckMs: number;
  /** PostgreSQL: the wait for a connection, and the bound on each statement (ms). */
  dbConnectTimeoutMs: number;
  dbStatementTimeoutMs: number;
  /** PostgreSQL: repeated statements prepared once per connection (server/db/prepared-statements.ts). */
  dbPreparedStatements: boolean;
  /** Search, autocomplete and facet-count requests one client address may make per minute (0: no limit). */
  searchRatePerMinute: number;
  /**
   * Test only (TEST_FAULTS=1): a request whose cookie `test-fault` names calls (`product`,
   * `offers`, `available`, `feature`, `user`, comma-separated) gets a 500 for them
   * (plugins/test-faults.ts), so e2e tests reach the error states through the real server.
   */
  testFaults: boolean;
  /**
   * Sign-in attempts one address may make per 15 minutes (LOGIN_ATTEMPTS_PER_ADDRESS, default
   * 30). The e2e server raises it: every test signs in from 127.0.0.1.
   */
  loginAttemptsPerAddress: number;
  /**
   * Catalogue files (JSON lines, comma-separated paths: IMPORT_ON_START) imported after the
   * demo seed at start, e.g. the e2e tests' product with hostile description HTML.
   */
  importOnStart: string[];
  /** Hosts whose video players catalogue data may embed (VIDEO_EMBED_HOSTS; contract/addresses.ts). */
  videoEmbedHosts: readonly string[];
  /** Event-loop lag (ms) above which new requests are shed with 503 (0: never). */
  loadShedEventLoopDelayMs: number;
  /** Redis for rate limits shared by several processes (REDIS_URL); unset: PostgreSQL, or memory on PGlite. */
  redisUrl: string | undefined;
  /** Prefix of this deployment's Redis channels (REDIS_KEY_PREFIX, default `exchange`), so deployments can share one Redis. */
  redisPrefix: string;
  /** OTEL_EXPORTER_OTLP_ENDPOINT: where traces go (cluster/tracing.ts); unset, nothing is traced. */
  otelEndpoint: string | undefined;
  /**
   * EVENTS_DURABLE_ACK=1: POST /api/events answers 204 only once its events are written (503
   * when the database cannot take them within 3 s; the browser's queue sends them again), so a
   * crashed process loses none. Unset: 204 at once, a crash loses the last second's events.
   */
  eventsDurableAck: boolean;
  /**
   * The key behind the daily salt of the events' address hashes (EVENTS_ADDRESS_SECRET, 32+
   * characters; unset: derived from the LMS token secret, so every process of a deployment
   * agrees without another setting). modules/insights/client-key.ts.
   */
  eventsAddressSecret: string;
  /** Search events are kept this many days (EVENTS_RETENTION_DAYS, default 90). */
  eventsRetentionDays: number;
  /** Minutes between two runs of the events' clean-up and roll-up (EVENTS_MAINTENANCE_MINUTES, 60; 0: never). */
  eventsMaintenanceMinutes: number;
  /** Demo search events written with a fresh demo catalogue (DEMO_EVENTS, default 20,000). */
  demoEvents: number;
  /** Server processes (WEB_CONCURRENCY, node's cluster module); PostgreSQL only, PGlite runs one. */
  webConcurrency: number;
  /**
   * The catalogue's public address (PUBLIC_ORIGIN, e.g. `https://catalogue.example.edu`): the
   * canonical addresses, link previews and sitemaps name it. Unset: the address each request
   * came to (fine behind one name; set it where a forged Host header could reach a shared cache).
   */
  publicOrigin: string | null;
  /**
   * Who draws a first visit's page (PAGE_RENDERING): 'server' (the default), React's server
   * renderer (the page arrives whole, the app hydrates it: server/plugins/page-renderer.ts), or
   * 'browser', the build's prerendered shells that the app replaces (docs/architecture.md).
   */
  pageRendering: 'server' | 'browser';
  /** The largest feed the admins' import API accepts, in bytes (CATALOGUE_UPLOAD_MAX_MB, default 2048). */
  catalogueUploadMaxBytes: number;
}

/** A whole number of something, at least 0; `fallback` when the variable is unset or empty. */
const Whole = (fallback: number, options: { maximum?: number } = {}) =>
  Type.Integer({ minimum: 0, default: fallback, ...options });

/**
 * The numeric variables, each once: its bounds and its default (those that depend on another
 * setting are Optional and defaulted in loadConfig). The other variables are strings or flags,
 * read as they are.
 */
const NumericEnv = Type.Object({
  PORT: Whole(8080),
  DEMO_PRODUCTS: Whole(3000),
  DEMO_SEED: Whole(1),
  LMS_TOKEN_MAX_HOURS: Whole(8),
  SESSION_IDLE_SECONDS: Whole(SESSION_IDLE_SECONDS),
  SESSION_TOLERANCE_SECONDS: Whole(SESSION_TOLERANCE_SECONDS),
  SEARCH_CACHE_MB: Whole(128),
  // At most the answers' own max-age: a kept answer is never older than a browser's copy may be.
  SEARCH_CACHE_SECONDS: Whole(60, { maximum: 60 }),
  CATALOGUE_CHECK_MS: Whole(1000),
  DB_CONNECT_TIMEOUT_MS: Whole(1000),
  DB_STATEMENT_TIMEOUT_MS: Whole(10000),
  SEARCH_RATE_PER_MINUTE: Whole(1200),
  LOGIN_ATTEMPTS_PER_ADDRESS: Whole(30),
  LOAD_SHED_EVENT_LOOP_DELAY_MS: Type.Optional(Type.Integer({ minimum: 0 })),
  EVENTS_RETENTION_DAYS: Whole(90),
  EVENTS_MAINTENANCE_MINUTES: Whole(60),
  DEMO_EVENTS: Whole(20_000),
  WEB_CONCURRENCY: Whole(1),
  CATALOGUE_UPLOAD_MAX_MB: Whole(2048),
});
type NumericSettings = Static<typeof NumericEnv>;
const numericEnv = Compile(NumericEnv);

/**
 * The numeric variables of `env`, defaulted and checked; throws naming the first variable that
 * is not a whole number in its bounds (`PORT must be a non-negative integer, got "80a"`).
 */
export function numericSettings(env: NodeJS.ProcessEnv): NumericSettings {
  const given: Record<string, unknown> = {};
  for (const name of Object.keys(NumericEnv.properties)) {
    const raw = env[name];
    if (raw === undefined || raw === '') continue;
    // Digits become a number; anything else stays text, which the schema refuses by name.
    given[name] = /^[0-9]+$/.test(raw) ? Number(raw) : raw;
  }
  const settings = Value.Default(NumericEnv, given);
  for (const error of numericEnv.Errors(settings)) {
    const name = error.instancePath.slice(1);
    const max = error.keyword === 'maximum' ? (error.params as { limit?: number }).limit : undefined;
    throw new Error(
      max === undefined
        ? `${name} must be a non-negative integer, got "${env[name]}"`
        : `${name} must be at most ${max}, got "${env[name]}"`,
    );
  }
  return settings as NumericSettings;
}

/** Shorter secrets are refused: an HMAC key should carry at least 256 bits of guessing. */
export const MIN_LMS_SECRET_LENGTH = 32;

/**
 * The key LMS integration tokens are signed with. Never a published one: LMS_TOKEN_SECRET when
 * set; else, outside production, a random key kept beside the embedded database
 * (`data/lms-token-secret`, mode 600), so `npm start` needs no setting and `npm run lms:token`
 * signs tokens the server accepts; in memory (DATA_DIR=memory://) a random key for the
 * process. A production server on PostgreSQL refuses to start without one.
 */
export function lmsTokenSecretFrom(env: NodeJS.ProcessEnv, dataDir: string, databaseUrl: string | undefined): string {
  const given = env.LMS_TOKEN_SECRET;
  if (given) {
    if (given.length < MIN_LMS_SECRET_LENGTH) {
      throw new Error(`LMS_TOKEN_SECRET must be at least ${MIN_LMS_SECRET_LENGTH} characters`);
    }
    return given;
  }
  if (env.NODE_ENV === 'production' && databaseUrl) {
    throw new Error('LMS_TOKEN_SECRET must be set when NODE_ENV=production and DATABASE_URL is set (docs/identity.md)');
  }
  const fresh = randomBytes(32).toString('base64url');
  if (dataDir.startsWith('memory://')) return fresh;
  const file = path.join(path.dirname(dataDir), 'lms-token-secret');
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    writeFileSync(file, fresh, { flag: 'wx', mode: 0o600 }); // atomic: one process creates it
    return fresh;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const kept = readFileSync(file, 'utf8').trim();
  if (kept.length < MIN_LMS_SECRET_LENGTH)
    throw new Error(`${file} holds no usable secret: remove it to make a new one`);
  return kept;
}

/** PUBLIC_ORIGIN as `scheme://host[:port]`; anything else (a path, no scheme) stops the start, naming it. */
function publicOriginFrom(value: string | undefined): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_ORIGIN: not an address: ${value}`);
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.pathname.replace(/\/$/, '') !== '' || url.search || url.hash)
    throw new Error(`PUBLIC_ORIGIN: give scheme and host only (https://catalogue.example.edu), not ${value}`);
  return url.origin;
}

/** EVENTS_ADDRESS_SECRET when set, else a key of its own drawn from the LMS token secret (HMAC, labelled). */
export function eventsAddressSecretFrom(env: NodeJS.ProcessEnv, lmsTokenSecret: string): string {
  const given = env.EVENTS_ADDRESS_SECRET;
  if (given) {
    if (given.length < MIN_LMS_SECRET_LENGTH)
      throw new Error(`EVENTS_ADDRESS_SECRET must be at least ${MIN_LMS_SECRET_LENGTH} characters`);
    return given;
  }
  return createHmac('sha256', lmsTokenSecret).update('exchange events address salt').digest('base64url');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const n = numericSettings(env);
  const root = process.cwd();
  const dataDir = env.DATA_DIR ?? path.join(root, 'data', 'pglite');
  const databaseUrl = env.DATABASE_URL || undefined;
  const lmsTokenSecret = lmsTokenSecretFrom(env, dataDir, databaseUrl);
  return {
    port: n.PORT,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl,
    databaseReadUrl: env.DATABASE_READ_URL || undefined,
    dataDir,
    distDir: env.DIST_DIR ?? path.join(root, 'dist'),
    demoProducts: n.DEMO_PRODUCTS,
    demoSeed: n.DEMO_SEED,
    consoleBaseUrl: env.CONSOLE_BASE_URL ? env.CONSOLE_BASE_URL.replace(/\/$/, '') : null,
    lmsTokenSecret,
    lmsTokenMaxSeconds: n.LMS_TOKEN_MAX_HOURS * 3600,
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    metricsToken: env.METRICS_TOKEN || null,
    metricsOpen: !env.METRICS_TOKEN && env.NODE_ENV !== 'production',
    sessionIdleSeconds: n.SESSION_IDLE_SECONDS,
    sessionToleranceSeconds: n.SESSION_TOLERANCE_SECONDS,
    searchCacheMb: n.SEARCH_CACHE_MB,
    searchCacheSeconds: n.SEARCH_CACHE_SECONDS,
    catalogueCheckMs: n.CATALOGUE_CHECK_MS,
    dbConnectTimeoutMs: n.DB_CONNECT_TIMEOUT_MS,
    dbStatementTimeoutMs: n.DB_STATEMENT_TIMEOUT_MS,
    dbPreparedStatements: env.DB_PREPARED_STATEMENTS !== '0' && env.DB_PREPARED_STATEMENTS !== 'false',
    searchRatePerMinute: n.SEARCH_RATE_PER_MINUTE,
    testFaults: env.TEST_FAULTS === '1' && env.NODE_ENV !== 'production',
    loginAttemptsPerAddress: Math.max(1, n.LOGIN_ATTEMPTS_PER_ADDRESS),
    importOnStart: (env.IMPORT_ON_START ?? '')
      .split(',')
      .map((file) => file.trim())
      .filter(Boolean),
    videoEmbedHosts: videoEmbedHostsFrom(env.VIDEO_EMBED_HOSTS),
    // Off by default on PGlite: the embedded database runs on the event loop, so its own slow
    // queries are the lag, and shedding then fails even the PWA's static files (seen in e2e).
    loadShedEventLoopDelayMs: n.LOAD_SHED_EVENT_LOOP_DELAY_MS ?? (databaseUrl ? 1000 : 0),
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_KEY_PREFIX || 'exchange',
    otelEndpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT || undefined,
    eventsDurableAck: env.EVENTS_DURABLE_ACK === '1' || env.EVENTS_DURABLE_ACK === 'true',
    eventsAddressSecret: eventsAddressSecretFrom(env, lmsTokenSecret),
    eventsRetentionDays: Math.max(1, n.EVENTS_RETENTION_DAYS),
    eventsMaintenanceMinutes: n.EVENTS_MAINTENANCE_MINUTES,
    demoEvents: n.DEMO_EVENTS,
    webConcurrency: Math.max(1, n.WEB_CONCURRENCY),
    publicOrigin: publicOriginFrom(env.PUBLIC_ORIGIN),
    pageRendering: env.PAGE_RENDERING === 'browser' ? 'browser' : 'server',
    catalogueUploadMaxBytes: Math.max(1, n.CATALOGUE_UPLOAD_MAX_MB) * 2 ** 20,
  };
}
