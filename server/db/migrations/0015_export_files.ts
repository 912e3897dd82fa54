import { sql, type Kysely } from 'kysely';

/**
 * export_files (issue 25, item 2): one row per export made as a background job (a list above
 * EXPORT_JOB_ROWS rows), from before its file is written until it expires. The file itself is in
 * the stored files (encrypted, in the folder or the S3 bucket) under `path`; the row is the
 * durable list that lets the sweep (server/export/sweepExportFiles.ts) delete every file whose
 * life is over, whose owner is gone or that a crash left half written.
 *
 * `revealed`: the file holds full CPFs (asked with a reason); its download then also needs the
 * list's `<key>:reveal`. `id` is the job's id; `user_id` is not a foreign key on purpose: deleting a user must leave the
 * row for the sweep to delete the file. Erasing people deletes every export row in the erasure's
 * transaction and lists their files for removal (a file made before may hold the person).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table if not exists export_files (
    id text primary key,
    user_id integer not null,
    entity text not null,
    format text not null check (format in ('csv', 'xlsx')),
    path text not null,
    file_name text not null,
    revealed boolean not null default false,
    rows integer,
    size_bytes bigint,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null
  )`.execute(db);
  await sql`create index if not exists export_files_expires_at_idx on export_files (expires_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists export_files`.execute(db);
}
