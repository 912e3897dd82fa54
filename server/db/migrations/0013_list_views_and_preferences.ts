import { sql, type Kysely } from 'kysely';

/**
 * Per-user settings that follow the operator to another browser (issue 23, items 3 and 5):
 *
 * - `user_preferences`: one row per user who changed something (the theme today); a user
 *   without a row has the defaults (`theme` 'system').
 * - `list_views`: saved views of a list (`list_key` the descriptor's key): a name, whether it is
 *   shared with everyone who may read the list, and its `state` (filters, sort, columns, page
 *   size). Names are unique per owner and list, case-insensitively.
 * - `user_list_defaults`: the view each user opens a list with; per user, so a shared view can be
 *   my default without being everyone's.
 *
 * Every row cascades from its user (deleting a user removes their settings, views and defaults)
 * and a default from its view (deleting a view clears it as anyone's default).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table if not exists user_preferences (
    user_id integer primary key references users (id) on delete cascade,
    theme text not null default 'system' check (theme in ('light', 'dark', 'system')),
    updated_at timestamptz not null default now()
  )`.execute(db);
  await sql`create table if not exists list_views (
    id serial primary key,
    user_id integer not null references users (id) on delete cascade,
    list_key text not null,
    name text not null,
    shared boolean not null default false,
    state jsonb not null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`.execute(db);
  await sql`create unique index if not exists list_views_owner_name_idx on list_views (user_id, list_key, lower(name))`.execute(
    db,
  );
  await sql`create index if not exists list_views_shared_idx on list_views (list_key) where shared`.execute(db);
  await sql`create table if not exists user_list_defaults (
    user_id integer not null references users (id) on delete cascade,
    list_key text not null,
    view_id integer not null references list_views (id) on delete cascade,
    primary key (user_id, list_key)
  )`.execute(db);
  await sql`create index if not exists user_list_defaults_view_idx on user_list_defaults (view_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists user_list_defaults`.execute(db);
  await sql`drop table if exists list_views`.execute(db);
  await sql`drop table if exists user_preferences`.execute(db);
}
