import { Table } from '@chakra-ui/react';
import { flexRender, type Row as TableRow } from '@tanstack/react-table';
import { memo } from 'react';
import type { Row } from '../../hooks/list/useListController.js';

/** Height of a body row in pixels (the virtualiser's estimate, DataTable.tsx). */
export const ROW_HEIGHT = 49;

export interface BodyRowProps {
  row: TableRow<Row>;
  /** Position in the page (`data-row-index`): DataTable's keyboard moves by it. */
  index: number;
  /** The row in the Tab order (roving tabindex): one per table. */
  tabbable: boolean;
  selected: boolean;
  /**
   * The columns' ids in order: TanStack keeps the same row object when only the columns change
   * (hidden, reordered), so the memo must see them to redraw the cells in the new order.
   */
  columnsKey: string;
}

/**
 * One body row, focusable (Up/Down and Enter are handled by DataTable) with a visible focus ring.
 * Memoised (on the row, its place, focus, selection and the columns shown): a
 * re-render of the list (loading flags, filters typed, stat cards, a focus move) redraws only the
 * rows whose props changed.
 */
export const BodyRow = memo(function BodyRow({ row, index, tabbable, selected }: BodyRowProps) {
  return (
    <Table.Row
      h={`${ROW_HEIGHT}px`}
      data-selected={selected ? '' : undefined}
      data-row-index={index}
      tabIndex={tabbable ? 0 : -1}
      focusVisibleRing="inside"
    >
      {row.getVisibleCells().map((cell) => (
        <Table.Cell key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</Table.Cell>
      ))}
    </Table.Row>
  );
});
