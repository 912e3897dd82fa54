import type { Generated } from 'kysely';
import type { CreatedAt, Json } from '../db/schema.js';

/** `user_preferences` (migration 0013): a user's own settings; no row → the defaults. */
export type UserPreferencesTable = {
  user_id: number;
  /** 'light' | 'dark' | 'system' (a check constraint). */
  theme: Generated<string>;
  updated_at: CreatedAt;
};

/** `list_views` (migration 0013): a saved view of one list. */
export type ListViewsTable = {
  id: Generated<number>;
  /** The owner: only they rename, change or delete it (an administrator may delete a shared one). */
  user_id: number;
  /** The descriptor's key of the list (`person`, `request-log`). */
  list_key: string;
  name: string;
  /** true: every user who may read the list sees it (and may make it their default). */
  shared: Generated<boolean>;
  /** {@link ListViewState} as JSON. */
  state: Json;
  created_at: CreatedAt;
  updated_at: CreatedAt;
};

/** `user_list_defaults` (migration 0013): the view a user opens a list with. */
export type UserListDefaultsTable = {
  user_id: number;
  list_key: string;
  view_id: number;
};

/**
 * The tables of migration 0013, for `db.withTables<ListViewTables>()`: kept beside the code that
 * uses them rather than in server/db/schema.ts.
 */
export type ListViewTables = {
  user_preferences: UserPreferencesTable;
  list_views: ListViewsTable;
  user_list_defaults: UserListDefaultsTable;
};
