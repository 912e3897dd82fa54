import type { ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { ClientDescriptor } from '../../core/descriptors/Descriptor.js';
import { buildFormSchema, type FormMode, type JsonSchemaObject } from '../../core/forms/buildFormSchema.js';
import { validatorLoaders } from './validatorLoaders.js';

export interface FormValidator {
  /** `buildFormSchema(d, mode)`: pass this very object to the form (the validator is bound to it). */
  schema: JsonSchemaObject;
  validator: ValidatorType;
}

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
    if (!loader) return Promise.reject(new Error(`Sem validador pré-compilado para o formulário "${key}" (validatorLoaders.ts).`));
    loading = loader().then((module) => {
      const schema = buildFormSchema(d, mode);
      const loaded = { schema, validator: createPrecompiledValidator(module.default, schema as never) as ValidatorType };
      resolved.set(key, loaded);
      return loaded;
    });
    loading.catch(() => pending.delete(key));
    pending.set(key, loading);
  }
  return loading;
}
