import useSWR from 'swr';
import { readRecord } from '../../core/api/readRecord.js';
import type { ApiDescriptor } from '../../core/descriptors/Descriptor.js';
import { useApi } from './useApi.js';

/**
 * One record of a descriptor, `GET {api.endpoint}/{id}`, read under its `api.record` key (an answer
 * without it is an error, never an empty record): for detail views in a modal, which show their
 * own loading and error states (no loading overlay, no dialog).
 *
 * @example const { record, error, loading } = useRecord(descriptor.api, 7, { fallbackMessage: consoleMessages.fetchDetailsFailed });
 */
export function useRecord<T = Record<string, unknown>>(
  { endpoint, record: recordKey }: Pick<ApiDescriptor, 'endpoint' | 'record'>,
  id: number | string,
  options: { fallbackMessage?: string } = {},
) {
  const api = useApi();
  const { data, error, isLoading } = useSWR(
    `${endpoint}/${encodeURIComponent(String(id))}`,
    (url: string) =>
      api
        .get(url, { silent: true, ...(options.fallbackMessage && { fallbackMessage: options.fallbackMessage }) })
        .then((body) => readRecord<T>(body, recordKey)),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  return { record: data, error: error as unknown, loading: isLoading };
}
