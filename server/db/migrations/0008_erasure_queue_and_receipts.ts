import { sql, type Kysely } from 'kysely';

/**
 * Crash-proof erasure (issue 19 item 2).
 *
 * pending_file_deletions: stored files that an erasure has doomed, written in the same
 * transaction as the row deletes. The app removes them right after the commit and again at every
 * start until the table is empty; a removal that fails stays listed (attempts, last_error), so a
 * crash between commit and removal never leaves biometric files behind unlisted.
 *
 * erasure_receipts: one row per erasure of people, without personal data: when, the channel
 * ('console', 'batch', 'public') and counts (rows per table, files). Files still pending are the
 * queue's rows carrying the receipt's id.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table if not exists erasure_receipts (
    id serial primary key,
    erased_at timestamptz not null default now(),
    channel text not null check (channel in ('console', 'batch', 'public')),
    people integer not null,
    counts jsonb not null,
    files integer not null
  )`.execute(db);
  await sql`create index if not exists erasure_receipts_erased_at_idx on erasure_receipts (erased_at desc, id desc)`.execute(
    db,
  );
  await sql`create table if not exists pending_file_deletions (
    id bigserial primary key,
    path text not null,
    receipt_id integer references erasure_receipts (id) on delete set null,
    queued_at timestamptz not null default now(),
    attempts integer not null default 0,
    last_error text
  )`.execute(db);
  await sql`create index if not exists pending_file_deletions_receipt_idx on pending_file_deletions (receipt_id)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists pending_file_deletions`.execute(db);
  await sql`drop table if exists erasure_receipts`.execute(db);
}
