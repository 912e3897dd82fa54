import { PAGE_SIZES, type ListDescriptor } from '../descriptors/Descriptor.js';
import type { ListViewState } from './ListViewState.js';
import { LIST_VIEW_MESSAGES as M } from './listViewMessages.js';

/**
 * Why `state` does not fit the list `list` (a descriptor's `list`), as a pt-BR message per part
 * (`filters`, `sort`, `columns`, `perPage`), or undefined when it fits: only the list's filters,
 * one of its sortable columns, its columns (each once) and one of its page sizes. The API refuses
 * a view that does not fit (400); the console drops what no longer fits from a stored view (a
 * descriptor changed since) before applying it (see {@link fitListViewState}).
 *
 * @example checkListViewState(person.list, { filters: { nope: '1' } }) // { filters: 'Filtro "nope" não existe nesta lista.' }
 */
export function checkListViewState(
  list: Pick<ListDescriptor, 'columns' | 'filters' | 'pageSizes'>,
  state: ListViewState,
): Record<string, string> | undefined {
  const errors: Record<string, string> = {};
  const params = new Set(list.filters.map((f) => f.param));
  const unknownFilter = Object.keys(state.filters).find((p) => !params.has(p));
  if (unknownFilter !== undefined) errors.filters = M.filterUnknown(unknownFilter);
  if (state.sort && !list.columns.some((c) => c.sortable && c.field === state.sort!.field))
    errors.sort = M.sortUnknown(state.sort.field);
  if (state.columns) {
    const fields = new Set(list.columns.map((c) => c.field));
    const unknown = state.columns.find((f) => !fields.has(f));
    const repeated = state.columns.find((f, i) => state.columns!.indexOf(f) !== i);
    if (unknown !== undefined) errors.columns = M.columnUnknown(unknown);
    else if (repeated !== undefined) errors.columns = M.columnRepeated(repeated);
  }
  const sizes = PAGE_SIZES[list.pageSizes];
  if (state.perPage !== undefined && !sizes.includes(state.perPage)) errors.perPage = M.perPageInvalid(sizes);
  return Object.keys(errors).length ? errors : undefined;
}

/**
 * `state` with what no longer fits the list left out (a filter, sort, column or page size the
 * descriptor lost since the view was saved): a stale view still opens, as much of it as fits.
 *
 * @example fitListViewState(person.list, { filters: { nope: '1', name: 'ana' }, columns: ['gone'] }) // { filters: { name: 'ana' } }
 */
export function fitListViewState(
  list: Pick<ListDescriptor, 'columns' | 'filters' | 'pageSizes'>,
  state: ListViewState,
): ListViewState {
  const params = new Set(list.filters.map((f) => f.param));
  const fields = new Set(list.columns.map((c) => c.field));
  const out: ListViewState = {
    filters: Object.fromEntries(Object.entries(state.filters ?? {}).filter(([p]) => params.has(p))),
  };
  if (state.sort && list.columns.some((c) => c.sortable && c.field === state.sort!.field)) out.sort = state.sort;
  const columns = [...new Set(state.columns ?? [])].filter((f) => fields.has(f));
  if (columns.length) out.columns = columns;
  if (state.perPage !== undefined && PAGE_SIZES[list.pageSizes].includes(state.perPage)) out.perPage = state.perPage;
  return out;
}
