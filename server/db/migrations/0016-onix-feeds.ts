/**
 * ONIX feeds (issue #40). Additive:
 * - onix_sender: the last message applied per sender, so messages are applied in the order of
 *   their SentDateTime and an older one is refused (server/ingest/onix/notifications.ts);
 * - product_cover_image: a publisher's front cover fetched at import (server/ingest/onix/
 *   covers.ts), served by the cover route instead of the generated one.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table onix_sender (
    sender text primary key,
    sent_at timestamptz not null,
    sent_date_time text not null,
    applied_at timestamptz not null default now()
  )`.execute(db);
  await sql`create table product_cover_image (
    product_id text primary key references product(product_id) on delete cascade,
    content_type text not null,
    bytes bytea not null,
    source_url text not null,
    fetched_at timestamptz not null default now()
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists product_cover_image`.execute(db);
  await sql`drop table if exists onix_sender`.execute(db);
}
