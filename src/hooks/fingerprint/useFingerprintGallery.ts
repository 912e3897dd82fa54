import useSWR from 'swr';
import { readFingerprintGallery, type FingerprintGallery } from '../../core/fingerprint/readFingerprintGallery.js';
import { useApi } from '../api/useApi.js';
import * as consoleMessages from '../../core/api/consoleMessages.js';

/** Where a fingerprint's gallery comes from. */
function galleryPath(id: number | string): string {
  return `/admin/v2/person-fingerprint/${encodeURIComponent(String(id))}/images`;
}

/**
 * A fingerprint registration's captures (`GET /admin/v2/person-fingerprint/{id}/images`), for the
 * detail modal: its own loading and error states, no loading overlay, no dialog.
 */
export function useFingerprintGallery(id: number | string) {
  const api = useApi();
  const { data, error, isLoading } = useSWR(
    galleryPath(id),
    (url: string) =>
      api.get(url, { silent: true, fallbackMessage: consoleMessages.fetchDetailsFailed }).then(readFingerprintGallery),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  return { gallery: data as FingerprintGallery | undefined, error: error as unknown, loading: isLoading };
}
