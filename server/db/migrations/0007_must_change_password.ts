import { sql, type Kysely } from 'kysely';

/**
 * users.must_change_password: set on the administrator that start-up creates in a new
 * production database (its password came from ADMIN_PASSWORD or was printed once in the log).
 * While it is set, the API answers 403 to everything but the profile read, the user's own
 * password change and logout (authPlugin); changing the password clears it. Existing users get
 * false: nothing changes for them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users add column if not exists must_change_password boolean not null default false`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table users drop column if exists must_change_password`.execute(db);
}
