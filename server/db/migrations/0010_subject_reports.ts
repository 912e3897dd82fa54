import { sql, type Kysely } from 'kysely';

/**
 * subject_reports (issue 19 item 4): one row per data subject's report (LGPD Art. 18 II), its
 * state while it is generated in the background and until its zip expires.
 *
 * No full CPF is kept: `person_id` (null when nothing is registered under the CPF asked for) and
 * the masked CPF (`***.456.789-**`) for the screen. `person_id` cascades: erasing the person
 * removes the report's row in the erasure's transaction, and the zip left without a row is
 * deleted by the next sweep (server/subjectReport/sweepSubjectReports.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table if not exists subject_reports (
    id serial primary key,
    requested_by integer references users (id) on delete cascade,
    person_id integer references people (id) on delete cascade,
    cpf_masked text not null,
    reason text not null,
    status text not null default 'running' check (status in ('running', 'ready', 'failed')),
    progress integer not null default 0 check (progress between 0 and 100),
    message text,
    size_bytes bigint,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    expires_at timestamptz not null
  )`.execute(db);
  await sql`create index if not exists subject_reports_expires_at_idx on subject_reports (expires_at)`.execute(db);
  await sql`create index if not exists subject_reports_person_idx on subject_reports (person_id)`.execute(db);
  await sql`create index if not exists subject_reports_requested_by_idx on subject_reports (requested_by)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists subject_reports`.execute(db);
}
