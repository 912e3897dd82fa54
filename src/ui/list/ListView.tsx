import { Button, HStack } from '@chakra-ui/react';
import { Plus, Trash2 } from 'lucide-react';
import { useCallback, type ComponentType, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PAGE_SIZES } from '../../core/descriptors/Descriptor.js';
import type { ListController, Row } from '../../hooks/list/useListController.js';
import { useUiFeedback } from '../../hooks/feedback/useUiFeedback.js';
import { PageTitle } from '../layout/PageTitle.js';
import { DataTable } from './DataTable.js';
import { FilterBar } from './FilterBar.js';
import { Pagination } from './Pagination.js';
import { RecordDetails } from './RecordDetails.js';

export interface ListViewProps {
  controller: ListController;
  /** Replaces the generic 'view' modal body (request-log details, fingerprint gallery...). */
  detailView?: ComponentType<{ row: Row }>;
  /** Extra content between the filters and the table (stat cards...). */
  children?: ReactNode;
}

/** A list screen from its controller: title, 'Cadastrar', filters, table, paging (react-admin's List). */
export function ListView({ controller: c, detailView: Detail, children }: ListViewProps) {
  const d = c.descriptor;
  const { openModal } = useUiFeedback();
  const onView = useCallback(
    (row: Row) => openModal({ title: d.title, size: 'xl', body: Detail ? <Detail row={row} /> : <RecordDetails descriptor={d} row={row} /> }),
    [openModal, d, Detail],
  );
  return (
    <>
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
      <FilterBar
        filters={d.list.filters}
        values={c.state.filters}
        onSubmit={(filters) => c.dispatch({ type: 'setFilters', filters })}
        onClear={() => c.dispatch({ type: 'clearFilters' })}
      />
      {children}
      <DataTable
        descriptor={d}
        rows={c.rows}
        loading={c.loading}
        search={c.search}
        selected={c.selected}
        onToggleRow={c.toggleRow}
        onToggleAll={c.toggleAllOnPage}
        onDelete={(id) => void c.deleteRow(id)}
        onView={onView}
      />
      <Pagination
        page={c.state.page}
        pages={c.pages}
        perPage={c.state.perPage}
        sizes={PAGE_SIZES[d.list.pageSizes]}
        total={c.total}
        totalCapped={c.totalCapped}
        rowsOnPage={c.rows.length}
        onPage={(page) => c.dispatch({ type: 'setPage', page })}
        onPerPage={(perPage) => c.dispatch({ type: 'setPerPage', perPage })}
      />
    </>
  );
}
