import { readFileSync } from 'node:fs';
import { compileErrors, validate } from '@readme/openapi-parser';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../support/testApp.js';
import { apiRoutes, openapiPath, operationsOf, type OpenapiDocument } from './openapiOperations.js';

/** The calls of spec section 7 (tests/fixtures/openapi/spec7Calls.json). */
const SPEC_CALLS = (JSON.parse(readFileSync('tests/fixtures/openapi/spec7Calls.json', 'utf8')) as { calls: string[] })
  .calls;

/**
 * Calls of spec 7 the API does not serve, each with why. An entry the API serves after all fails
 * the test too, so the list only shrinks.
 */
const NOT_SERVED: Record<string, string> = {
  'DELETE /api/config/{id}':
    'the spec names it only in "an unused price-list helper": no screen calls it, and the prices have no record id',
  'DELETE /admin/v1/liveness/{id}':
    "the liveness capture log is read-only (schemas/liveness-log.json: readOnly, no 'delete' row action): a capture log is an audit trail",
  'DELETE /admin/v1/fingerprint/{id}':
    "the finger capture log is read-only (schemas/finger-log.json: readOnly, no 'delete' row action): a capture log is an audit trail",
};

describe('the OpenAPI document (production descriptors)', () => {
  let ctx: TestContext;
  let document: OpenapiDocument;
  beforeAll(async () => {
    ctx = await createTestContext('pglite');
    document = ctx.app.swagger() as unknown as OpenapiDocument;
  });
  afterAll(() => ctx?.close());

  it('is valid OpenAPI 3.1 (@readme/openapi-parser), with no warning', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(document) as never);
    expect(result.valid ? '' : compileErrors(result)).toBe('');
    expect(result.warnings).toEqual([]);
  });

  it('has every call of spec section 7 as an operation', () => {
    const documented = new Set(operationsOf(document).map((o) => `${o.method} ${o.path}`));
    const missing = SPEC_CALLS.filter((call) => !documented.has(call));
    expect(missing.sort()).toEqual(Object.keys(NOT_SERVED).sort());
  });

  it('has every API route of the app as an operation, and nothing else', () => {
    const routes = apiRoutes(ctx.app).map((r) => `${r.method} ${openapiPath(r.url)}`);
    const operations = operationsOf(document).map((o) => `${o.method} ${o.path}`);
    expect(routes.length).toBeGreaterThan(80);
    expect(operations.sort()).toEqual([...new Set(routes)].sort());
  });

  it('names every operation once, sums it up in pt-BR, tags it with one tag of the document and answers a 2xx', () => {
    const operations = operationsOf(document);
    const ids = operations.map((o) => o.operation.operationId);
    const problems = operations.flatMap(({ method, path, operation }) => {
      const at = `${method} ${path}`;
      const statuses = Object.keys(operation.responses ?? {});
      return [
        !operation.operationId && `${at}: sem operationId`,
        ids.filter((id) => id === operation.operationId).length > 1 && `${at}: operationId repetido`,
        !operation.summary && `${at}: sem summary`,
        operation.tags?.length !== 1 && `${at}: tags ${JSON.stringify(operation.tags)}`,
        !statuses.some((s) => /^2\d\d$/.test(s)) && `${at}: nenhuma resposta 2xx`,
        ...statuses
          .filter((s) => operation.responses![s]!.description === 'Default Response')
          .map((s) => `${at}: resposta ${s} sem descrição`),
      ].filter(Boolean);
    });
    expect(problems).toEqual([]);
    const tags = (document.tags ?? []).map((t) => t.name);
    expect(new Set(operations.flatMap((o) => o.operation.tags ?? []))).toEqual(new Set(tags));
  });

  it("names a descriptor's routes from the descriptor: operationId, pt-BR summary from its title, its menu group", () => {
    const client = document.paths['/client/v1']!;
    expect(client.get).toMatchObject({
      operationId: 'listClient',
      summary: 'Listar — Lista de Parceiros',
      tags: ['Cadastros'],
    });
    expect(client.post).toMatchObject({ operationId: 'createClient', tags: ['Cadastros'] });
    expect(document.paths['/admin/v1/device-config/{id}']!.put).toMatchObject({
      operationId: 'updateDeviceConfig',
      summary: 'Salvar registro — Configuração de Dispositivos',
      tags: ['Configurações'],
    });
    expect(document.paths['/person/v1/{id}/reveal']!.post!.operationId).toBe('revealPerson');
    // A hand-written route under an entity's endpoint takes the entity's group.
    expect(document.paths['/admin/v1/user/{id}/deactivate']!.patch!.tags).toEqual(['Cadastros']);
    expect(document.paths['/requests/v1/request-logs/stats']!.get!.tags).toEqual(['Relatórios']);
    expect(document.paths['/admin/v1/erasure-receipt']!.get!.tags).toEqual(['Privacidade']);
  });

  it("lists the tags in the console's menu order, each described in pt-BR", () => {
    expect(document.tags!.map((t) => t.name)).toEqual([
      'Sessão',
      'Configurações',
      'Relatórios',
      'Cadastros',
      'Financeiro',
      'Privacidade',
      'Arquivos',
      'Tarefas',
      'Público',
      'Documentação',
      'Operação',
      'Visões de lista',
    ]);
    for (const tag of document.tags!) expect(tag.description, tag.name).toMatch(/^[A-ZÀ-Ú].{20,}\.$/);
    expect(document.tags!.find((t) => t.name === 'Cadastros')!.description).toContain('Lista de Parceiros');
  });

  it('declares the bearer scheme; public operations need no token, ticket routes take the file ticket too', () => {
    expect(document.components.securitySchemes).toMatchObject({
      bearer: { type: 'http', scheme: 'bearer' },
      ticket: { type: 'apiKey', in: 'query', name: 'ticket' },
    });
    expect((document as unknown as { security: unknown }).security).toEqual([{ bearer: [] }]);
    const publicOnes = apiRoutes(ctx.app).filter((r) => r.public);
    expect(publicOnes.length).toBeGreaterThanOrEqual(3);
    for (const route of publicOnes)
      expect(document.paths[openapiPath(route.url)]![route.method.toLowerCase()]!.security, route.url).toEqual([]);
    for (const route of apiRoutes(ctx.app).filter((r) => !r.public && !r.ticket))
      expect(document.paths[openapiPath(route.url)]![route.method.toLowerCase()]!.security, route.url).toBeUndefined();
    expect(document.paths['/client/v1/export.csv']!.get!.security).toEqual([{ bearer: [] }, { ticket: [] }]);
  });

  it('gives every operation the error answers it can give, each the one error body', () => {
    const errorRef = { $ref: '#/components/schemas/ApiError' };
    for (const { method, path, operation } of operationsOf(document)) {
      const at = `${method} ${path}`;
      const responses = operation.responses!;
      const publicRoute = operation.security?.length === 0;
      const expected = ['400', '503', ...(publicRoute ? [] : ['401', '403']), ...(path.includes('{') ? ['404'] : [])];
      expect(Object.keys(responses), at).toEqual(expect.arrayContaining(expected));
      for (const status of expected) {
        expect(responses[status]!.description, `${at} ${status}`).not.toBe('Default Response');
        expect(responses[status]!.content?.['application/json']?.schema, `${at} ${status}`).toEqual(errorRef);
      }
    }
    expect(Object.keys(document.paths['/client/v1/{id}']!.put!.responses!)).toEqual(
      expect.arrayContaining(['409', '413', '428']),
    );
    expect(Object.keys(document.paths['/api/v2/user/login']!.post!.responses!)).toContain('429');
  });

  it('has examples from the seed data on the record schemas and bodies, each valid against its schema, CPFs masked', () => {
    const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
    const examples: unknown[] = [];
    const check = (schema: object, example: unknown, at: string) => {
      examples.push(example);
      const validate = ajv.compile(schema);
      expect(validate(example) ? [] : validate.errors, at).toEqual([]);
    };
    const walk = (schema: unknown, at: string): void => {
      if (!schema || typeof schema !== 'object') return;
      const { examples: own, ...bare } = schema as { examples?: unknown[]; properties?: object; items?: unknown };
      for (const example of own ?? []) check(bare, example, at);
      for (const [name, property] of Object.entries(bare.properties ?? {})) walk(property, `${at}.${name}`);
      walk(bare.items, `${at}[]`);
    };
    for (const { method, path, operation } of operationsOf(document)) {
      for (const [status, response] of Object.entries(operation.responses ?? {}))
        walk(response.content?.['application/json']?.schema, `${method} ${path} ${status}`);
      const body = operation.requestBody?.content?.['application/json'] as
        { schema?: object; example?: unknown } | undefined;
      if (body?.schema && body.example !== undefined) check(body.schema, body.example, `${method} ${path} body`);
    }
    expect(examples.length).toBeGreaterThanOrEqual(40);
    const client = document.paths['/client/v1/{id}']!.get!.responses!['200']!.content!['application/json']!.schema as {
      properties: { data: { examples: { name: string }[] } };
    };
    expect(client.properties.data.examples[0]!.name).toBe('Banco Horizonte S.A.');
    const text = JSON.stringify(examples);
    expect(text.match(/\d{3}\.\d{3}\.\d{3}-\d{2}/g)).toBeNull();
    expect(text).toContain('"***.');
  });
});
