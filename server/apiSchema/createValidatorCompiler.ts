import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

/**
 * Fastify's validator compiler (app.setValidatorCompiler): every route's declared params,
 * querystring, headers and body are checked by Ajv before its handler runs.
 * - Every error of a request is reported (allErrors), so a 400 names each refused field.
 * - Lengths count UTF-16 units (`unicode: false`), as the console's precompiled validators do.
 * - Bodies are never coerced nor completed: `"12"` is not a number and a missing field stays
 *   missing. Query strings and path parameters are text on the wire: `?page=2` becomes the integer
 *   the schema declares, and a parameter repeated where one value is declared is refused.
 */
export function createValidatorCompiler(): FastifySchemaCompiler<unknown> {
  const options: Options = {
    allErrors: true,
    strict: false,
    unicode: false,
    logger: false,
    useDefaults: false,
    removeAdditional: false,
  };
  const body = addFormats(new Ajv({ ...options, coerceTypes: false }));
  const text = addFormats(new Ajv({ ...options, coerceTypes: true, useDefaults: true }));
  return ({ schema, httpPart }) => (httpPart === 'body' ? body : text).compile(schema as object);
}
