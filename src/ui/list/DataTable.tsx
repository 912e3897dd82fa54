import { Box, Checkbox, HStack, IconButton, Spinner, Table, Text } from '@chakra-ui/react';
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import { useMemo, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ClientDescriptor } from '../../core/descriptors/Descriptor.js';
import type { Row } from '../../hooks/list/useListController.js';
import { cellRegistry } from './cells/cellRegistry.js';
import { FormattedCell } from './cells/FormattedCell.js';
import { BodyRow, ROW_HEIGHT } from './BodyRow.js';
import { optionLabel } from '../../core/list/optionLabel.js';

export interface DataTableProps {
  descriptor: ClientDescriptor;
  rows: Row[];
  loading: boolean;
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
 * The list's table: TanStack Table with server-side paging (manualPagination), columns from the
 * descriptor, optional selection column and row actions, rows virtualised past VIRTUALIZE_FROM.
 */
export function DataTable({
  descriptor: d,
  rows,
  loading,
  search,
  selected,
  onToggleRow,
  onToggleAll,
  onDelete,
  onView,
}: DataTableProps) {
  const { actions, selection } = d.list;
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
            aria-label={`Selecionar registro ${row.original.id}`}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
          </Checkbox.Root>
        ),
      });
    }
    d.list.columns.forEach((c, i) => {
      const Special =
        d.fields[c.field]?.personal === 'cpf' ? cellRegistry.personal : c.cell ? cellRegistry[c.cell] : undefined;
      cols.push({
        id: `${c.field}-${i}`,
        header: c.label,
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
              if (a === 'edit' && d.routes.form)
                return (
                  <IconButton key={a} asChild size="xs" variant="ghost" aria-label="Editar">
                    <RouterLink to={`${d.routes.form}/${row.original.id}${search}`} state={{ listSearch: search }}>
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
  }, [d, actions, selection, selected, search, onToggleRow, onDelete, onView]);

  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualFiltering: true,
    getRowId: (r) => String(r.id),
  });
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtual = rows.length >= VIRTUALIZE_FROM;
  const virtualizer = useVirtualizer({
    count: rows.length,
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
              {hg.headers.map((h) => (
                <Table.ColumnHeader key={h.id} whiteSpace="nowrap" w={h.column.id === '_select' ? '10' : undefined}>
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
                  ) : (
                    flexRender(h.column.columnDef.header, h.getContext())
                  )}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          ))}
        </Table.Header>
        <Table.Body>
          {padTop > 0 && <tr style={{ height: padTop }} aria-hidden />}
          {visible.map((row) => (
            <BodyRow key={row.id} row={row} selected={selected.has(row.original.id)} />
          ))}
          {padBottom > 0 && <tr style={{ height: padBottom }} aria-hidden />}
          {!rows.length && (
            <Table.Row>
              <Table.Cell colSpan={columns.length} py="10" textAlign="center">
                {loading ? <Spinner size="sm" /> : <Text color="fg.muted">{d.list.emptyText}</Text>}
              </Table.Cell>
            </Table.Row>
          )}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
