import { PAGE_SIZES, type ClientDescriptor, type FilterDescriptor } from '../descriptors/Descriptor.js';
import { localDateString } from '../format/localDate.js';

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

/**
 * Reads the list state from a query string, keeping only the descriptor's filters and page sizes.
 * When the query names none of the descriptor's filters (the screen just opened), filters with
 * `"default": "today"` start at `now`'s local date, so the first request already carries it.
 *
 * @example parseListSearch(livenessLog, '', new Date(2026, 10, 22)).filters
 *   // { dataHora: '2026-11-22', dataHoraFim: '2026-11-22' }
 * @example parseListSearch(livenessLog, 'dataHora=&dataHoraFim=').filters // {} (cleared: every date)
 */
export function parseListSearch(
  d: ClientDescriptor,
  search: string | URLSearchParams,
  now: Date = new Date(),
): ListQueryState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const sizes = PAGE_SIZES[d.list.pageSizes];
  const perPage = Number(params.get('per_page'));
  const page = Math.trunc(Number(params.get('page')));
  const filters: Record<string, string> = {};
  for (const f of d.list.filters) {
    const v = params.get(f.param);
    if (v && v.trim()) filters[f.param] = v;
  }
  if (!d.list.filters.some((f) => params.has(f.param))) {
    for (const f of defaultedFilters(d)) filters[f.param] = localDateString(now);
  }
  return {
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    perPage: sizes.includes(perPage) ? perPage : DEFAULT_PER_PAGE,
    filters,
  };
}

/** Filters that start with a value when the screen opens (`"default": "today"`). */
function defaultedFilters(d: ClientDescriptor): FilterDescriptor[] {
  return d.list.filters.filter((f) => f.default === 'today');
}

/**
 * The query string of a list state (defaults left out). With no filter in force, a descriptor
 * with defaulted filters gets them as empty parameters (`dataHora=`): 'Limpar' stays cleared
 * instead of going back to today's date on the next read.
 */
export function toListSearch(d: ClientDescriptor, state: ListQueryState): string {
  const params = new URLSearchParams();
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.perPage !== DEFAULT_PER_PAGE) params.set('per_page', String(state.perPage));
  for (const [k, v] of Object.entries(state.filters)) params.set(k, v);
  if (!Object.keys(state.filters).length) for (const f of defaultedFilters(d)) params.set(f.param, '');
  return params.toString();
}

/**
 * The filters in force as query parameters, empty values left out: what the list, its stats and
 * its CSV export send besides paging.
 */
export function toFilterQuery(filters: Record<string, string>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(filters)) if (v !== '') params.set(k, v);
  return params.toString();
}

/** The API query of a list state: always explicit page and per_page, then the filters. */
export function toApiQuery(state: ListQueryState): string {
  const query = toFilterQuery(state.filters);
  return `page=${state.page}&per_page=${state.perPage}${query && `&${query}`}`;
}
