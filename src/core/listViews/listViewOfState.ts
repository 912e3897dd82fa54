import type { ColumnDescriptor } from '../descriptors/Descriptor.js';
import type { ListViewState } from './ListViewState.js';

/** The part of a list's state a view keeps (src/core/list/listQuery.ts `ListQueryState`). */
export interface ListStateLike {
  perPage: number;
  filters: Record<string, string>;
  sort?: { field: string; order: 'asc' | 'desc' };
  columns?: string[];
}

/**
 * The view of a list's current state, what 'Salvar visão' stores: its filters, order, column
 * choice and page size (the page itself is not kept: a view opens on page 1).
 *
 * @example listViewOfState({ page: 3, perPage: 50, filters: { q: 'ana' } }) // { filters: { q: 'ana' }, perPage: 50 }
 */
export function listViewOfState(state: ListStateLike): ListViewState {
  return {
    filters: { ...state.filters },
    ...(state.sort && { sort: { field: state.sort.field, order: state.sort.order } }),
    ...(state.columns?.length && { columns: [...state.columns] }),
    perPage: state.perPage,
  };
}

/**
 * Whether the list shows exactly view `view` now: same filters, order, columns (none chosen is
 * every column of the descriptor, in its order) and page size (none kept is `defaultPerPage`).
 * The views bar names the view in force by it, so a reload or another browser still shows it.
 *
 * @example sameListView({ filters: {}, perPage: 10 }, { filters: {} }, columns, 10) // true
 */
export function sameListView(
  current: ListViewState,
  view: ListViewState,
  columns: readonly Pick<ColumnDescriptor, 'field'>[],
  defaultPerPage: number,
): boolean {
  const all = columns.map((c) => c.field);
  const cols = (s: ListViewState) => (s.columns?.length ? s.columns : all).join(',');
  const sort = (s: ListViewState) => (s.sort ? `${s.sort.field}:${s.sort.order}` : '');
  const filters = (s: ListViewState) =>
    JSON.stringify(
      Object.entries(s.filters)
        .filter(([, v]) => v !== '')
        .sort(([a], [b]) => (a < b ? -1 : 1)),
    );
  return (
    filters(current) === filters(view) &&
    sort(current) === sort(view) &&
    cols(current) === cols(view) &&
    (current.perPage ?? defaultPerPage) === (view.perPage ?? defaultPerPage)
  );
}
