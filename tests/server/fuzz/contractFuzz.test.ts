import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closeObjects, createResponseChecker, forbiddenIn } from '../../support/fuzz/checkResponse.js';
import { contractFuzz } from '../../support/fuzz/contractFuzz.js';
import { DEFAULT_FUZZ_SEED } from '../../support/fuzz/fuzzRoutes.js';
import type { Operation } from '../../support/fuzz/openapiOperations.js';
import { writeJson } from '../../support/fuzz/requestSpec.js';
import { invalidValue, validValue, type JsonSchema } from '../../support/fuzz/valuesFromSchema.js';
import { openTestDb, testDbKinds } from '../../support/testDb.js';

/**
 * Generated requests per operation in `npm test` (`npm run fuzz -- --contract` runs 1000): 20 on
 * the production engine (PostgreSQL when the tests have it, else PGlite), 8 on the other, for CI's
 * time (the same document and SQL dialect: the second pass looks for what only its engine answers).
 */
const RUNS = 20;
const SECOND_ENGINE_RUNS = 8;
const primary = testDbKinds.at(-1)!;
const SEED = Number(process.env.FUZZ_SEED ?? DEFAULT_FUZZ_SEED);

describe.each(testDbKinds)('contract fuzz: every operation of the OpenAPI document (%s)', (kind) => {
  const runs = kind === primary ? RUNS : SECOND_ENGINE_RUNS;
  it(`answers ${runs} requests per operation, generated from its schemas, as the document says: never a 5xx, never off-schema`, async () => {
    const handle = await openTestDb(kind);
    try {
      const report = await contractFuzz(handle, { runs, seed: SEED });
      console.log(
        `fuzz de contrato (${kind}): ${report.operations.length} operações, ${report.requests} pedidos, ${report.serverErrors} respostas 5xx, ${report.mismatches} divergências, seed ${SEED}, ${(report.ms / 1000).toFixed(1)} s`,
      );
      expect(report.undocumentedRoutes, 'rotas fora do documento OpenAPI').toEqual([]);
      expect(report.operations.flatMap((r) => r.failure ?? [])).toEqual([]);
      expect(report.serverErrors).toBe(0);
      expect(report.mismatches).toBe(0);
      expect(report.acceptedInvalid).toBe(0);
      expect(report.operations.length).toBeGreaterThan(60);
      for (const r of report.operations) expect(r.requests, r.operation).toBe(runs);
    } finally {
      await handle.close();
    }
  }, 300_000);
});

/** An Ajv like the app's for bodies (no coercion; lengths in UTF-16 units). */
function ajv() {
  const instance = new Ajv2020({ strict: false, allErrors: true, unicode: false, logger: false });
  addFormats(instance);
  return instance;
}
const plain = (value: unknown) => JSON.parse(writeJson(value, () => 0)) as unknown;

/** Schemas of the kinds the API declares: records, paging, nullable columns, enums, arrays, patterns. */
const SAMPLE_SCHEMAS: JsonSchema[] = [
  {
    type: 'object',
    properties: {
      name: { type: 'string', minLength: 1, maxLength: 100 },
      phone: { type: 'string', pattern: '^[0-9]{10,11}$' },
      cpf: { type: 'string', pattern: '^[0-9]{11}$' },
      email: { type: 'string', maxLength: 100, pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' },
      role: { type: 'string', enum: ['admin', 'operador'] },
      zoom: { type: ['number', 'null'], minimum: 0, maximum: 10 },
      models: { type: 'array', items: { type: 'string', minLength: 1, maxLength: 30 }, maxItems: 3, uniqueItems: true },
      born: { type: 'string', format: 'date' },
    },
    required: ['name', 'phone', 'role'],
    additionalProperties: false,
  },
  { type: 'integer', minimum: 1, maximum: 1000, default: 1 },
  { type: 'string', allOf: [{ pattern: '^\\s*\\S[\\s\\S]{3,}\\S\\s*$' }, { pattern: '^[\\s\\S]{0,200}$' }] },
  {
    type: 'object',
    properties: { ids: { type: 'array', items: { type: 'integer', minimum: 1 }, minItems: 1 } },
    additionalProperties: false,
  },
];

describe('the contract fuzz generators', () => {
  it('validValue gives values the schema accepts', () => {
    const a = ajv();
    for (const schema of SAMPLE_SCHEMAS) {
      const validate = a.compile(schema as object);
      fc.assert(
        fc.property(validValue(schema), (value) => {
          expect(validate(plain(value)), JSON.stringify(validate.errors)).toBe(true);
        }),
        { numRuns: 200, seed: 1 },
      );
    }
  });

  it('invalidValue breaks a rule of the schema (its other values are hostile but may be valid: unicode, huge text, huge numbers)', () => {
    const a = ajv();
    const breaksARule =
      /tipo errado|minLength-1|maxLength\+1|maxLength em emoji|minimum-1|maximum\+1|exclusiv|fora do|obrigatório|propriedade desconhecida|maxItems\+1|minItems-1|fração/;
    for (const schema of SAMPLE_SCHEMAS) {
      const validate = a.compile(schema as object);
      fc.assert(
        fc.property(invalidValue(schema), (m) => {
          if (breaksARule.test(m.label)) expect(validate(plain(m.value)), m.label).toBe(false);
        }),
        { numRuns: 300, seed: 2 },
      );
    }
  });
});

/** The oracle must be able to fail: each broken reply below is caught. */
describe('the contract oracle', () => {
  const op: Operation = {
    method: 'GET',
    path: '/x/{id}',
    route: 'GET /x/:id',
    public: false,
    ticket: false,
    parameters: [],
    responses: {
      '200': {
        content: {
          'application/json': {
            type: 'object',
            properties: {
              data: {
                type: 'object',
                properties: { id: { type: 'integer' }, name: { type: ['string', 'null'] } },
                required: ['id'],
              },
              total: { type: 'integer' },
            },
            required: ['data'],
          },
        },
      },
      '304': {},
      '4XX': {
        content: {
          'application/json': { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] },
        },
      },
      '400': {
        content: {
          'application/json': {
            type: 'object',
            properties: {
              message: { type: 'string' },
              errors: { type: 'object', additionalProperties: { type: 'string' } },
            },
            required: ['message'],
          },
        },
      },
    },
  };
  const json = (statusCode: number, body: unknown, type = 'application/json; charset=utf-8') => ({
    statusCode,
    headers: { 'content-type': type },
    body: JSON.stringify(body),
  });
  const { check } = createResponseChecker();

  it('takes an answer as declared', () => {
    expect(check(op, json(200, { data: { id: 1, name: null }, total: 3 }))).toBeUndefined();
    expect(
      check(op, json(400, { message: 'Verifique os campos.', errors: { name: 'Informe o nome' } })),
    ).toBeUndefined();
    expect(check(op, { statusCode: 304, headers: {}, body: '' })).toBeUndefined();
  });

  it('refuses an undeclared property at any depth, a missing or mistyped one, an undocumented status or content type', () => {
    expect(check(op, json(200, { data: { id: 1, password_hash: 'x' } }))).toMatch(/password_hash/);
    expect(check(op, json(200, { data: { id: 1 }, extra: {} }))).toMatch(/\(extra\)/);
    expect(check(op, json(200, { data: { name: 'a' } }))).toMatch(/required|id/);
    expect(check(op, json(200, { data: { id: '1' } }))).toMatch(/integer/);
    expect(check(op, json(201, { data: { id: 1 } }))).toMatch(/201 não documentado/);
    expect(check(op, json(200, 'a;b', 'text/csv'))).toMatch(/content-type text\/csv/);
    expect(check(op, { statusCode: 304, headers: { 'content-type': 'application/json' }, body: '{}' })).toMatch(
      /sem corpo/,
    );
    expect(check(op, json(400, { message: 'x', code: 99, stack: 'at x' }))).toMatch(/stack/);
  });

  it('closes every object schema that says nothing of other properties, and allOf at its top', () => {
    expect(closeObjects({ type: 'object', properties: { a: { type: 'object' } } })).toEqual({
      type: 'object',
      properties: { a: { type: 'object', additionalProperties: false } },
      additionalProperties: false,
    });
    expect(closeObjects({ type: 'object', additionalProperties: { type: 'number' } })).toEqual({
      type: 'object',
      additionalProperties: { type: 'number' },
    });
    const a = ajv();
    const both = a.compile(
      closeObjects({
        allOf: [
          { type: 'object', properties: { a: { type: 'integer' } } },
          { type: 'object', properties: { b: { type: 'integer' } } },
        ],
      }) as object,
    );
    expect(both({ a: 1, b: 2 })).toBe(true);
    expect(both({ a: 1, b: 2, c: 3 })).toBe(false);
  });

  it('finds secrets and the storage folder in any answer', () => {
    const storage = '/tmp/fuzz-storage-abc';
    expect(forbiddenIn(json(200, { data: [{ id: 1, token_version: 0 }] }), storage)).toEqual([
      'chave token_version em /data/0',
    ]);
    expect(forbiddenIn(json(200, { data: { extra: { a: 1 } } }), storage)).toEqual(['chave extra em /data']);
    expect(forbiddenIn(json(404, { message: `Arquivo ${storage}/x.mp4 não encontrado.` }), storage)).toHaveLength(1);
    expect(
      forbiddenIn({ statusCode: 200, headers: { 'content-type': 'text/csv' }, body: 'id;password_hash\n' }, storage),
    ).toEqual(['password_hash no corpo']);
    expect(forbiddenIn(json(200, { data: { id: 1, path: 'liveness/x.mp4' } }), storage)).toEqual([]);
  });
});
