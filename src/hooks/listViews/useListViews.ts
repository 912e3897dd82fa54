import { useCallback } from 'react';
import useSWR from 'swr';
import type { EndpointBody, EndpointJson, Widened } from '../../core/api/apiTypes.js';
import { endpoints } from '../../core/api/endpoints.js';
import type { ListView, ListViewState, ListViews } from '../../core/listViews/ListViewState.js';
import { LIST_VIEW_MESSAGES as M } from '../../core/listViews/listViewMessages.js';
import { listViewDefaultPath, listViewPath } from '../../core/listViews/listViewPaths.js';
import { useApi } from '../api/useApi.js';

/** The saved views' path (schemas/api/endpoints.json `paths.listViews`). */
const VIEWS = endpoints.paths.listViews;

/** What 'Salvar visão' sends. */
export interface NewListView {
  name: string;
  shared: boolean;
  state: ListViewState;
  /** Also my default view of the list. */
  default: boolean;
}

/** What a change of a view sends (any of them). */
export interface ListViewChange {
  name?: string;
  shared?: boolean;
  state?: ListViewState;
}

export interface ListViewsData {
  /** Mine and the shared ones, by name; empty until loaded (or on error). */
  views: ListView[];
  /** The view this list opens with for me; undefined until loaded. */
  defaultViewId: number | null | undefined;
  loading: boolean;
  error: unknown;
  /** Saves the view (an HttpError with the server's pt-BR message when refused: 409, 400). */
  create(view: NewListView): Promise<ListView>;
  update(id: number, change: ListViewChange): Promise<ListView>;
  remove(id: number): Promise<void>;
  setDefault(viewId: number | null): Promise<void>;
}

/**
 * The saved views of one list (`list` the descriptor's key), from the server (they follow the
 * operator to another browser): SWR-cached per list, refreshed after each change. Changes throw
 * the API's HttpError, whose pt-BR message the caller shows (the save dialog under its field).
 * `enabled` false (no session yet, or the list has no key): nothing is asked.
 *
 * @example const { views, create } = useListViews('person'); await create({ name: 'Hoje', shared: false, state, default: false });
 */
export function useListViews(list: string, enabled = true): ListViewsData {
  const api = useApi();
  const { data, error, isLoading, mutate } = useSWR<ListViews>(
    enabled ? [VIEWS, list] : null,
    () =>
      api
        .get<EndpointJson<'listViews', 'get'>>(VIEWS, { query: { list }, silent: true, fallbackMessage: M.loadFailed })
        .then((body) => body satisfies ListViews),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );

  const create = useCallback(
    async (view: NewListView) => {
      const body = { list, ...view } satisfies Widened<EndpointBody<'listViews', 'post'>>;
      const answer = await api.post<EndpointJson<'listViews', 'post'>>(VIEWS, body, { fallbackMessage: M.saveFailed });
      await mutate();
      return answer.data satisfies ListView;
    },
    [api, list, mutate],
  );
  const update = useCallback(
    async (id: number, change: ListViewChange) => {
      // The same answer as a save: the view and a message.
      const answer = await api.patch<EndpointJson<'listViews', 'post'>>(listViewPath(VIEWS, id), change, {
        fallbackMessage: M.saveFailed,
      });
      await mutate();
      return answer.data satisfies ListView;
    },
    [api, mutate],
  );
  const remove = useCallback(
    async (id: number) => {
      await api.delete(listViewPath(VIEWS, id), { fallbackMessage: M.deleteFailed });
      await mutate();
    },
    [api, mutate],
  );
  const setDefault = useCallback(
    async (viewId: number | null) => {
      await api.put(listViewDefaultPath(VIEWS), { list, view_id: viewId }, { fallbackMessage: M.saveFailed });
      await mutate();
    },
    [api, list, mutate],
  );

  return {
    views: data?.data ?? [],
    defaultViewId: data?.default_view_id,
    loading: isLoading,
    error: error as unknown,
    create,
    update,
    remove,
    setDefault,
  };
}
