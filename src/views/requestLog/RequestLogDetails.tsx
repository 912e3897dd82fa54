import { Accordion, Alert, Box, DataList, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import descriptors from 'virtual:descriptors';
import { HttpError } from '../../core/api/HttpError.js';
import type { ColumnFormat } from '../../core/descriptors/Descriptor.js';
import { prettyPayload } from '../../core/format/prettyPayload.js';
import { useRecord } from '../../hooks/api/useRecord.js';
import type { Row } from '../../hooks/list/useListController.js';
import { useListContext } from '../../hooks/list/useListContext.js';
import { FormattedCell } from '../../ui/list/cells/FormattedCell.js';
import * as consoleMessages from '../../core/api/consoleMessages.js';
import { recordOfPath } from '../../core/requestLog/recordOfPath.js';
import { useCan } from '../../hooks/auth/useCan.js';

/** Basic information, in order, with the list's formats (badges, duration colour, pt-BR date). */
const INFO: readonly { field: string; format?: ColumnFormat; mono?: boolean }[] = [
  { field: 'client_id' },
  { field: 'path', mono: true },
  { field: 'method', format: 'method' },
  { field: 'response_status', format: 'status' },
  { field: 'duration_ms', format: 'duration' },
  { field: 'ip_address' },
  { field: 'created_at', format: 'datetime' },
  { field: 'user_agent' },
];

/** The collapsible sections (detail-only fields, served by GET {endpoint}/{id}). */
const SECTIONS = ['headers', 'body', 'response_body', 'errors'] as const;

/**
 * A request log in the large modal (spec 2.6): basic information at once from the list row, then
 * Headers, Request Body, Response Body and Erros from GET {endpoint}/{id}, each pretty-printed
 * JSON when it is JSON, else its text as logged (maybe truncated). Always text, never HTML.
 */
export function RequestLogDetails({ row }: { row: Row }) {
  const { descriptor: d } = useListContext();
  const { record, error, loading } = useRecord(d.api, row.id, {
    fallbackMessage: consoleMessages.fetchDetailsFailed,
  });
  const info: Record<string, unknown> = { ...row, ...record };
  const title = (field: string) => d.fields[field]?.title ?? field;
  // The record the request touched, when its path names one the user may open.
  const can = useCan();
  const touched = recordOfPath(String(row.path ?? ''), Object.values(descriptors));
  const recordLink = touched && can(`${touched.entity}:read`) ? touched : undefined;
  return (
    <Stack gap="5">
      <DataList.Root orientation="horizontal" gap="2.5">
        {INFO.map(({ field, format, mono }) => (
          <DataList.Item key={field}>
            <DataList.ItemLabel minW="32">{title(field)}</DataList.ItemLabel>
            <DataList.ItemValue wordBreak="break-word" fontFamily={mono ? 'mono' : undefined}>
              <FormattedCell format={format} value={info[field]} />
            </DataList.ItemValue>
          </DataList.Item>
        ))}
        {recordLink && (
          <DataList.Item>
            <DataList.ItemLabel minW="32">Registro</DataList.ItemLabel>
            <DataList.ItemValue>
              <Link asChild colorPalette="blue" variant="underline">
                <RouterLink to={recordLink.to}>Abrir {recordLink.label}</RouterLink>
              </Link>
            </DataList.ItemValue>
          </DataList.Item>
        )}
      </DataList.Root>
      {error ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{consoleMessages.fetchDetailsFailed}</Alert.Title>
            {error instanceof HttpError && error.message !== consoleMessages.fetchDetailsFailed && (
              <Alert.Description>{error.message}</Alert.Description>
            )}
          </Alert.Content>
        </Alert.Root>
      ) : loading || !record ? (
        <Stack gap="2" aria-busy="true" aria-label="Carregando detalhes">
          {SECTIONS.map((s) => (
            <Skeleton key={s} h="10" rounded="md" />
          ))}
        </Stack>
      ) : (
        <Accordion.Root multiple collapsible variant="enclosed">
          {SECTIONS.map((field) => (
            <Accordion.Item key={field} value={field}>
              <Accordion.ItemTrigger cursor="pointer">
                <Text flex="1" fontWeight="medium">
                  {title(field)}
                </Text>
                <Accordion.ItemIndicator />
              </Accordion.ItemTrigger>
              <Accordion.ItemContent>
                <Accordion.ItemBody>
                  <Payload label={title(field)} value={record[field]} />
                </Accordion.ItemBody>
              </Accordion.ItemContent>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      )}
    </Stack>
  );
}

/** A payload as escaped text in a scrolling monospace block; 'Vazio' when there is none. */
function Payload({ label, value }: { label: string; value: unknown }) {
  const text = prettyPayload(value);
  if (text === null) return <Text color="fg.muted">Vazio</Text>;
  return (
    <Box
      as="pre"
      tabIndex={0}
      aria-label={`Conteúdo de ${label}`}
      fontFamily="mono"
      textStyle="xs"
      whiteSpace="pre-wrap"
      wordBreak="break-word"
      maxH="80"
      overflow="auto"
      bg="bg.muted"
      p="3"
      rounded="md"
    >
      {text}
    </Box>
  );
}
