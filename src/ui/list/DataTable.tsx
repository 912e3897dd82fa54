import { Box, Button, Checkbox, HStack, IconButton, Spinner, Table, Text, VStack } from '@chakra-ui/react';
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Eye, Pencil, RotateCw, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ClientDescriptor, ColumnDescriptor } from '../../core/descriptors/Descriptor.js';
import type { ListSort } from '../../core/list/listQuery.js';
import { rowName } from '../../core/list/rowName.js';
import type { Row } from '../../hooks/list/useListController.js';
import { cellRegistry } from './cells/cellRegistry.js';
import { FormattedCell } from './cells/FormattedCell.js';
import { BodyRow, ROW_HEIGHT } from './BodyRow.js';
import { SortHeader } from './SortHeader.js';
import { optionLabel } from '../../core/list/optionLabel.js';

export interface DataTableProps {
  descriptor: ClientDescriptor;
  /** The columns shown, in order (the controller's `visibleColumns`); the descriptor's by default. */
  columns?: ColumnDescriptor[];
  rows: Row[];
  loading: boolean;
  /** The failed load's pt-BR message: shown with 'Tentar novamente' instead of the rows. */
  loadError?: string | undefined;
  onRetry?(): unknown;
  /** The order in force; sortable headings cycle it through `onSort`. */
  sort?: ListSort | undefined;
  onSort?(field: string): void;
  /** Current list query string, carried by edit links (spec 2.10). */
  search: string;
  selected: ReadonlySet<number>;
  onToggleRow(id: number): void;
  onToggleAll(): void;
  onDelete(id: number): unknown;
  onView(row: Row): void;
}

/** Above this many rows only the visible ones are in the DOM (1000-row pages stay fast). */
const VIRTUALIZE_FROM = 60;

/**
 * The list's table: TanStack Table with server-side paging and sorting (manualPagination,
 * manualSorting), the chosen columns of the descriptor, optional selection column and row
 * actions, rows virtualised past VIRTUALIZE_FROM.
 *
 * Keyboard: one row is in the Tab order (roving tabindex); Up/Down (Home/End) move the focus
 * between rows and Enter opens the focused row as a click on its main action would (edit, else
 * view). Keys pressed in a control inside a row (a checkbox, a button) are left to it.
 */
export function DataTable({
  descriptor: d,
  columns: shown = d.list.columns,
  rows,
  loading,
  loadError,
  onRetry,
  sort,
  onSort,
  search,
  selected,
  onToggleRow,
  onToggleAll,
  onDelete,
  onView,
}: DataTableProps) {
  const { actions, selection } = d.list;
  const mainAction = actions.includes('edit') && d.routes.form ? 'edit' : actions.includes('view') ? 'view' : null;
  const columns = useMemo<ColumnDef<Row>[]>(() => {
    const cols: ColumnDef<Row>[] = [];
    if (selection) {
      cols.push({
        id: '_select',
        header: () => null,
        cell: ({ row }) => (
          <Checkbox.Root
            size="sm"
            checked={selected.has(row.original.id)}
            onCheckedChange={() => onToggleRow(row.original.id)}
            aria-label={`Selecionar ${rowName(d, row.original)}`}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
          </Checkbox.Root>
        ),
      });
    }
    shown.forEach((c, i) => {
      const Special =
        d.fields[c.field]?.personal === 'cpf' ? cellRegistry.personal : c.cell ? cellRegistry[c.cell] : undefined;
      cols.push({
        id: `${c.field}-${i}`,
        header: c.label,
        meta: c,
        cell: ({ row }) =>
          Special ? (
            <Special row={row.original} column={c} />
          ) : (
            <FormattedCell format={c.format} value={optionLabel(d, c.field, row.original[c.field])} />
          ),
      });
    });
    if (actions.length) {
      cols.push({
        id: '_actions',
        header: 'Ação',
        cell: ({ row }) => (
          <HStack gap="1">
            {actions.map((a) => {
              const main = a === mainAction ? '' : undefined;
              if (a === 'edit' && d.routes.form)
                return (
                  <IconButton key={a} asChild size="xs" variant="ghost" aria-label="Editar">
                    <RouterLink
                      to={`${d.routes.form}/${row.original.id}${search}`}
                      state={{ listSearch: search }}
                      data-main-action={main}
                    >
                      <Pencil />
                    </RouterLink>
                  </IconButton>
                );
              if (a === 'delete')
                return (
                  <IconButton
                    key={a}
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    aria-label="Excluir"
                    onClick={() => void onDelete(row.original.id)}
                  >
                    <Trash2 />
                  </IconButton>
                );
              return (
                <IconButton
                  key={a}
                  size="xs"
                  variant="ghost"
                  aria-label="Visualizar"
                  data-main-action={main}
                  onClick={() => onView(row.original)}
                >
                  <Eye />
                </IconButton>
              );
            })}
          </HStack>
        ),
      });
    }
    return cols;
  }, [d, shown, actions, mainAction, selection, selected, search, onToggleRow, onDelete, onView]);
  const columnsKey = columns.map((c) => c.id).join(',');

  const table = useReactTable({
    data: loadError ? [] : rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualFiltering: true,
    manualSorting: true,
    getRowId: (r) => String(r.id),
  });
  const scrollRef = useRef<HTMLDivElement>(null);
  const count = loadError ? 0 : rows.length;
  const virtual = count >= VIRTUALIZE_FROM;
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    enabled: virtual,
  });
  const tableRows = table.getRowModel().rows;
  const items = virtual ? virtualizer.getVirtualItems() : [];
  const padTop = virtual && items.length ? items[0]!.start : 0;
  const padBottom = virtual && items.length ? virtualizer.getTotalSize() - items[items.length - 1]!.end : 0;
  const visible = virtual ? items.map((i) => tableRows[i.index]!).filter(Boolean) : tableRows;
  const allChecked = rows.length > 0 && rows.every((r) => selected.has(r.id));

  // Roving tabindex: the row in the Tab order, and the one to focus once it is drawn.
  const [active, setActive] = useState(0);
  const activeIndex = Math.min(active, Math.max(0, count - 1));
  const focusNext = useRef<number | null>(null);
  useEffect(() => {
    if (focusNext.current === null) return;
    const row = scrollRef.current?.querySelector<HTMLElement>(`tr[data-row-index="${focusNext.current}"]`);
    if (row) {
      focusNext.current = null;
      row.focus();
    }
  });
  const onRowKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const row = e.target as HTMLElement;
    // Only a row itself: keys typed in a control inside it stay with that control.
    if (row.tagName !== 'TR' || row.dataset.rowIndex === undefined || e.altKey || e.ctrlKey || e.metaKey) return;
    const index = Number(row.dataset.rowIndex);
    if (e.key === 'Enter') {
      row.querySelector<HTMLElement>('[data-main-action]')?.click();
      e.preventDefault();
      return;
    }
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: count - 1 };
    const next = moves[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const to = Math.min(Math.max(0, next), count - 1);
    setActive(to);
    focusNext.current = to;
    if (virtual) virtualizer.scrollToIndex(to);
  };

  return (
    <Box
      ref={scrollRef}
      bg="bg.panel"
      borderWidth="1px"
      rounded="lg"
      overflow="auto"
      maxH={virtual ? '70vh' : undefined}
      position="relative"
      aria-busy={loading}
    >
      <Table.Root size="sm" interactive stickyHeader={virtual}>
        <Table.Header>
          {table.getHeaderGroups().map((hg) => (
            <Table.Row key={hg.id} bg="bg.muted">
              {hg.headers.map((h) => {
                const column = h.column.columnDef.meta as ColumnDescriptor | undefined;
                const sortable = Boolean(column?.sortable && onSort);
                const order = sortable && sort && sort.field === column?.field ? sort.order : undefined;
                return (
                  <Table.ColumnHeader
                    key={h.id}
                    whiteSpace="nowrap"
                    w={h.column.id === '_select' ? '10' : undefined}
                    aria-sort={
                      sortable ? (order === 'asc' ? 'ascending' : order === 'desc' ? 'descending' : 'none') : undefined
                    }
                  >
                    {h.column.id === '_select' ? (
                      <Checkbox.Root
                        size="sm"
                        checked={allChecked}
                        onCheckedChange={onToggleAll}
                        aria-label="Selecionar todos"
                      >
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                      </Checkbox.Root>
                    ) : sortable && column ? (
                      <SortHeader label={column.label} order={order} onSort={() => onSort?.(column.field)} />
                    ) : (
                      flexRender(h.column.columnDef.header, h.getContext())
                    )}
                  </Table.ColumnHeader>
                );
              })}
            </Table.Row>
          ))}
        </Table.Header>
        <Table.Body onKeyDown={onRowKeyDown} onFocus={(e) => focusedRow(e.target, setActive)}>
          {padTop > 0 && <tr style={{ height: padTop }} aria-hidden />}
          {visible.map((row) => (
            <BodyRow
              key={row.id}
              row={row}
              index={row.index}
              tabbable={row.index === activeIndex}
              selected={selected.has(row.original.id)}
              columnsKey={columnsKey}
            />
          ))}
          {padBottom > 0 && <tr style={{ height: padBottom }} aria-hidden />}
          {!count && (
            <Table.Row>
              <Table.Cell colSpan={columns.length} py="10" textAlign="center">
                {loadError ? (
                  <LoadFailed message={loadError} loading={loading} onRetry={onRetry} />
                ) : loading ? (
                  <Spinner size="sm" />
                ) : (
                  <Text color="fg.muted">{d.list.emptyText}</Text>
                )}
              </Table.Cell>
            </Table.Row>
          )}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/** A row focused (by a click or Tab) becomes the row in the Tab order. */
function focusedRow(target: EventTarget, setActive: (i: number) => void) {
  const index = (target as HTMLElement).dataset?.rowIndex;
  if ((target as HTMLElement).tagName === 'TR' && index !== undefined) setActive(Number(index));
}

/** The table's error state: the message and 'Tentar novamente' (the same request again). */
function LoadFailed({ message, loading, onRetry }: { message: string; loading: boolean; onRetry?: () => unknown }) {
  return (
    <VStack gap="3" role="alert">
      <Text color="fg.error">{message}</Text>
      {onRetry && (
        <Button size="sm" variant="outline" loading={loading} onClick={() => void onRetry()}>
          <RotateCw /> Tentar novamente
        </Button>
      )}
    </VStack>
  );
}
