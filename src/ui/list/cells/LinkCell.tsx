import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import descriptors from 'virtual:descriptors';
import { formatValue } from '../../../core/format/formatValue.js';
import { useCan } from '../../../hooks/auth/useCan.js';
import type { CellProps } from './CellProps.js';

/** The text of a linked record that has no value to show (a person without a name). */
const LINK_CELL_UNNAMED = 'Sem nome';

/**
 * A cell that opens another entity's form (`"cell": "link"`, `"link": { "entity": "person",
 * "idField": "person_id" }`): a fingerprint's person. The column's value is the text; the row's
 * `idField` the record. Plain text for a role that may not read that entity, or without an id.
 */
export function LinkCell({ row, column }: CellProps) {
  const can = useCan();
  const link = column.link;
  const target = link && descriptors[link.entity];
  const id = link ? row[link.idField] : undefined;
  const text =
    formatValue(column.format, row[column.field]) || (id === null || id === undefined ? '—' : LINK_CELL_UNNAMED);
  if (!link || !target?.routes.form || id === null || id === undefined || !can(`${link.entity}:read`))
    return <Text>{text}</Text>;
  return (
    <Link asChild colorPalette="blue" variant="underline">
      <RouterLink
        to={`${target.routes.form}/${encodeURIComponent(String(id))}`}
        title={`Abrir ${target.form?.title ?? target.title}`}
      >
        {text}
      </RouterLink>
    </Link>
  );
}
