import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import type { ClientDescriptor } from '../../core/descriptors/Descriptor.js';
import { readListEnvelope, type ListEnvelope } from '../../core/api/readListEnvelope.js';
import {
  listQueryReducer,
  parseListSearch,
  toApiQuery,
  toListSearch,
  type ListQueryAction,
  type ListQueryState,
} from '../../core/list/listQuery.js';
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
  const key = `${endpoint}?${toApiQuery(state)}`;

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

  const envelope = data ?? EMPTY_PAGE;

  const dispatch = useCallback(
    (action: ListQueryAction) => {
      const next = listQueryReducer(state, action);
      const qs = toListSearch(descriptor, next);
      // The console's declarative router (ConsoleRouter) navigates at once: no promise to wait for.
      void navigate({ pathname: location.pathname, search: qs ? `?${qs}` : '' });
    },
    [descriptor, state, navigate, location.pathname],
  );

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
    total: envelope.total,
    totalCapped: envelope.totalCapped,
    pages: Math.max(1, envelope.pages),
    // Still loading while the deferred render has not drawn the new rows (never an empty flash).
    loading: isLoading || isValidating || rows !== envelope.rows,
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
