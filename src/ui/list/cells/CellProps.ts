import type { ColumnDescriptor } from '../../../core/descriptors/Descriptor.js';
import type { Row } from '../../../hooks/list/useListController.js';

/** What a special cell (cellRegistry.ts) receives: its row and the column that names it. */
export interface CellProps {
  row: Row;
  column: ColumnDescriptor;
}
