import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { Operation } from './openapiOperations.js';
import type { JsonSchema } from './valuesFromSchema.js';

/** What the checks read of a reply (an `app.inject` response fits). */
export interface ReplyLike {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/**
 * A copy of `schema` where every object schema that says nothing of other properties refuses
 * them: `additionalProperties: false`, or, on a schema that combines parts with `allOf`,
 * `unevaluatedProperties: false` (its parts stay open, so one part's property is not refused
 * by another). An undeclared property in a response is then a mismatch, as the whitelist wants.
 *
 * @example closeObjects({ type: 'object', properties: { id: { type: 'integer' } } })
 * // { type: 'object', properties: { id: { type: 'integer' } }, additionalProperties: false }
 */
export function closeObjects(schema: JsonSchema, open = false): JsonSchema {
  if (typeof schema !== 'object' || schema === null) return schema;
  if (Array.isArray(schema)) return schema.map((s) => closeObjects(s as JsonSchema)) as unknown as JsonSchema;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(schema)) {
    if (k === 'allOf' && Array.isArray(v)) out[k] = v.map((s) => closeObjects(s as JsonSchema, true));
    else if (
      ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'].includes(k) &&
      v &&
      typeof v === 'object'
    )
      out[k] = Object.fromEntries(Object.entries(v).map(([name, s]) => [name, closeObjects(s as JsonSchema)]));
    else if (v && typeof v === 'object' && !['enum', 'const', 'examples', 'example', 'default', 'required'].includes(k))
      out[k] = closeObjects(v as JsonSchema);
    else out[k] = v;
  }
  const types = [out.type ?? []].flat();
  const isObject = types.includes('object') || (out.type === undefined && (out.properties || out.required));
  const says = ['additionalProperties', 'patternProperties', 'unevaluatedProperties'].some((k) => k in out);
  if (isObject && !says && !open) out.additionalProperties = false;
  if (Array.isArray(out.allOf) && !('unevaluatedProperties' in out) && !open) out.unevaluatedProperties = false;
  return out;
}

/** The declared response for `status`: exact, then its class ('4XX'), then 'default'. */
export function declaredResponse(op: Operation, status: number): Operation['responses'][string] | undefined {
  return op.responses[String(status)] ?? op.responses[`${String(status)[0]}XX`] ?? op.responses.default;
}

const isJsonMedia = (media: string) => media === 'application/json' || media.endsWith('+json');

/** The declared media type a reply's content-type falls under ('text/*' and '*\/*' included). */
function mediaMatch(declared: string[], contentType: string): string | undefined {
  const media = contentType.split(';')[0]!.trim().toLowerCase();
  return (
    declared.find((d) => d.toLowerCase() === media) ??
    declared.find((d) => d.endsWith('/*') && media.startsWith(d.slice(0, -1).toLowerCase())) ??
    declared.find((d) => d === '*/*')
  );
}

/**
 * Checks replies against the operations that gave them, with Ajv (JSON Schema 2020-12, formats
 * checked, every object closed by {@link closeObjects}). Validators are compiled once per
 * operation, status and media type.
 */
export function createResponseChecker(): {
  /**
   * Undefined when the reply's status is documented for `op`, its content type is one the
   * status declares (none: an empty body) and a JSON body validates against its schema with no
   * undeclared property; else what is wrong, with Ajv's first errors.
   */
  check: (op: Operation, reply: ReplyLike) => string | undefined;
  /** The compiled, closed schema of a body (for the request checks). */
  validator: (schema: JsonSchema) => ValidateFunction;
} {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true, unicode: false, logger: false });
  addFormats(ajv);
  const compiled = new Map<string, ValidateFunction>();
  const cache = new WeakMap<object, ValidateFunction>();
  const validator = (schema: JsonSchema) => {
    if (typeof schema === 'object' && cache.has(schema)) return cache.get(schema)!;
    const v = ajv.compile(schema as object);
    if (typeof schema === 'object') cache.set(schema, v);
    return v;
  };
  const check = (op: Operation, reply: ReplyLike): string | undefined => {
    const declared = declaredResponse(op, reply.statusCode);
    if (!declared)
      return `status ${reply.statusCode} não documentado na operação (documentados: ${Object.keys(op.responses).join(', ')})`;
    const contentType = String(reply.headers['content-type'] ?? '');
    if (!declared.content) {
      return reply.body.length === 0
        ? undefined
        : `status ${reply.statusCode} documentado sem corpo, mas veio ${contentType || 'corpo'} (${reply.body.length} bytes)`;
    }
    const media = mediaMatch(Object.keys(declared.content), contentType);
    if (!media)
      return `content-type ${contentType || '(nenhum)'} não documentado para ${reply.statusCode} (documentados: ${Object.keys(declared.content).join(', ')})`;
    const schema = declared.content[media];
    if (!isJsonMedia(media) || schema === undefined) return undefined;
    let json: unknown;
    try {
      json = JSON.parse(reply.body);
    } catch {
      return `${reply.statusCode} com corpo que não é JSON`;
    }
    const key = `${op.route} ${reply.statusCode} ${media}`;
    let validate = compiled.get(key);
    if (!validate) {
      validate = ajv.compile(closeObjects(schema) as object);
      compiled.set(key, validate);
    }
    if (validate(json)) return undefined;
    const errors = (validate.errors ?? [])
      .slice(0, 4)
      .map(
        (e) =>
          `${e.instancePath || '/'} ${e.message}${e.keyword === 'additionalProperties' ? ` (${String(e.params.additionalProperty)})` : ''}`,
      )
      .join('; ');
    return `${reply.statusCode} fora do schema declarado: ${errors}`;
  };
  return { check, validator };
}

/** Keys that never leave the server, in any answer: secrets and internal columns. */
export const FORBIDDEN_KEYS = ['password_hash', 'token_hash', 'reset_token', 'token_version', 'extra'];

/**
 * What an answer shows that it must not: a forbidden key anywhere in a JSON body (or, in a text
 * body such as a CSV, one of the secret column names), or the absolute path of the storage
 * folder anywhere. Binary bodies (files, zips) are not read.
 */
export function forbiddenIn(reply: ReplyLike, storage: string): string[] {
  const contentType = String(reply.headers['content-type'] ?? '');
  const text = /json|text|csv|xml|html|javascript/.test(contentType) || contentType === '';
  if (!text) return [];
  const found: string[] = [];
  if (reply.body.includes(storage)) found.push(`caminho da pasta de armazenamento (${storage})`);
  if (contentType.includes('json')) {
    let json: unknown;
    try {
      json = JSON.parse(reply.body);
    } catch {
      return found;
    }
    const stack: [unknown, string][] = [[json, '']];
    while (stack.length) {
      const [value, path] = stack.pop()!;
      if (Array.isArray(value)) value.forEach((v, i) => stack.push([v, `${path}/${i}`]));
      else if (value && typeof value === 'object')
        for (const [k, v] of Object.entries(value)) {
          if (FORBIDDEN_KEYS.includes(k)) found.push(`chave ${k} em ${path || '/'}`);
          stack.push([v, `${path}/${k}`]);
        }
    }
  } else {
    for (const key of FORBIDDEN_KEYS.filter((k) => k !== 'extra'))
      if (reply.body.includes(key)) found.push(`${key} no corpo`);
  }
  return found;
}
