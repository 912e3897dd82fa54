import { useEffect, useReducer, useState } from 'react';
import type { ClientDescriptor } from '../../core/descriptors/Descriptor.js';
import type { FormMode } from '../../core/forms/buildFormSchema.js';
import * as apiMessages from '../../core/api/apiMessages.js';
import { useUiFeedback } from '../feedback/useUiFeedback.js';
import { getLoadedFormValidator, loadFormValidator, type FormValidator } from './formValidator.js';

/**
 * The precompiled validator (and its schema) of a descriptor's form in one mode, loaded lazily
 * once per form and mode; undefined while it loads. In create mode the update validator is
 * fetched too, since a saved create becomes an update.
 */
export function useFormValidator(
  d: ClientDescriptor,
  mode: FormMode,
): { loaded: FormValidator | undefined; failed: boolean } {
  const { showError } = useUiFeedback();
  const [failed, setFailed] = useState(false);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const loaded = getLoadedFormValidator(d, mode);

  useEffect(() => {
    if (loaded) return undefined;
    let live = true;
    loadFormValidator(d, mode).then(
      () => live && rerender(),
      (error: unknown) => {
        if (!live) return;
        setFailed(true);
        showError(error, apiMessages.requestFailed);
      },
    );
    return () => {
      live = false;
    };
  }, [d, mode, loaded, showError]);

  useEffect(() => {
    if (mode === 'create') loadFormValidator(d, 'update').catch(() => undefined);
  }, [d, mode]);

  return { loaded, failed };
}
