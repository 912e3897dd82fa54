import { useEffect, useMemo, useState } from 'react';
import descriptors from 'virtual:descriptors';
import type { ReferenceDescriptor } from '../../core/descriptors/Descriptor.js';
import { readListEnvelope } from '../../core/api/readListEnvelope.js';
import {
  mergeReferenceOptions,
  referenceOption,
  referenceSearches,
  type ReferenceOption,
} from '../../core/related/referenceOption.js';
import { useApi } from '../api/useApi.js';

/** Wait after the last key before searching. */
const DEBOUNCE_MS = 300;
/** Choices shown at most. */
const LIMIT = 10;
const NONE: ReferenceOption[] = [];

/** The answer to one search: the text it was for, its choices, whether it failed. */
interface Answer {
  text: string;
  options: ReferenceOption[];
  failed: boolean;
}

/**
 * The choices of a reference picker for the typed `text`: after a pause in typing, one list
 * request per search filter of the referenced entity (`?name=acme`, `?cnpj=11222`), merged; the
 * previous search is cancelled when the text changes. `loading` until the answer for this very
 * text arrives. Silent: the picker says when it failed.
 *
 * @example const { options, loading, failed } = useReferenceSearch(ref, 'acme')
 */
export function useReferenceSearch(reference: ReferenceDescriptor, text: string) {
  const api = useApi();
  // RJSF hands the widget a new options object on each render: the search depends on its content.
  const key = JSON.stringify(reference);
  const ref = useMemo(() => JSON.parse(key) as ReferenceDescriptor, [key]);
  const target = descriptors[ref.entity];
  const params = useMemo(() => (target ? referenceSearches(ref, target, text) : []), [ref, target, text]);
  const [answer, setAnswer] = useState<Answer>({ text: '', options: NONE, failed: false });

  useEffect(() => {
    if (!target || !params.length) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      Promise.all(
        params.map((param) =>
          api
            .get(target.api.endpoint, {
              query: { page: 1, per_page: LIMIT, [param]: text.trim() },
              silent: true,
              signal: controller.signal,
            })
            .then((body) =>
              readListEnvelope(body, target.api.list, LIMIT).rows.flatMap((row) => {
                const option = referenceOption(ref, target, row);
                return option ? [option] : [];
              }),
            ),
        ),
      ).then(
        (answers) => setAnswer({ text, options: mergeReferenceOptions(answers, LIMIT), failed: false }),
        () => !controller.signal.aborted && setAnswer({ text, options: NONE, failed: true }),
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, ref, target, params, text]);

  if (!params.length) return { options: NONE, loading: false, failed: false };
  const current = answer.text === text;
  return { options: current ? answer.options : NONE, loading: !current, failed: current && answer.failed };
}
