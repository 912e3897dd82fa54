import useSWR from 'swr';
import { readFingerprintGallery, type FingerprintGallery } from '../../core/fingerprint/readFingerprintGallery.js';
import { endpoints } from '../../core/api/endpoints.js';
import { fillPath } from '../../core/api/fillPath.js';
import { useListContext } from '../list/useListContext.js';
import { useApi } from '../api/useApi.js';
import type { EndpointJson } from '../../core/api/apiTypes.js';
import * as consoleMessages from '../../core/api/consoleMessages.js';

/**
 * A fingerprint registration's captures: GET the list's endpoint + the suffix of
 * `entityPaths.fingerprintGallery` (schemas/api/endpoints.json: /admin/v2/person-fingerprint/{id}/images),
 * for the list's detail modal: its own loading and error states, no loading overlay, no dialog.
 */
export function useFingerprintGallery(id: number | string) {
  const api = useApi();
  const { descriptor } = useListContext();
  const { data, error, isLoading } = useSWR(
    fillPath(`${descriptor.api.endpoint}${endpoints.entityPaths.fingerprintGallery.path}`, id),
    (url: string) =>
      api
        .get<EndpointJson<'fingerprintGallery', 'get'>>(url, {
          silent: true,
          fallbackMessage: consoleMessages.fetchDetailsFailed,
        })
        .then((body) => readFingerprintGallery(body satisfies { data: FingerprintGallery })),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  return { gallery: data as FingerprintGallery | undefined, error: error as unknown, loading: isLoading };
}
