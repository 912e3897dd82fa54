import type { Kysely } from 'kysely';
import type { ListView, ListViewState } from '../../src/core/listViews/ListViewState.js';
import type { Database } from '../db/schema.js';
import type { ListViewTables } from './ListViewTables.js';

/** The database with the tables of migration 0013. */
export type ListViewsDb = Kysely<Database & ListViewTables>;

/** Who asks: their id, and whether they may delete someone else's shared view (an administrator). */
export interface Viewer {
  id: number;
  admin: boolean;
}

/** The columns a view is answered from, with its owner's name. */
export function selectViews(db: ListViewsDb) {
  return db
    .selectFrom('list_views as v')
    .innerJoin('users as u', 'u.id', 'v.user_id')
    .select([
      'v.id',
      'v.user_id',
      'v.list_key',
      'v.name',
      'v.shared',
      'v.state',
      'v.updated_at',
      'u.name as owner_name',
    ]);
}

type ViewRow = Awaited<ReturnType<ReturnType<typeof selectViews>['executeTakeFirstOrThrow']>>;

/**
 * A row of `list_views` as the API answers it, from `viewer`'s side: `mine` (they may change
 * it) and `deletable` (theirs, or a shared one and they are an administrator).
 */
export function toListView(row: ViewRow, viewer: Viewer): ListView {
  const mine = row.user_id === viewer.id;
  return {
    id: row.id,
    list: row.list_key,
    name: row.name,
    shared: row.shared,
    mine,
    deletable: mine || (row.shared && viewer.admin),
    owner_name: row.owner_name,
    state: row.state as unknown as ListViewState,
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/** The view `id` if `viewerId` may see it (their own, or shared), else undefined. */
export async function visibleView(db: ListViewsDb, id: number, viewerId: number): Promise<ViewRow | undefined> {
  return selectViews(db)
    .where('v.id', '=', id)
    .where((eb) => eb.or([eb('v.user_id', '=', viewerId), eb('v.shared', '=', true)]))
    .executeTakeFirst();
}

/** `state` as stored: its JSON text, and that text's size in UTF-8 bytes (the limit's measure). */
export function stateJson(state: ListViewState): { json: string; bytes: number } {
  const json = JSON.stringify(state);
  return { json, bytes: Buffer.byteLength(json, 'utf8') };
}
