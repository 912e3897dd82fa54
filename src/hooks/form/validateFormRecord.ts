import type {
  CustomValidator,
  ErrorTransformer,
  FieldValidation,
  RJSFValidationError,
  ValidatorType,
} from '@rjsf/utils';
import type { ClientDescriptor } from '../../core/descriptors/Descriptor.js';
import type { FormMode, JsonSchemaObject } from '../../core/forms/buildFormSchema.js';
import { fieldMessage, ruleOf } from '../../core/forms/fieldMessage.js';
import { normalizeRecord } from '../../core/forms/normalizeRecord.js';
import { semanticErrors } from '../../core/forms/semanticErrors.js';

/**
 * Validates form data as the API will (server/apiSchema/validateRecord.ts, the same as the create/update routes): the data is
 * normalised first (masks removed, strings trimmed, '' as absent), checked by RJSF with the
 * precompiled validator, each schema error turned into the descriptor's pt-BR message
 * (`transformErrors`), then the checks a schema cannot make (`customValidate`: CPF/CNPJ check
 * digits, password confirmation). One message per field, the first found.
 *
 * @returns field → message; empty when valid.
 * @example validateFormRecord(user, 'create', validator, schema, {}) // { name: 'Informe o nome do usuário', ... }
 */
export function validateFormRecord(
  d: ClientDescriptor,
  mode: FormMode,
  validator: ValidatorType,
  schema: JsonSchemaObject,
  formData: Record<string, unknown>,
): Record<string, string> {
  const value = normalizeRecord(d, formData, mode);

  const transformErrors: ErrorTransformer = (errors) => {
    const seen = new Set<string>();
    const out: RJSFValidationError[] = [];
    for (const e of errors) {
      const field = fieldOf(e);
      if (!field || seen.has(field) || !(field in schema.properties)) continue;
      seen.add(field);
      const limit = (e.params as { limit?: number } | undefined)?.limit;
      const message = fieldMessage(d, field, ruleOf(e.name ?? ''), { ...(limit !== undefined && { limit }) });
      out.push({ ...e, property: `.${field}`, message, stack: message });
    }
    return out;
  };

  const customValidate: CustomValidator = (data, errors, _uiSchema, errorSchema) => {
    const semantic = semanticErrors(d, (data ?? {}) as Record<string, unknown>, mode);
    const fields = errors as unknown as Record<string, FieldValidation | undefined>;
    const already = (errorSchema ?? {}) as Record<string, { __errors?: string[] } | undefined>;
    for (const [field, message] of Object.entries(semantic)) {
      if (already[field]?.__errors?.length) continue;
      fields[field]?.addError(message);
    }
    return errors;
  };

  const { errorSchema } = validator.validateFormData(value, schema as never, customValidate, transformErrors);
  const result: Record<string, string> = {};
  for (const [field, node] of Object.entries(errorSchema as Record<string, { __errors?: string[] } | undefined>)) {
    const first = node?.__errors?.[0];
    if (field !== '__errors' && first) result[field] = first;
  }
  return result;
}

/** The top-level field an RJSF error is about ('.name', 'name' for required, '.deviceModels.0'). */
function fieldOf(e: RJSFValidationError): string | undefined {
  const path = (e.property ?? '').replace(/^\./, '');
  return path.split(/[.[]/)[0] || undefined;
}
