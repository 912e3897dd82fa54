import type { ComponentType } from 'react';
import type { ColumnDescriptor } from '../../../core/descriptors/Descriptor.js';
import type { Row } from '../../../hooks/list/useListController.js';
import { RequestEndpointCell } from './RequestEndpointCell.js';

export interface CellProps {
  row: Row;
  column: ColumnDescriptor;
}

/**
 * Special cells a descriptor names by key (`"cell": "request-endpoint"`). A key with no
 * component here falls back to the column's format, so a descriptor never breaks the list.
 */
export const cellRegistry: Record<string, ComponentType<CellProps>> = {
  'request-endpoint': RequestEndpointCell,
};
