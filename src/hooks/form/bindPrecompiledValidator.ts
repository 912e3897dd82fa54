import type { ValidatorType } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
// By its own module (a subpath the package exports): the package index also builds a full Ajv.
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { ClientDescriptor } from '../../core/descriptors/Descriptor.js';
import { buildFormSchema, type FormMode, type JsonSchemaObject } from '../../core/forms/buildFormSchema.js';
import { validateFormRecord } from './validateFormRecord.js';

export interface FormValidator {
  /** `buildFormSchema(d, mode)`: pass this very object to the form (the validator is bound to it). */
  schema: JsonSchemaObject;
  validator: ValidatorType;
}

/**
 * Binds a form's precompiled validator functions to its schema, then validates an empty record
 * once and drops the result: the validation path (RJSF's error list, our messages, CPF/CNPJ
 * checks) is compiled by the JavaScript engine now, while the form loads, not on the operator's
 * first 'Salvar' (2.4 ms cold, 0.35 ms warm, largest form).
 */
export function bindPrecompiledValidator(
  d: ClientDescriptor,
  mode: FormMode,
  functions: ValidatorFunctions,
): FormValidator {
  const schema = buildFormSchema(d, mode);
  const validator = createPrecompiledValidator(functions, schema as never) as ValidatorType;
  validateFormRecord(d, mode, validator, schema, {});
  return { schema, validator };
}
