import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { Descriptor } from '../../src/core/descriptors/Descriptor.js';
import type { FormMode } from '../../src/core/forms/buildFormSchema.js';
import { normalizeRecord } from '../../src/core/forms/normalizeRecord.js';
import { semanticErrors } from '../../src/core/forms/semanticErrors.js';
import type { ServedDescriptor } from '../crud/sqlMapping.js';
import { recordBodySchema, recordValidation } from './crudSchemas.js';
import { validationFailure } from './validationFailure.js';

/**
 * A record body's field errors, as one 400 reports them: each field the schema refused with the
 * descriptor's pt-BR message (Ajv's errors as Fastify attached them), then the checks a schema
 * cannot express (CPF/CNPJ check digits, confirmation fields: semanticErrors) for the others.
 */
export function recordErrors(
  d: Descriptor,
  mode: FormMode,
  value: Record<string, unknown>,
  schemaErrors: readonly ErrorObject[] | undefined,
): Record<string, string> {
  const errors = schemaErrors?.length
    ? { ...validationFailure(schemaErrors, recordValidation(d as ServedDescriptor)).errors }
    : {};
  for (const [field, message] of Object.entries(semanticErrors(d, value, mode))) errors[field] ??= message;
  return errors;
}

export interface ValidationResult {
  /** The body reduced to this mode's fields, normalised (masks removed, strings trimmed). */
  value: Record<string, unknown>;
  /** field → pt-BR message; empty when valid. */
  errors: Record<string, string>;
}

// As the app's validator compiler for bodies (createValidatorCompiler): no coercion, UTF-16 lengths.
const ajv = new Ajv({ allErrors: true, strict: false, coerceTypes: false, unicode: false, logger: false });

/**
 * A body checked outside a request, exactly as a descriptor's create/update route checks it
 * (the same schema, normalisation and messages): `npm run schemas:check` uses it on the fields'
 * `default` values, tests to compare the console's validation with the API's.
 */
export function validateRecord(d: Descriptor, body: unknown, mode: FormMode): ValidationResult {
  const validate: ValidateFunction = ajv.compile(recordBodySchema(d as ServedDescriptor, mode));
  const value = normalizeRecord(d, body, mode);
  validate(value);
  return { value, errors: recordErrors(d, mode, value, validate.errors ?? undefined) };
}
