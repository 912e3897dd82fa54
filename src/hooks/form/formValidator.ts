import type { ClientDescriptor } from '../../core/descriptors/Descriptor.js';
import type { FormMode } from '../../core/forms/buildFormSchema.js';
import { bindPrecompiledValidator, type FormValidator } from './bindPrecompiledValidator.js';
import { validatorLoaders } from 'virtual:validator-loaders';

export type { FormValidator };

const resolved = new Map<string, FormValidator>();
const pending = new Map<string, Promise<FormValidator>>();

const cacheKey = (d: ClientDescriptor, mode: FormMode) => `${d.key}/${mode}`;

/** The validator of a form once loaded (synchronously), else undefined. */
export function getLoadedFormValidator(d: ClientDescriptor, mode: FormMode): FormValidator | undefined {
  return resolved.get(cacheKey(d, mode));
}

/**
 * Loads (once) the precompiled validator of a descriptor's form in one mode and binds it to its
 * schema. No schema is compiled in the browser: the code was generated at build time, so the
 * CSP needs no 'unsafe-eval'.
 *
 * @example const { schema, validator } = await loadFormValidator(descriptors.user, 'create');
 */
export function loadFormValidator(d: ClientDescriptor, mode: FormMode): Promise<FormValidator> {
  const key = cacheKey(d, mode);
  const done = resolved.get(key);
  if (done) return Promise.resolve(done);
  let loading = pending.get(key);
  if (!loading) {
    const loader = validatorLoaders[d.key]?.[mode];
    if (!loader)
      return Promise.reject(
        new Error(`Sem validador pré-compilado para o formulário "${key}" (virtual:validator-loaders).`),
      );
    loading = loader().then((module) => {
      const loaded = bindPrecompiledValidator(d, mode, module.default);
      resolved.set(key, loaded);
      return loaded;
    });
    loading.catch(() => pending.delete(key));
    pending.set(key, loading);
  }
  return loading;
}
