/**
 * What a saved view of a list holds (issue 23, item 3): its filters, order, visible columns (in
 * display order) and page size. The same shape as the list state's `applyView` (src/core/list/
 * listQuery.ts): applying a view replaces all four at once and goes back to page 1.
 *
 * @example { filters: { name: 'ana' }, sort: { field: 'name', order: 'desc' }, columns: ['name', 'cpf'], perPage: 50 }
 */
export interface ListViewState {
  /** Filter parameter → value, only the list's own filters (`list.filters[].param`). */
  filters: Record<string, string>;
  /** One of the list's sortable columns; absent: the list's default order. */
  sort?: { field: string; order: 'asc' | 'desc' };
  /** Column fields to show, in order; absent: every column of the descriptor. */
  columns?: string[];
  /** One of the list's page sizes; absent: the default. */
  perPage?: number;
}

/** A saved view as the API answers it (server/routes/listViewsSchemas.ts). */
export interface ListView {
  id: number;
  /** The list's descriptor key. */
  list: string;
  name: string;
  /** Seen by everyone who may read the list. */
  shared: boolean;
  /** Created by the signed-in user: they may rename, change and delete it. */
  mine: boolean;
  /** The signed-in user may delete it (their own; an administrator, a shared one). */
  deletable: boolean;
  /** Who created it (shown beside a shared view of someone else). */
  owner_name: string;
  state: ListViewState;
  updated_at: string;
}

/** GET of a list's views: mine and the shared ones, and which one opens the list for me. */
export interface ListViews {
  data: ListView[];
  default_view_id: number | null;
}
