import { Table } from '@chakra-ui/react';
import { flexRender, type Row as TableRow } from '@tanstack/react-table';
import { memo } from 'react';
import type { Row } from '../../hooks/list/useListController.js';

/** Height of a body row in pixels (the virtualiser's estimate, DataTable.tsx). */
export const ROW_HEIGHT = 49;

/**
 * One body row. Memoised: TanStack keeps the same row objects while the data and the columns
 * stay, so a re-render of the list (loading flags, filters typed, stat cards) skips the rows.
 */
export const BodyRow = memo(function BodyRow({ row, selected }: { row: TableRow<Row>; selected: boolean }) {
  return (
    <Table.Row h={`${ROW_HEIGHT}px`} data-selected={selected ? '' : undefined}>
      {row.getVisibleCells().map((cell) => (
        <Table.Cell key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</Table.Cell>
      ))}
    </Table.Row>
  );
});
