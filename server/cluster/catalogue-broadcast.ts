/**
 * Catalogue changes told to every server process at once through Redis pub/sub (REDIS_URL).
 * Without it each process still notices another's change by comparing
 * catalogue_state.version every CATALOGUE_CHECK_MS; with it the change is announced the
 * moment it commits, and each process then compares on every request until its own read
 * handle (a replica may replay a little later) shows that version (AnswerCache.expectVersion).
 *
 * Pub/sub is fire-and-forget: a process that is reconnecting to Redis misses a message, so
 * the periodic version check stays on as the backstop; nothing is ever served staler than
 * without Redis.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { onCatalogueChanged } from '../modules/catalogue/index.ts';
import { readCatalogueVersion } from '../db/catalogue-version-repository.ts';

export function catalogueChannel(prefix: string): string {
  return `${prefix}:catalogue-changed`;
}

export interface CatalogueMessage {
  version: number;
  from: string;
}

/** The message, or null for anything that is not one (another writer on the channel). */
export function parseCatalogueMessage(text: string): CatalogueMessage | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { version, from } = value as Record<string, unknown>;
    if (!Number.isSafeInteger(version) || typeof from !== 'string') return null;
    return { version: version as number, from };
  } catch {
    return null;
  }
}

/** Announces catalogue version `version` (a command-line import, after its commit). */
export async function publishCatalogueChange(url: string, prefix: string, version: number): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
  redis.on('error', () => {}); // told below through the rejected publish
  try {
    await redis.publish(catalogueChannel(prefix), JSON.stringify({ version, from: randomUUID() }));
  } finally {
    redis.disconnect();
  }
}

/** Subscribes `app.answerCache` to the channel and publishes this process's own changes. */
export function registerCatalogueBroadcast(app: FastifyInstance): void {
  const { redisUrl, redisPrefix } = app.config;
  if (!redisUrl) return;
  const channel = catalogueChannel(redisPrefix);
  // This server, so it ignores its own announcements (its cache was cleared already).
  const sender = randomUUID();
  // The subscription waits in the offline queue until Redis answers (and ioredis subscribes
  // again after each reconnect); a publish while Redis is away fails at once instead.
  const subscriber = new Redis(redisUrl, { connectTimeout: 2000 });
  const publisher = new Redis(redisUrl, { connectTimeout: 2000, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  for (const client of [subscriber, publisher])
    client.on('error', (error) => app.log.warn({ err: error }, 'redis (catalogue broadcast) unavailable'));
  subscriber.on('message', (_channel: string, text: string) => {
    const message = parseCatalogueMessage(text);
    if (message && message.from !== sender) app.answerCache.expectVersion(message.version);
  });
  // ioredis subscribes again by itself after a reconnect.
  subscriber.subscribe(channel).catch((error: unknown) => app.log.warn({ err: error }, 'redis subscribe failed'));
  const unsubscribe = onCatalogueChanged(() => {
    void readCatalogueVersion(app.database.db)
      .then((version) => publisher.publish(channel, JSON.stringify({ version, from: sender })))
      .catch((error: unknown) => app.log.warn({ err: error }, 'catalogue change not broadcast'));
  });
  app.addHook('onClose', async () => {
    unsubscribe();
    subscriber.disconnect();
    publisher.disconnect();
  });
}

/**
 * After a command-line catalogue write: tells the running servers (when REDIS_URL is set).
 * A failure only warns: the servers' periodic version check still finds the change.
 */
export async function announceToServers(
  config: { redisUrl: string | undefined; redisPrefix: string },
  db: Parameters<typeof readCatalogueVersion>[0],
): Promise<void> {
  if (!config.redisUrl) return;
  try {
    await publishCatalogueChange(config.redisUrl, config.redisPrefix, await readCatalogueVersion(db));
  } catch (error) {
    console.warn(
      `catalogue change not announced through Redis (servers notice it within CATALOGUE_CHECK_MS): ${(error as Error).message}`,
    );
  }
}
