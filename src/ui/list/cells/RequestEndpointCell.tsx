import { Box, Text } from '@chakra-ui/react';
import type { CellProps } from './CellProps.js';

/** Request log: the endpoint with the body preview under it (spec 2.6). */
export function RequestEndpointCell({ row }: CellProps) {
  return (
    <Box minW="0" maxW="md">
      <Text fontFamily="mono" textStyle="sm" truncate title={String(row.path ?? '')}>
        {String(row.path ?? '')}
      </Text>
      {row.body_preview ? (
        <Text textStyle="xs" color="fg.muted" truncate title={String(row.body_preview)}>
          {String(row.body_preview)}
        </Text>
      ) : null}
    </Box>
  );
}
