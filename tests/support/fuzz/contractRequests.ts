import fc from 'fast-check';
import { oddBody } from './hostileValues.js';
import type { Operation, OperationParameter } from './openapiOperations.js';
import {
  JsonObject,
  percentEncode,
  type BodySpec,
  type IdSpec,
  type QueryPair,
  type RequestSpec,
} from './requestSpec.js';
import { idSpec } from './targetParts.js';
import { invalidValue, validValue, type JsonSchema, type Mutation } from './valuesFromSchema.js';

/** A request generated from an operation's schemas, and what it is meant to be. */
export interface ContractRequest {
  spec: RequestSpec;
  /** valid: every part as the schemas say; invalid: one part broken (`label` says which); route: the route fuzzer's own. */
  kind: 'valid' | 'invalid' | 'route';
  label: string;
}

/** What the contract fuzz knows of an operation beyond its schemas. */
export interface OperationContext {
  op: Operation;
  /** The table its `{id}` names (valid ids are picked from its seeded rows). */
  table?: string;
  /** Opened by a file ticket in `?ticket=` as well as by the bearer. */
  ticket?: boolean;
  /** How a valid request signs (default: the administrator's bearer; none on public operations). */
  auth?: RequestSpec['auth'];
  /** Valid values of path parameters the schema cannot tell (`*`: the stored files' paths). */
  pathValues?: Record<string, fc.Arbitrary<string>>;
  /** The route fuzzer's own requests for this route (they know passwords, tickets, reset links). */
  route?: fc.Arbitrary<RequestSpec>;
}

const BODY_LIMIT = 1024 * 1024;
/** Longest value put in a query string or path (a real server refuses URLs over 16 KiB). */
const URL_TEXT_MAX = 8_000;

/** A value as query-string text: numbers and booleans written out, arrays as a repeated parameter. */
export function queryText(value: unknown): string | string[] {
  if (Array.isArray(value)) return value.map((v) => [queryText(v)].flat().join(','));
  if (value === null || value === undefined) return '';
  if (value instanceof JsonObject) return JSON.stringify(Object.fromEntries(value.entries));
  const text = String(value);
  return text.length > URL_TEXT_MAX ? text.slice(0, URL_TEXT_MAX) : text;
}

/** A JSON body of `bytes` bytes: `base` with a string property filled up to that size. */
export function bodyOfSize(base: JsonObject, bytes: number, key: string): string {
  const without = new JsonObject([...base.entries.filter(([k]) => k !== key), [key, '']]);
  const rest = Buffer.byteLength(JSON.stringify(toPlain(without)));
  return JSON.stringify(
    toPlain(new JsonObject([...without.entries.slice(0, -1), [key, 'x'.repeat(Math.max(0, bytes - rest))]])),
  );
}

function toPlain(value: unknown): unknown {
  if (value instanceof JsonObject) return Object.fromEntries(value.entries.map(([k, v]) => [k, toPlain(v)]));
  if (Array.isArray(value)) return value.map(toPlain);
  return value;
}

const byIn = (op: Operation, where: OperationParameter['in']) => op.parameters.filter((p) => p.in === where);

/** Valid query pairs: every required parameter, some optional ones (a `ticket` is the auth's business). */
function validQuery(op: Operation): fc.Arbitrary<QueryPair[]> {
  const params = byIn(op, 'query').filter((p) => p.name !== 'ticket');
  return fc
    .tuple(
      ...params.map((p) =>
        p.required ? validValue(p.schema) : fc.option(validValue(p.schema), { freq: 2, nil: undefined }),
      ),
    )
    .map((values) =>
      params.flatMap((p, i): QueryPair[] => (values[i] === undefined ? [] : [[p.name, queryText(values[i])]])),
    );
}

/** Header parameters now and then, in printable ASCII (what a header can carry). */
function validHeaders(op: Operation): fc.Arbitrary<Record<string, string> | undefined> {
  const params = byIn(op, 'header');
  if (!params.length) return fc.constant(undefined);
  return fc
    .tuple(
      ...params.map((p) =>
        fc.option(
          validValue(p.schema)
            .map((v) => [queryText(v)].flat().join(','))
            .filter((t) => /^[\x20-\x7e]*$/.test(t)),
          { freq: p.required ? 1_000_000 : 3, nil: undefined },
        ),
      ),
    )
    .map((values) => {
      const entries = params.flatMap((p, i) => (values[i] === undefined ? [] : [[p.name, values[i]!] as const]));
      return entries.length ? Object.fromEntries(entries) : undefined;
    });
}

/** Path text and id of a request: `{id}` kept for the runner (a seeded row), other parameters written in. */
function pathParts(
  ctx: OperationContext,
  broken?: { name: string; text: string } | { name: 'id'; id: IdSpec },
): fc.Arbitrary<{ path: string; id?: IdSpec }> {
  const params = byIn(ctx.op, 'path');
  return fc
    .tuple(
      ...params.map((p): fc.Arbitrary<{ name: string; text?: string; id?: IdSpec }> => {
        if (broken?.name === p.name) return fc.constant(broken);
        if (p.name === 'id' && ctx.table) return fc.nat({ max: 49 }).map((pick) => ({ name: p.name, id: { pick } }));
        const own = ctx.pathValues?.[p.name];
        if (own) return own.map((text) => ({ name: p.name, text }));
        return validValue(p.schema).map((v) => ({ name: p.name, text: percentEncode([queryText(v)].flat().join('')) }));
      }),
    )
    .map((parts) => {
      let path = ctx.op.path;
      let id: IdSpec | undefined;
      for (const part of parts) {
        if (part.id) {
          id = part.id;
          path = path.replace(`{${part.name}}`, '{id}');
        } else path = path.replace(`{${part.name}}`, part.text!);
      }
      return id ? { path, id } : { path };
    });
}

function validAuth(ctx: OperationContext): fc.Arbitrary<RequestSpec['auth']> {
  if (ctx.auth) return fc.constant(ctx.auth);
  if (ctx.op.public)
    return fc.oneof(
      { weight: 3, arbitrary: fc.constant('none' as const) },
      { weight: 1, arbitrary: fc.constant('bearer' as const) },
    );
  if (ctx.ticket)
    return fc.oneof(
      { weight: 3, arbitrary: fc.constant('bearer' as const) },
      { weight: 1, arbitrary: fc.constant('ticket' as const) },
    );
  return fc.constant('bearer' as const);
}

function spec(
  op: Operation,
  parts: { path: string; id?: IdSpec },
  query: QueryPair[],
  body: BodySpec | undefined,
  auth: RequestSpec['auth'],
  headers?: Record<string, string>,
): RequestSpec {
  return {
    method: op.method,
    path: parts.path,
    ...(parts.id ? { id: parts.id } : {}),
    ...(query.length ? { query } : {}),
    ...(body ? { body } : {}),
    ...(headers ? { headers } : {}),
    auth,
  };
}

/** A request every part of which the operation's schemas accept. */
export function validRequest(ctx: OperationContext): fc.Arbitrary<ContractRequest> {
  const { op } = ctx;
  const body: fc.Arbitrary<BodySpec | undefined> = op.body
    ? op.body.required
      ? validValue(op.body.schema).map((json) => ({ json }))
      : fc.option(
          validValue(op.body.schema).map((json) => ({ json })),
          { freq: 4, nil: undefined },
        )
    : fc.constant(undefined);
  return fc
    .tuple(pathParts(ctx), validQuery(op), body, validAuth(ctx), validHeaders(op))
    .map(([parts, query, b, auth, headers]) => ({
      spec: spec(op, parts, query, b, auth, headers),
      kind: 'valid',
      label: 'válido',
    }));
}

/** The ways a body can be broken: inside its schema, absent, not an object, not JSON, at and over the size limit. */
function brokenBody(schema: JsonSchema, required: boolean): fc.Arbitrary<{ body?: BodySpec; label: string }> {
  const options: fc.Arbitrary<{ body?: BodySpec; label: string }>[] = [
    invalidValue(schema).map((m: Mutation) => ({ body: { json: m.value }, label: `corpo: ${m.label}` })),
    fc
      .constantFrom<[unknown, string]>(
        [null, 'corpo null'],
        [[new JsonObject([])], 'corpo: lista no lugar do objeto'],
        ['texto', 'corpo: texto'],
      )
      .map(([json, label]) => ({ body: { json }, label })),
    oddBody.map((body) => ({ body, label: `corpo estranho (${body.contentType ?? 'application/json'})` })),
    fc.tuple(validValue(schema), fc.constantFrom(BODY_LIMIT - 100, BODY_LIMIT + 100)).map(([base, bytes]) => ({
      body: {
        raw: bodyOfSize(base instanceof JsonObject ? base : new JsonObject([]), bytes, firstStringProperty(schema)),
      },
      label: bytes < BODY_LIMIT ? 'corpo logo abaixo de 1 MiB' : 'corpo logo acima de 1 MiB',
    })),
  ];
  if (required) options.push(fc.constant({ label: 'sem corpo (obrigatório)' }));
  return fc.oneof(...options);
}

/** The first string property of an object schema (the one a near-limit body fills), else an unknown one. */
function firstStringProperty(schema: JsonSchema): string {
  const properties = (typeof schema === 'object' ? schema.properties : undefined) as
    Record<string, JsonSchema> | undefined;
  const found = Object.entries(properties ?? {}).find(
    ([, s]) => typeof s === 'object' && [s.type].flat().includes('string'),
  );
  return found?.[0] ?? 'campo_extra';
}

/** A request with one part broken: the body, a query parameter, a path parameter, the token. */
function invalidRequest(ctx: OperationContext): fc.Arbitrary<ContractRequest> {
  const { op } = ctx;
  const base = validRequest(ctx);
  const options: fc.Arbitrary<ContractRequest>[] = [];
  if (op.body) {
    const schema = op.body.schema;
    options.push(
      fc.tuple(base, brokenBody(schema, op.body.required)).map(([r, b]) => {
        const { body: _, ...rest } = r.spec;
        return { spec: b.body ? { ...rest, body: b.body } : rest, kind: 'invalid', label: b.label };
      }),
    );
  } else if (op.method !== 'GET') {
    // A body the operation does not read.
    options.push(
      fc
        .tuple(base, oddBody)
        .map(([r, body]) => ({ spec: { ...r.spec, body }, kind: 'invalid', label: 'corpo não esperado' })),
    );
  }
  const query = byIn(op, 'query').filter((p) => p.name !== 'ticket');
  if (query.length) {
    options.push(
      fc.tuple(base, fc.constantFrom(...query)).chain(([r, p]) =>
        invalidValue(p.schema).map((m) => {
          const pairs = (r.spec.query ?? []).filter(([k]) => k !== p.name);
          return {
            spec: { ...r.spec, query: [...pairs, [p.name, queryText(m.value)] as QueryPair] },
            kind: 'invalid' as const,
            label: `?${p.name}: ${m.label}`,
          };
        }),
      ),
      fc.tuple(base, fc.constantFrom(...query)).map(([r, p]) => ({
        spec: { ...r.spec, query: [...(r.spec.query ?? []), [p.name, ['1', 'a']] as QueryPair] },
        kind: 'invalid' as const,
        label: `?${p.name} repetido`,
      })),
    );
    const required = query.filter((p) => p.required);
    if (required.length)
      options.push(
        fc.tuple(base, fc.constantFrom(...required)).map(([r, p]) => ({
          spec: { ...r.spec, query: (r.spec.query ?? []).filter(([k]) => k !== p.name) },
          kind: 'invalid' as const,
          label: `sem ?${p.name} (obrigatório)`,
        })),
      );
  }
  options.push(
    fc
      .tuple(
        base,
        fc.constantFrom('campo_desconhecido', '__proto__', 'constructor', 'password_hash'),
        fc.string({ maxLength: 20 }),
      )
      .map(([r, key, value]) => ({
        spec: { ...r.spec, query: [...(r.spec.query ?? []), [key, value] as QueryPair] },
        kind: 'invalid' as const,
        label: `?${key} desconhecido`,
      })),
  );
  for (const p of byIn(op, 'path')) {
    const broken: fc.Arbitrary<{ name: string; text: string } | { name: 'id'; id: IdSpec }> =
      p.name === 'id' && ctx.table
        ? idSpec.filter((x) => 'text' in x).map((id) => ({ name: 'id' as const, id }))
        : invalidValue(p.schema).map((m) => ({
            name: p.name,
            text: percentEncode([queryText(m.value)].flat().join('') || '%20'),
          }));
    options.push(
      fc.tuple(base, broken).chain(([r, b]) =>
        pathParts(ctx, b).map((parts) => {
          const { id: _, path: __, ...rest } = r.spec;
          return { spec: { ...rest, ...parts }, kind: 'invalid' as const, label: `caminho: {${p.name}} inválido` };
        }),
      ),
    );
  }
  if (!op.public) {
    options.push(
      fc
        .tuple(
          base,
          fc.constantFrom<[RequestSpec['auth'], Record<string, string> | undefined, string]>(
            ['none', undefined, 'sem token'],
            ['none', { authorization: 'Bearer x.y.z' }, 'token inválido'],
            ['none', { authorization: 'Basic YWRtaW46YWRtaW4=' }, 'outro esquema de autorização'],
            [{ garbage: 'x' }, undefined, 'ticket inválido'],
          ),
        )
        .map(([r, [auth, headers, label]]) => ({
          spec: { ...r.spec, auth, ...(headers ? { headers: { ...r.spec.headers, ...headers } } : {}) },
          kind: 'invalid' as const,
          label,
        })),
    );
  }
  return fc.oneof(...options);
}

/**
 * The requests the contract fuzz sends to one operation: valid ones (from its schemas, ids of
 * seeded rows, the administrator's token), ones with one part broken (boundary values, wrong
 * types, missing and unknown properties, huge and unicode text, null, lists for objects, bodies
 * at the size limit, malformed ids, no or a bad token), and the route fuzzer's own (which know
 * passwords, tickets and reset links, so more of them reach a 2xx).
 */
export function contractRequests(ctx: OperationContext): fc.Arbitrary<ContractRequest> {
  return fc.oneof(
    { weight: 5, arbitrary: validRequest(ctx) },
    { weight: 4, arbitrary: invalidRequest(ctx) },
    ...(ctx.route
      ? [
          {
            weight: 2,
            arbitrary: ctx.route.map((spec): ContractRequest => ({ spec, kind: 'route', label: 'gerador da rota' })),
          },
        ]
      : []),
  );
}
