import { sql, type Kysely } from 'kysely';

/**
 * Tables of the editable entities get `extra jsonb`: a field an administrator adds to a
 * descriptor (schemas/*.json) without a column of its own is stored there (see
 * server/crud/resolveStorage.ts), so a new validated, masked field needs no migration.
 */
const tables = ['users', 'device_configs', 'params', 'error_messages', 'clients', 'people'];

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of tables) {
    await sql`alter table ${sql.table(table)} add column extra jsonb not null default '{}'::jsonb`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of tables) {
    await sql`alter table ${sql.table(table)} drop column extra`.execute(db);
  }
}
