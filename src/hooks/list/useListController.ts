import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import type { ClientDescriptor, ColumnDescriptor } from '../../core/descriptors/Descriptor.js';
import { HttpError } from '../../core/api/HttpError.js';
import { readListEnvelope, type ListEnvelope } from '../../core/api/readListEnvelope.js';
import {
  listQueryReducer,
  parseListSearch,
  toApiQuery,
  toFilterQuery,
  toListSearch,
  type ListQueryAction,
  type ListQueryState,
} from '../../core/list/listQuery.js';
import { visibleColumns } from '../../core/list/visibleColumns.js';
import { listDataPath } from '../../core/list/listDataPath.js';
import { useApi } from '../api/useApi.js';
import type { EnginePath, Json, JsonBody } from '../../core/api/apiTypes.js';
import { useUiFeedback } from '../feedback/useUiFeedback.js';
import * as apiMessages from '../../core/api/apiMessages.js';
import * as consoleMessages from '../../core/api/consoleMessages.js';

export type Row = Record<string, unknown> & { id: number };

/** Every entity's batch delete: the call is typed by all of them. */
type BatchDeletePath = EnginePath<'/batch-delete', 'post'>;

/** Before the first answer (or after a failed first one): no rows. */
const EMPTY_PAGE: ListEnvelope<Row> = { rows: [], total: 0, totalCapped: false, pages: 1 };

export interface ListController {
  descriptor: ClientDescriptor;
  state: ListQueryState;
  rows: Row[];
  total: number;
  /** True when the server stopped counting at 10,000 ('mais de 10.000'). */
  totalCapped: boolean;
  pages: number;
  loading: boolean;
  /** The pt-BR message of the failed load of this page (500, network), else undefined: not an empty list. */
  loadError: string | undefined;
  /** The columns shown, in order (the state's `columns`, or the descriptor's). */
  visibleColumns: ColumnDescriptor[];
  /**
   * Goes to `page`, at most the last one (`Infinity`: the last). When the count is capped and the
   * page is past it, first asks the server for the exact count (`count=exact`): the pager then
   * shows the real total.
   */
  goToPage(page: number): Promise<void>;
  /** The list's current query string (edit links carry it, spec 2.10). */
  search: string;
  dispatch(action: ListQueryAction): void;
  reload(): Promise<unknown>;
  deleteRow(id: number): Promise<void>;
  selected: ReadonlySet<number>;
  toggleRow(id: number): void;
  toggleAllOnPage(): void;
  deleteSelected(): Promise<void>;
}

/**
 * Everything a list screen needs, apart from how it looks (react-admin's useListController):
 * page, size and filters read from and written to the URL (date filters with `"default":
 * "today"` start at today's date, already in the first request); rows fetched with SWR from the
 * descriptor's endpoint, read where its `api.list` says; delete with confirmation; selection and batch delete.
 */
export function useListController(descriptor: ClientDescriptor): ListController {
  const api = useApi();
  const { confirm, showAlert, showDialog, showError } = useUiFeedback();
  const location = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => parseListSearch(descriptor, location.search), [descriptor, location.search]);
  const endpoint = descriptor.api.endpoint;
  const key = listDataPath(descriptor, state);

  // Read where the descriptor says (api.list): an answer without it is an error, not an empty list.
  const { data, error, isLoading, isValidating, mutate } = useSWR<ListEnvelope<Row>>(
    key,
    (url: string) =>
      api
        .get(url, { fallbackMessage: consoleMessages.fetchRecordsFailed })
        .then((body) => readListEnvelope<Row>(body, descriptor.api.list, state.perPage)),
    { keepPreviousData: true, revalidateOnFocus: false, shouldRetryOnError: false },
  );
  useEffect(() => {
    if (error) showError(error, consoleMessages.fetchRecordsFailed);
  }, [error, showError]);

  // A failed load shows its error, never the previous page's rows nor 'Nenhum registro'.
  const envelope = (!error && data) || EMPTY_PAGE;

  const go = useCallback(
    (action: ListQueryAction, replace = false) => {
      const next = listQueryReducer(state, action);
      // The new page's data leaves now, with the click; SWR's fetch for it, after React has drawn
      // the click (~70 ms on 10 → 1000 rows), takes the answer (apiClient's prefetch).
      const nextKey = listDataPath(descriptor, next);
      if (nextKey !== key) api.prefetch(nextKey);
      const qs = toListSearch(descriptor, next);
      // The console's declarative router (ConsoleRouter) navigates at once: no promise to wait for.
      void navigate({ pathname: location.pathname, search: qs ? `?${qs}` : '' }, { replace });
    },
    [descriptor, state, key, api, navigate, location.pathname],
  );
  const dispatch = useCallback((action: ListQueryAction) => go(action), [go]);

  // The exact count of the filters in force, once asked for (count=exact): replaces a capped one.
  const filterKey = toFilterQuery(state.filters);
  const [exact, setExact] = useState<{ filterKey: string; total: number; capped: boolean } | null>(null);
  const known = exact?.filterKey === filterKey && envelope.totalCapped ? exact : null;
  const total = known ? known.total : envelope.total;
  const totalCapped = known ? known.capped : envelope.totalCapped;
  const pages = Math.max(1, known ? Math.ceil(known.total / state.perPage) : envelope.pages);

  const askExactCount = useCallback(async (): Promise<number> => {
    const body = await api.get(`${endpoint}?${toApiQuery({ ...state, page: 1 }, descriptor)}&count=exact`, {
      fallbackMessage: consoleMessages.fetchRecordsFailed,
    });
    const answer = readListEnvelope<Row>(body, descriptor.api.list, state.perPage);
    setExact({ filterKey, total: answer.total, capped: answer.totalCapped });
    return Math.max(1, Math.ceil(answer.total / state.perPage));
  }, [api, endpoint, state, descriptor, filterKey]);

  const goToPage = useCallback(
    async (target: number) => {
      let last = pages;
      if (totalCapped && target > pages) {
        try {
          last = await askExactCount();
        } catch (e) {
          showError(e, consoleMessages.fetchRecordsFailed);
          return;
        }
      }
      go({ type: 'setPage', page: Math.min(Math.max(1, target), last) });
    },
    [pages, totalCapped, askExactCount, go, showError],
  );

  // Past the last page (its last rows deleted, ?page=999): the last page instead, the URL replaced.
  const settled = data !== undefined && !error && !isValidating;
  const pastTheEnd = settled && data.rows.length === 0 && state.page > 1 && state.page > pages;
  useEffect(() => {
    if (!pastTheEnd) return;
    if (!totalCapped) {
      go({ type: 'setPage', page: pages }, true);
      return;
    }
    let stale = false;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the count is set once the server answers, not in the effect's body
    askExactCount().then(
      (last) => {
        if (!stale && last < state.page) go({ type: 'setPage', page: last }, true);
      },
      () => undefined,
    );
    return () => {
      stale = true;
    };
  }, [pastTheEnd, totalCapped, pages, state.page, go, askExactCount]);

  // Another page, size or filter (another request) starts with nothing selected, from its first render.
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [selectionKey, setSelectionKey] = useState(key);
  if (selectionKey !== key) {
    setSelectionKey(key);
    setSelected(new Set());
  }

  const deleteRow = useCallback(
    async (id: number) => {
      if (!(await confirm(consoleMessages.confirmDelete))) return;
      try {
        await api.delete(`${endpoint}/${id}`, { fallbackMessage: consoleMessages.deleteRecordFailed });
        showAlert('success', apiMessages.deleted);
        await mutate();
      } catch (e) {
        showError(e, consoleMessages.deleteRecordFailed);
      }
    },
    [api, confirm, endpoint, mutate, showAlert, showError],
  );

  const deleteSelected = useCallback(async () => {
    const ids = [...selected];
    if (!ids.length) {
      showDialog({ type: 'error', message: apiMessages.noneSelected });
      return;
    }
    if (!(await confirm(consoleMessages.confirmDeleteMany(ids.length)))) return;
    try {
      const request: JsonBody<BatchDeletePath, 'post'> = { ids };
      const body = await api.post<Json<BatchDeletePath, 'post'> | undefined>(`${endpoint}/batch-delete`, request, {
        fallbackMessage: consoleMessages.deleteRecordsFailed,
      });
      showAlert('success', apiMessages.deletedMany(body?.count ?? ids.length));
      setSelected(new Set());
      await mutate();
    } catch (e) {
      showError(e, consoleMessages.deleteRecordsFailed);
    }
  }, [api, confirm, endpoint, mutate, selected, showAlert, showDialog, showError]);

  const reload = useCallback(() => mutate(), [mutate]);

  // New rows (a page of 1000) are drawn in an interruptible render: SWR delivers data through
  // useSyncExternalStore, whose updates would otherwise be drawn in one blocking task.
  const rows = useDeferredValue(envelope.rows);
  const columns = useMemo(() => visibleColumns(descriptor, state.columns), [descriptor, state.columns]);
  const toggleRow = useCallback((id: number) => {
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);
  const toggleAllOnPage = useCallback(() => {
    setSelected((prev) =>
      rows.length > 0 && rows.every((r) => prev.has(r.id)) ? new Set() : new Set(rows.map((r) => r.id)),
    );
  }, [rows]);

  return {
    descriptor,
    state,
    rows,
    total,
    totalCapped,
    pages,
    // Still loading while the deferred render has not drawn the new rows (never an empty flash).
    loading: isLoading || isValidating || rows !== envelope.rows,
    loadError: error ? loadErrorMessage(error) : undefined,
    visibleColumns: columns,
    goToPage,
    search: location.search,
    dispatch,
    reload,
    deleteRow,
    selected,
    toggleRow,
    toggleAllOnPage,
    deleteSelected,
  };
}

/** What the table says when its page did not load: the server's pt-BR message, else the console's. */
function loadErrorMessage(error: unknown): string {
  return error instanceof HttpError && error.message ? error.message : consoleMessages.fetchRecordsFailed;
}
