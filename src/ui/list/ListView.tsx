import { Button, HStack, VisuallyHidden } from '@chakra-ui/react';
import { Plus, Trash2 } from 'lucide-react';
import { useCallback, useDeferredValue, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PAGE_SIZES } from '../../core/descriptors/Descriptor.js';
import { nextSort } from '../../core/list/nextSort.js';
import { listAnnouncement } from '../../core/list/listAnnouncement.js';
import { permittedList } from '../../core/list/permittedList.js';
import { useAuth } from '../../hooks/auth/useAuth.js';
import { useCan } from '../../hooks/auth/useCan.js';
import { ListContext, type ListContextValue } from '../../hooks/list/ListContext.js';
import type { ListController, Row } from '../../hooks/list/useListController.js';
import { Modal } from '../feedback/Modal.js';
import { PageTitle } from '../layout/PageTitle.js';
import { DataTable } from './DataTable.js';
import { ExportButton } from './ExportButton.js';
import { ExportWithCpfButton } from '../personal/ExportWithCpfButton.js';
import { FilterBar } from './FilterBar.js';
import { Pagination } from './Pagination.js';
import { RecordDetails } from './RecordDetails.js';
import { ListViewsBar } from './views/ListViewsBar.js';

export interface ListViewProps {
  controller: ListController;
  /** Replaces the generic 'view' modal body (request-log details, fingerprint gallery...). */
  detailView?: ComponentType<{ row: Row }>;
  /** Title of the 'view' modal; the list's title by default. */
  detailTitle?: string;
  /** Extra content between the filters and the table (stat cards...). */
  children?: ReactNode;
}

/**
 * A list screen from its controller: title, 'Exportar', 'Cadastrar', filters, table, paging and
 * the 'view' modal (react-admin's List). A polite live region announces each page drawn ('20
 * registros, página 2 de 5'; a failed load is the table's alert). Cells and the detail view reach
 * the list (its reload) through `useListContext()`. Only the actions the user's role may use are offered (permittedList;
 * unknown permissions, when the startup check could not reach the server, leave it to the API).
 */
export function ListView({ controller: c, detailView: Detail, detailTitle, children }: ListViewProps) {
  const can = useCan();
  const known = useAuth().user?.permissions !== undefined;
  const { descriptor: d, canExport } = useMemo(
    () => permittedList(c.descriptor, known ? can : () => true),
    [c.descriptor, known, can],
  );
  const { reload } = c;
  const list = useMemo<ListContextValue>(() => ({ descriptor: d, reload }), [d, reload]);
  // The modal is declared here, not opened through the global ModalHost, so that its body sits
  // in the list's tree: the session's data cache and this list's context.
  const [viewing, setViewing] = useState<{ row: Row; open: boolean } | null>(null);
  const onView = useCallback((row: Row) => setViewing({ row, open: true }), []);
  // The first render draws the title (with the shell around it) alone; the views bar, filters,
  // cards, table and paging follow in an interruptible render right after. Measured on a cold load
  // of /requests (A/B, same machine): the title shows ~100 ms sooner and the rows ~90 ms sooner,
  // since the page's data, arriving meanwhile, is drawn in that render instead of a table first
  // drawn empty.
  const drawBody = useDeferredValue(true, false);
  return (
    <ListContext.Provider value={list}>
      <PageTitle
        title={d.title}
        {...(d.breadcrumb && { breadcrumb: d.breadcrumb })}
        actions={
          <HStack gap="2">
            {d.list.selection && (
              <Button variant="outline" colorPalette="red" onClick={() => void c.deleteSelected()}>
                <Trash2 /> Excluir selecionados{c.selected.size ? ` (${c.selected.size})` : ''}
              </Button>
            )}
            {canExport && (
              <ExportButton
                endpoint={d.api.endpoint}
                filters={c.state.filters}
                sort={c.state.sort}
                columns={c.state.columns}
              />
            )}
            <ExportWithCpfButton descriptor={d} filters={c.state.filters} />
            {d.list.create && (
              <Button asChild colorPalette="brand">
                <RouterLink to={d.list.create}>
                  <Plus /> Cadastrar
                </RouterLink>
              </Button>
            )}
          </HStack>
        }
      />
      {drawBody && (
        <>
          <ListViewsBar controller={c} />
          <FilterBar
            filters={d.list.filters}
            values={c.state.filters}
            onSubmit={(filters) => c.dispatch({ type: 'setFilters', filters })}
            onClear={() => c.dispatch({ type: 'clearFilters' })}
          />
          {children}
          <VisuallyHidden aria-live="polite" aria-atomic>
            {c.loading || c.loadError ? '' : listAnnouncement(c)}
          </VisuallyHidden>
          <DataTable
            descriptor={d}
            columns={c.visibleColumns}
            rows={c.rows}
            loading={c.loading}
            loadError={c.loadError}
            onRetry={c.reload}
            sort={c.state.sort}
            onSort={(field) => c.dispatch({ type: 'setSort', sort: nextSort(c.state.sort, field) })}
            search={c.search}
            selected={c.selected}
            onToggleRow={c.toggleRow}
            onToggleAll={c.toggleAllOnPage}
            onDelete={c.deleteRow}
            onView={onView}
          />
          {/* A failed load has no page to count ('Página 2 de 1', '0–10 de 0'): the error state alone. */}
          {!c.loadError && (
            <Pagination
              page={c.state.page}
              pages={c.pages}
              perPage={c.state.perPage}
              sizes={PAGE_SIZES[d.list.pageSizes]}
              total={c.total}
              totalCapped={c.totalCapped}
              rowsOnPage={c.rows.length}
              onPage={c.goToPage}
              onPerPage={(perPage) => c.dispatch({ type: 'setPerPage', perPage })}
            />
          )}
        </>
      )}
      {viewing && (
        <Modal
          open={viewing.open}
          onClose={() => setViewing((v) => v && { ...v, open: false })}
          title={detailTitle ?? d.title}
          size="xl"
          rootProps={{ onExitComplete: () => setViewing((v) => (v?.open ? v : null)) }}
        >
          {Detail ? <Detail row={viewing.row} /> : <RecordDetails descriptor={d} row={viewing.row} />}
        </Modal>
      )}
    </ListContext.Provider>
  );
}
