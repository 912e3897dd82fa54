import useSWR from 'swr';
import descriptors from 'virtual:descriptors';
import type { ReferenceDescriptor } from '../../core/descriptors/Descriptor.js';
import { readRecord } from '../../core/api/readRecord.js';
import { referenceOption, type ReferenceOption } from '../../core/related/referenceOption.js';
import { useApi } from '../api/useApi.js';

/**
 * How the record a reference field holds reads ('Acme — 11.222.333/0001-81'):
 * `GET {endpoint}/{id}` of the referenced entity, silent. Not asked without an id.
 *
 * @example const { option, failed } = useReferenceOption(ref, 7)
 */
export function useReferenceOption(ref: ReferenceDescriptor, id: number | undefined) {
  const api = useApi();
  const target = descriptors[ref.entity];
  const { data, error } = useSWR(
    target && id !== undefined ? `${target.api.endpoint}/${id}` : null,
    (url: string) =>
      api
        .get(url, { silent: true })
        .then((body): ReferenceOption | undefined =>
          referenceOption(ref, target!, readRecord(body, target!.api.record)),
        ),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  return { option: data, failed: error !== undefined };
}
