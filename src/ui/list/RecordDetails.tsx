import { DataList } from '@chakra-ui/react';
import type { ClientDescriptor } from '../../core/descriptors/Descriptor.js';
import type { Row } from '../../hooks/list/useListController.js';
import { FormattedCell } from './cells/FormattedCell.js';

/**
 * The generic 'view' of a row: every descriptor field the row carries with its label, formatted
 * as in the list (detail-only fields never come in list rows; a special detail view fetches them).
 */
export function RecordDetails({ descriptor, row }: { descriptor: ClientDescriptor; row: Row }) {
  const formats = new Map(descriptor.list.columns.map((c) => [c.field, c.format]));
  return (
    <DataList.Root orientation="horizontal" gap="3">
      {Object.entries(descriptor.fields)
        .filter(([, f]) => !f.hashed && !f.virtual && !f.writeOnly && !f.detailOnly)
        .map(([name, f]) => (
          <DataList.Item key={name}>
            <DataList.ItemLabel minW="40">{f.title}</DataList.ItemLabel>
            <DataList.ItemValue wordBreak="break-word">
              <FormattedCell format={formats.get(name) ?? (f.mask as never)} value={row[name]} />
            </DataList.ItemValue>
          </DataList.Item>
        ))}
    </DataList.Root>
  );
}
