import { useEffect } from 'react';
import type { ClientDescriptor } from '../../core/descriptors/Descriptor.js';

/**
 * From a list, the next screen an operator opens is its form ('Cadastrar', edit). Once the list
 * is shown and the browser is idle, the form's code and its precompiled validators are fetched
 * and run, so opening the form does not wait for two rounds of chunks (view, then validator).
 * Nothing happens for a descriptor without a form.
 *
 * @param loadFormView loads the form view's module (routes/viewRegistry.ts `loadView('entityForm')`), so that its first render does not suspend
 */
export function usePrefetchForm(d: ClientDescriptor, ready: boolean, loadFormView: () => Promise<unknown>): void {
  useEffect(() => {
    if (!ready || !d.routes.form) return undefined;
    const run = () => {
      void loadFormView().catch(() => undefined);
      void import('./formValidator.js')
        .then((m) => Promise.all([m.loadFormValidator(d, 'create'), m.loadFormValidator(d, 'update')]))
        .catch(() => undefined);
    };
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(run, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(run, 1000);
    return () => window.clearTimeout(id);
  }, [d, ready, loadFormView]);
}
