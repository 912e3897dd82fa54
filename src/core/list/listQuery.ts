import { PAGE_SIZES, type ClientDescriptor, type FilterDescriptor } from '../descriptors/Descriptor.js';
import { localDateString } from '../format/localDate.js';

/** The order of a sorted list: one sortable column of the descriptor, ascending or descending. */
export interface ListSort {
  field: string;
  order: 'asc' | 'desc';
}

/** The state of a list screen; lives in the URL query string so a reload or a link shows the same list. */
export interface ListQueryState {
  page: number;
  perPage: number;
  filters: Record<string, string>;
  /** The server-side order (`sort`/`order` in the URL); absent: the descriptor's default order. */
  sort?: ListSort;
  /** Visible columns by field, in display order (`cols` in the URL); absent: the descriptor's columns. */
  columns?: string[];
}

/** What a saved view holds (helper V's views): applied at once, from page 1. */
export interface ListViewSettings {
  filters: Record<string, string>;
  sort?: ListSort;
  columns?: string[];
  perPage?: number;
}

export type ListQueryAction =
  | { type: 'setPage'; page: number }
  | { type: 'setPerPage'; perPage: number }
  | { type: 'setFilters'; filters: Record<string, string> }
  | { type: 'clearFilters' }
  | { type: 'setSort'; sort?: ListSort }
  | { type: 'setColumns'; columns?: string[] }
  | { type: 'applyView'; view: ListViewSettings };

export const DEFAULT_PER_PAGE = 10;

/**
 * Pure list-state reducer (react-admin's queryReducer): changing the page size, the filters, the
 * order or the whole view goes back to page 1; showing other columns keeps the page; empty filter
 * values are dropped; no sort and no column choice are left out of the state (the defaults).
 *
 * @example listQueryReducer({ page: 4, perPage: 10, filters: {} }, { type: 'setPerPage', perPage: 50 })
 *   // { page: 1, perPage: 50, filters: {} }
 * @example listQueryReducer({ page: 4, perPage: 10, filters: {} }, { type: 'setSort', sort: { field: 'name', order: 'asc' } })
 *   // { page: 1, perPage: 10, filters: {}, sort: { field: 'name', order: 'asc' } }
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
    case 'setSort':
      return withOptional({ ...state, page: 1 }, 'sort', action.sort);
    case 'setColumns':
      return withOptional(state, 'columns', action.columns?.length ? action.columns : undefined);
    case 'applyView': {
      const { filters, sort, columns, perPage } = action.view;
      const next = { ...state, page: 1, perPage: perPage ?? state.perPage, filters: compact(filters) };
      return withOptional(withOptional(next, 'sort', sort), 'columns', columns?.length ? columns : undefined);
    }
  }
}

/** `state` with `key` set to `value`, or without `key` when `value` is undefined (states compare by shape). */
function withOptional<K extends 'sort' | 'columns'>(
  state: ListQueryState,
  key: K,
  value: ListQueryState[K],
): ListQueryState {
  const next: ListQueryState = { ...state };
  if (value === undefined) delete next[key];
  else next[key] = value;
  return next;
}

function compact(filters: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v.trim() !== ''));
}

/**
 * Reads the list state from a query string, keeping only the descriptor's filters, page sizes,
 * sortable columns (`sort`, `order`: `asc` unless `desc`) and columns (`cols`, comma-separated
 * fields; unknown and repeated ones dropped, none left: the descriptor's). When the query names
 * none of the descriptor's filters (the screen just opened), filters with `"default": "today"`
 * start at `now`'s local date, so the first request already carries it.
 *
 * @example parseListSearch(livenessLog, '', new Date(2026, 10, 22)).filters
 *   // { dataHora: '2026-11-22', dataHoraFim: '2026-11-22' }
 * @example parseListSearch(livenessLog, 'dataHora=&dataHoraFim=').filters // {} (cleared: every date)
 * @example parseListSearch(member, 'sort=fullName&order=desc&cols=cpf,nope,fullName')
 *   // { page: 1, perPage: 10, filters: {}, sort: { field: 'fullName', order: 'desc' }, columns: ['cpf', 'fullName'] }
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
  const state: ListQueryState = {
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    perPage: sizes.includes(perPage) ? perPage : DEFAULT_PER_PAGE,
    filters,
  };
  const sortField = params.get('sort');
  if (sortField && d.list.columns.some((c) => c.sortable && c.field === sortField))
    state.sort = { field: sortField, order: params.get('order') === 'desc' ? 'desc' : 'asc' };
  const known = new Set(d.list.columns.map((c) => c.field));
  const columns = [...new Set((params.get('cols') ?? '').split(',').map((f) => f.trim()))].filter((f) => known.has(f));
  if (columns.length) state.columns = columns;
  return state;
}

/** Filters that start with a value when the screen opens (`"default": "today"`). */
function defaultedFilters(d: ClientDescriptor): FilterDescriptor[] {
  return d.list.filters.filter((f) => f.default === 'today');
}

/**
 * The query string of a list state (defaults left out). With no filter in force, a descriptor
 * with defaulted filters gets them as empty parameters (`dataHora=`): 'Limpar' stays cleared
 * instead of going back to today's date on the next read.
 *
 * @example toListSearch(member, { page: 2, perPage: 10, filters: {}, sort: { field: 'fullName', order: 'desc' }, columns: ['cpf', 'fullName'] })
 *   // 'page=2&sort=fullName&order=desc&cols=cpf%2CfullName'
 */
export function toListSearch(d: ClientDescriptor, state: ListQueryState): string {
  const params = new URLSearchParams();
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.perPage !== DEFAULT_PER_PAGE) params.set('per_page', String(state.perPage));
  for (const [k, v] of Object.entries(state.filters)) params.set(k, v);
  if (!Object.keys(state.filters).length) for (const f of defaultedFilters(d)) params.set(f.param, '');
  if (state.sort) {
    params.set('sort', state.sort.field);
    params.set('order', state.sort.order);
  }
  if (state.columns?.length) params.set('cols', state.columns.join(','));
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

/** The browser's IANA time zone ('America/Sao_Paulo'), or undefined when it has none. */
function browserTimeZone(): string | undefined {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
}

/**
 * The API query of a list state: always explicit page and per_page, then the filters, then the
 * order (`sort`, `order`) when one is chosen. When a date filter of `d` is in force, `tz` names
 * the operator's time zone, so the server reads `2026-11-13` as that day here, not in UTC
 * (issue 23, item 10); lists without a date filter in force send none (their answer does not
 * depend on it, and their requests and cache keys stay as they were).
 *
 * @example toApiQuery({ page: 2, perPage: 10, filters: { q: 'ana' }, sort: { field: 'fullName', order: 'desc' } })
 *   // 'page=2&per_page=10&q=ana&sort=fullName&order=desc'
 * @example toApiQuery(parseListSearch(captureLog, 'dataHora=2026-11-13'), captureLog, 'America/Sao_Paulo')
 *   // 'page=1&per_page=10&dataHora=2026-11-13&tz=America%2FSao_Paulo'
 */
export function toApiQuery(state: ListQueryState, d?: ClientDescriptor, timeZone?: string): string {
  const params = new URLSearchParams(`page=${state.page}&per_page=${state.perPage}`);
  for (const [k, v] of new URLSearchParams(toFilterQuery(state.filters))) params.append(k, v);
  if (state.sort) {
    params.set('sort', state.sort.field);
    params.set('order', state.sort.order);
  }
  // The browser's zone is read only when needed: its first read loads the time-zone data (tens of
  // ms), on the path of a list's first request.
  const zone = d && hasDateFilter(d, state.filters) ? (timeZone ?? browserTimeZone()) : undefined;
  if (zone) params.set('tz', zone);
  return params.toString();
}

/** True when one of `d`'s date filters has a value in `filters`. */
function hasDateFilter(d: ClientDescriptor, filters: Record<string, string>): boolean {
  return d.list.filters.some((f) => f.type === 'date' && (filters[f.param] ?? '') !== '');
}
