import { PAGE_SIZES, type ClientDescriptor } from '../descriptors/Descriptor.js';

/** The state of a list screen; lives in the URL query string so a reload or a link shows the same list. */
export interface ListQueryState {
  page: number;
  perPage: number;
  filters: Record<string, string>;
}

export type ListQueryAction =
  | { type: 'setPage'; page: number }
  | { type: 'setPerPage'; perPage: number }
  | { type: 'setFilters'; filters: Record<string, string> }
  | { type: 'clearFilters' };

export const DEFAULT_PER_PAGE = 10;

/**
 * Pure list-state reducer (react-admin's queryReducer): changing the page size or the filters
 * goes back to page 1; empty filter values are dropped.
 *
 * @example listQueryReducer({ page: 4, perPage: 10, filters: {} }, { type: 'setPerPage', perPage: 50 })
 *   // { page: 1, perPage: 50, filters: {} }
 */
export function listQueryReducer(state: ListQueryState, action: ListQueryAction): ListQueryState {
  switch (action.type) {
    case 'setPage':
      return { ...state, page: Math.max(1, Math.trunc(action.page) || 1) };
    case 'setPerPage':
      return { ...state, page: 1, perPage: action.perPage };
    case 'setFilters':
      return { ...state, page: 1, filters: compact(action.filters) };
    case 'clearFilters':
      return { ...state, page: 1, filters: {} };
  }
}

function compact(filters: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v.trim() !== ''));
}

/** Reads the list state from a query string, keeping only the descriptor's filters and page sizes. */
export function parseListSearch(d: ClientDescriptor, search: string | URLSearchParams): ListQueryState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const sizes = PAGE_SIZES[d.list.pageSizes];
  const perPage = Number(params.get('per_page'));
  const page = Math.trunc(Number(params.get('page')));
  const filters: Record<string, string> = {};
  for (const f of d.list.filters) {
    const v = params.get(f.param);
    if (v && v.trim()) filters[f.param] = v;
  }
  return {
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    perPage: sizes.includes(perPage) ? perPage : DEFAULT_PER_PAGE,
    filters,
  };
}

/** The query string of a list state (also what the API receives: page, per_page, filters). */
export function toListSearch(state: ListQueryState): string {
  const params = new URLSearchParams();
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.perPage !== DEFAULT_PER_PAGE) params.set('per_page', String(state.perPage));
  for (const [k, v] of Object.entries(state.filters)) params.set(k, v);
  return params.toString();
}

/** The API query of a list state: always explicit page and per_page. */
export function toApiQuery(state: ListQueryState): string {
  const params = new URLSearchParams({ page: String(state.page), per_page: String(state.perPage) });
  for (const [k, v] of Object.entries(state.filters)) params.set(k, v);
  return params.toString();
}
