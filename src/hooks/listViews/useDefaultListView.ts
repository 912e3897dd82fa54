import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ClientDescriptor } from '../../core/descriptors/Descriptor.js';
import { listQueryReducer, toListSearch, type ListQueryState } from '../../core/list/listQuery.js';
import type { ListView } from '../../core/listViews/ListViewState.js';
import { fitListViewState } from '../../core/listViews/checkListViewState.js';

/**
 * Opens the list with my default view: when the list was opened with no query string (from the
 * menu, a bare link), as soon as the views are known, the default view's filters, order, columns
 * and page size replace the address (`replace`: Back does not return to the bare list). Once per
 * opening: clearing the filters later does not bring the view back. A link with a query string
 * (a shared link, a reload of a filtered list) is shown as it is.
 */
export function useDefaultListView(
  descriptor: ClientDescriptor,
  state: ListQueryState,
  views: readonly ListView[],
  defaultViewId: number | null | undefined,
): void {
  const location = useLocation();
  const navigate = useNavigate();
  // The list this component was opened on bare, until its default is applied (or known to be none).
  const pending = useRef<string | null>(location.search === '' ? descriptor.key : null);
  useEffect(() => {
    if (pending.current !== descriptor.key || defaultViewId === undefined) return;
    pending.current = null;
    const view = views.find((v) => v.id === defaultViewId);
    if (!view || location.search !== '') return;
    const next = listQueryReducer(state, { type: 'applyView', view: fitListViewState(descriptor.list, view.state) });
    const qs = toListSearch(descriptor, next);
    void navigate({ pathname: location.pathname, search: qs ? `?${qs}` : '' }, { replace: true });
  }, [descriptor, state, views, defaultViewId, location.pathname, location.search, navigate]);
}
