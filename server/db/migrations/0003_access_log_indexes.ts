import { sql, type Kysely } from 'kysely';

/**
 * The access log ('Registro de Acessos') grows with every file read: its filters by user, action
 * and record or file get indexes (trigram for the text search on the file path).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index access_logs_user_id_idx on access_logs (user_id, created_at desc)`.execute(db);
  await sql`create index access_logs_action_idx on access_logs (action, created_at desc)`.execute(db);
  await sql`create index access_logs_subject_id_trgm_idx on access_logs using gin (subject_id gin_trgm_ops)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of ['access_logs_user_id_idx', 'access_logs_action_idx', 'access_logs_subject_id_trgm_idx']) {
    await sql`drop index if exists ${sql.id(index)}`.execute(db);
  }
}
