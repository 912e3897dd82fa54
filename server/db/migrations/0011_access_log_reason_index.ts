import { sql, type Kysely } from 'kysely';

/**
 * A trigram index on access_logs.reason (only the rows that have one: reveals, full-CPF exports,
 * subject reports), so that erasing a person finds the reasons that name them ('atendimento ao
 * titular: pedido da Ana Souza') without reading the whole access log.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index if not exists access_logs_reason_trgm_idx on access_logs using gin (reason gin_trgm_ops) where reason is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists access_logs_reason_trgm_idx`.execute(db);
}
