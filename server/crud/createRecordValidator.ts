import Ajv, { type ValidateFunction } from 'ajv';
import type { Descriptor } from '../../src/core/descriptors/Descriptor.js';
import { buildFormSchema, type FormMode } from '../../src/core/forms/buildFormSchema.js';
import { fieldMessage, ruleOf } from '../../src/core/forms/fieldMessage.js';
import { normalizeRecord } from '../../src/core/forms/normalizeRecord.js';
import { semanticErrors } from '../../src/core/forms/semanticErrors.js';

export interface ValidationResult {
  /** The body reduced to this mode's fields, normalised (masks removed, strings trimmed). */
  value: Record<string, unknown>;
  /** field → pt-BR message; empty when valid. */
  errors: Record<string, string>;
}

export type RecordValidator = (body: unknown, mode: FormMode) => ValidationResult;

// unicode: false like the console's precompiled validators, so lengths count the same.
const ajv = new Ajv({ allErrors: true, strict: false, coerceTypes: false, unicode: false, logger: false });

/**
 * Compiles, once per descriptor, the same JSON Schemas the console validates with, and returns a
 * function that checks a body and answers each broken field with the descriptor's pt-BR message.
 */
export function createRecordValidator(d: Descriptor): RecordValidator {
  const compiled: Record<FormMode, ValidateFunction> = {
    create: ajv.compile(buildFormSchema(d, 'create')),
    update: ajv.compile(buildFormSchema(d, 'update')),
  };
  return (body, mode) => {
    const value = normalizeRecord(d, body, mode);
    const errors: Record<string, string> = {};
    const validate = compiled[mode];
    if (!validate(value)) {
      for (const e of validate.errors ?? []) {
        const field =
          e.keyword === 'required' ? String(e.params.missingProperty) : (e.instancePath.split('/')[1] ?? '');
        if (!field || errors[field]) continue;
        errors[field] = fieldMessage(d, field, ruleOf(e.keyword), { limit: (e.params as { limit?: number }).limit });
      }
    }
    for (const [field, message] of Object.entries(semanticErrors(d, value, mode))) errors[field] ??= message;
    return { value, errors };
  };
}
