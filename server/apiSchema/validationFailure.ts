import type { FastifySchemaValidationError } from 'fastify';
import { HttpError } from '../../src/core/api/HttpError.js';
import * as apiMessages from '../../src/core/api/apiMessages.js';

/**
 * A field's pt-BR message for the rule it broke: the Ajv keyword ('required', 'maxLength',
 * 'pattern', 'type', …) and its params (`limit`). Undefined: the generic message.
 */
export type FieldMessageOf = (field: string, keyword: string, params: Record<string, unknown>) => string | undefined;

/**
 * What a route says of its 400s (route `config.validation`): the message of the answer and each
 * field's message. A field's entry is one message for any rule, or one per Ajv keyword with '*'
 * for the others.
 */
export interface ValidationMessages {
  /** The answer's `message`; default: the first refused field's message. */
  message?: string;
  fields?: Record<string, string | Record<string, string>> | FieldMessageOf;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The pt-BR messages of this route's 400s (validationFailure). */
    validation?: ValidationMessages;
  }
}

/** The field an Ajv error is about: the missing or unknown property, else the first path segment. */
function fieldOf(error: FastifySchemaValidationError): string {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required' && typeof params.missingProperty === 'string') return params.missingProperty;
  if (error.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string')
    return params.additionalProperty;
  const first = error.instancePath.split('/')[1] ?? '';
  return first.replace(/~1/g, '/').replace(/~0/g, '~');
}

function messageOf(
  fields: ValidationMessages['fields'],
  field: string,
  keyword: string,
  params: Record<string, unknown>,
): string | undefined {
  if (!fields) return undefined;
  if (typeof fields === 'function') return fields(field, keyword, params);
  const own = Object.hasOwn(fields, field) ? fields[field] : undefined;
  if (typeof own === 'string' || own === undefined) return own;
  return (Object.hasOwn(own, keyword) ? own[keyword] : undefined) ?? own['*'];
}

/**
 * Ajv's errors for one part of a request as the API's 400: `{ message, errors: { field: message } }`
 * in pt-BR, the first error of each field kept, messages from the route's `config.validation`
 * (a descriptor's own `messages` for its records), else a generic one naming the field.
 *
 * @example validationFailure([{ keyword: 'required', params: { missingProperty: 'email' }, instancePath: '' }],
 *   { fields: { email: 'Informe o e-mail' } }) // HttpError 400 { message: 'Informe o e-mail', errors: { email: 'Informe o e-mail' } }
 */
export function validationFailure(
  validation: readonly FastifySchemaValidationError[],
  config: ValidationMessages = {},
): HttpError {
  const errors: Record<string, string> = {};
  for (const error of validation) {
    const field = fieldOf(error);
    const key = field || '_';
    if (errors[key]) continue;
    const params = error.params as Record<string, unknown>;
    errors[key] =
      messageOf(config.fields, field, error.keyword, params) ??
      (field
        ? apiMessages.fieldInvalid(field)
        : error.keyword === 'type'
          ? apiMessages.bodyNotObject
          : apiMessages.requestInvalid);
  }
  const { _: whole, ...byField } = errors;
  const message = config.message ?? whole ?? Object.values(byField)[0] ?? apiMessages.requestInvalid;
  return new HttpError(400, message, undefined, Object.keys(byField).length ? byField : undefined);
}
