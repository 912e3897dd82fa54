import type { JsonSchema } from './valuesFromSchema.js';

/** One parameter of an operation (path, query string or header), its schema resolved. */
export interface OperationParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
}

/** One operation of the OpenAPI document, its `$ref`s resolved. */
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The document's path: `/client/v1/{id}`. */
  path: string;
  /** The same operation as the route table spells it: `GET /client/v1/:id`. */
  route: string;
  operationId?: string;
  /** `security: []`: reachable without a token. */
  public: boolean;
  /** Its security accepts a file ticket (`?ticket=`) as well as the bearer. */
  ticket: boolean;
  parameters: OperationParameter[];
  /** The JSON body's schema, when the operation reads one. */
  body?: { required: boolean; schema: JsonSchema };
  /** By status ('200', '4XX', 'default'): each media type's schema; no `content`: an empty body. */
  responses: Record<string, { content?: Record<string, JsonSchema | undefined> }>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** An OpenAPI document as `app.swagger()` returns it (what this file reads of it). */
export interface OpenApiDocument {
  paths?: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, unknown> };
  security?: unknown[];
}

/**
 * `value` with every local `$ref` (`#/components/schemas/ApiError`) replaced by what it points
 * to; a reference back into itself is left as it is.
 */
export function resolveRefs(doc: OpenApiDocument, value: unknown, seen: string[] = []): unknown {
  if (Array.isArray(value)) return value.map((v) => resolveRefs(doc, v, seen));
  if (!value || typeof value !== 'object') return value;
  const ref = (value as { $ref?: unknown }).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/') && !seen.includes(ref)) {
    let target: unknown = doc;
    for (const part of ref.slice(2).split('/'))
      target = (target as Record<string, unknown> | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
    if (target === undefined) throw new Error(`$ref sem destino no documento OpenAPI: ${ref}`);
    const { $ref: _, ...rest } = value as Record<string, unknown>;
    return { ...(resolveRefs(doc, target, [...seen, ref]) as object), ...(resolveRefs(doc, rest, seen) as object) };
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveRefs(doc, v, seen)]));
}

/** `/files/{*}` → `/files/*`, `/client/v1/{id}` → `/client/v1/:id`. */
export function routeUrlOf(path: string): string {
  return path.replace(/\{\*\}/g, '*').replace(/\{([^}]+)\}/g, ':$1');
}

/**
 * A route's shape whatever its parameters are named: `GET /files/{}` for the route table's
 * `GET /files/*` and the document's `GET /files/{path}`, `GET /client/v1/{}` for `:id` and `{id}`.
 */
export function routeShape(route: string): string {
  return route.replace(/\{[^}]*\}|:[^/]+|\*$/g, '{}');
}

/**
 * Every operation of the document, in its order, references resolved: method, path, the route
 * it is in the route table, whether it is public, its parameters, JSON body and responses.
 */
export function openapiOperations(document: unknown): Operation[] {
  const doc = document as OpenApiDocument;
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    const shared = ((item.parameters as unknown[]) ?? []).map((p) => resolveRefs(doc, p));
    for (const method of METHODS) {
      const raw = item[method] as Record<string, unknown> | undefined;
      if (!raw) continue;
      const op = resolveRefs(doc, raw) as Record<string, unknown>;
      const security = (op.security ?? doc.security ?? []) as Record<string, unknown>[];
      const parameters = [...shared, ...((op.parameters as unknown[]) ?? [])].map((p) => {
        const x = p as Record<string, unknown>;
        return {
          name: String(x.name),
          in: x.in as OperationParameter['in'],
          required: x.required === true || x.in === 'path',
          schema: (x.schema as JsonSchema | undefined) ?? {},
        };
      });
      const requestBody = op.requestBody as { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
      const json = requestBody?.content?.['application/json'] as
        { schema?: JsonSchema; example?: unknown; examples?: Record<string, { value?: unknown }> } | undefined;
      // The media type's examples (seed data) join the schema's own, for the generator to use.
      const examples = [
        ...(json && 'example' in json ? [json.example] : []),
        ...Object.values(json?.examples ?? {}).flatMap((e) => ('value' in e ? [e.value] : [])),
      ];
      const bodySchema: JsonSchema =
        examples.length && typeof json?.schema === 'object'
          ? { ...json.schema, examples: [...((json.schema.examples as unknown[]) ?? []), ...examples] }
          : (json?.schema ?? {});
      const responses = Object.fromEntries(
        Object.entries(
          (op.responses ?? {}) as Record<string, { content?: Record<string, { schema?: JsonSchema }> }>,
        ).map(([status, r]) => [
          status,
          r.content
            ? { content: Object.fromEntries(Object.entries(r.content).map(([type, m]) => [type, m.schema])) }
            : {},
        ]),
      );
      const upper = method.toUpperCase() as Operation['method'];
      out.push({
        method: upper,
        path,
        route: `${upper} ${routeUrlOf(path)}`,
        operationId: typeof op.operationId === 'string' ? op.operationId : undefined,
        public: security.length === 0 || security.some((s) => Object.keys(s).length === 0),
        ticket: security.some((s) => Object.hasOwn(s, 'ticket')),
        parameters,
        body: json ? { required: requestBody.required === true, schema: bodySchema } : undefined,
        responses,
      });
    }
  }
  return out;
}
