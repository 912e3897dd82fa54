import { sql, type Kysely } from 'kysely';

/**
 * access_logs.field and access_logs.reason (issue 19): a reveal of a masked personal field says
 * which field was shown and why (`cpf`, 'atendimento ao titular'); an export with full CPFs and a
 * data subject's report carry their reason too. Older rows have neither.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table access_logs add column if not exists field text`.execute(db);
  await sql`alter table access_logs add column if not exists reason text`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table access_logs drop column if exists reason`.execute(db);
  await sql`alter table access_logs drop column if exists field`.execute(db);
}
