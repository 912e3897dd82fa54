import { Text } from '@chakra-ui/react';
import { useListContext } from '../../../hooks/list/useListContext.js';
import { PersonalValue } from '../../personal/PersonalValue.js';
import type { CellProps } from './CellProps.js';

/**
 * The cell of a personal field (`"personal": "cpf"`): the masked value as the API served it and,
 * for users who may reveal it, the eye button (PersonalValue).
 */
export function PersonalCell({ row, column }: CellProps) {
  const { descriptor: d } = useListContext();
  const value = row[column.field];
  if (value === null || value === undefined || value === '') return <Text color="fg.subtle">—</Text>;
  return (
    <PersonalValue
      resource={d.key}
      endpoint={d.api.endpoint}
      id={row.id}
      field={column.field}
      value={value}
      label={column.label && column.label !== column.field ? column.label : 'CPF'}
    />
  );
}
