import { Badge, Text } from '@chakra-ui/react';
import type { ColumnFormat } from '../../../core/descriptors/Descriptor.js';
import { formatValue } from '../../../core/format/formatValue.js';
import { FileLink } from '../../files/FileLink.js';

const methodColors: Record<string, string> = {
  GET: 'blue',
  POST: 'green',
  PUT: 'orange',
  PATCH: 'purple',
  DELETE: 'red',
};

/** Spec 9: 2xx success, 4xx warning, 5xx danger. */
export function statusPalette(status: number): string {
  if (status >= 500) return 'red';
  if (status >= 400) return 'orange';
  if (status >= 200 && status < 300) return 'green';
  return 'gray';
}

/**
 * Spec 9: under 100 ms good, under 500 ms warning, otherwise bad. Semantic tokens: readable
 * (WCAG AA) on the light and the dark theme's backgrounds.
 */
function durationColor(ms: number): string {
  if (ms < 100) return 'fg.success';
  if (ms < 500) return 'fg.warning';
  return 'fg.error';
}

/** A cell by its column format: text, pt-BR dates, masks, badges, method/status/duration colours, file links. */
export function FormattedCell({ format, value }: { format: ColumnFormat | undefined; value: unknown }) {
  if (value === null || value === undefined || value === '') return <Text color="fg.subtle">—</Text>;
  switch (format) {
    case 'badge':
      return <Badge variant="subtle">{formatValue('text', value)}</Badge>;
    case 'method':
      return (
        <Badge variant="solid" colorPalette={methodColors[String(value)] ?? 'gray'} fontFamily="mono">
          {String(value)}
        </Badge>
      );
    case 'status':
      return (
        <Badge variant="subtle" colorPalette={statusPalette(Number(value))} fontFamily="mono">
          {String(value)}
        </Badge>
      );
    case 'duration':
      return (
        <Text color={durationColor(Number(value))} fontVariantNumeric="tabular-nums">
          {formatValue('duration', value)}
        </Text>
      );
    case 'file':
      return <FileLink value={value} />;
    case 'active':
      return (
        <Badge colorPalette={formatValue('active', value) === 'Ativo' ? 'green' : 'gray'}>
          {formatValue('active', value)}
        </Badge>
      );
    default:
      return <Text as="span">{formatValue(format, value)}</Text>;
  }
}
