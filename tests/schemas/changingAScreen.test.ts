import { relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { buildApp, type App } from '../../server/app.js';
import { hashPassword } from '../../server/auth/password.js';
import type { DbHandle } from '../../server/db/openDb.js';
import { descriptorsVitePlugin } from '../../server/descriptors/descriptorsVitePlugin.js';
import { checkDatabase } from '../../server/schemasCheck/checkDatabase.js';
import { checkSchemaFiles, type CheckedSchemas } from '../../server/schemasCheck/checkSchemaFiles.js';
import { formatProblem } from '../../server/schemasCheck/SchemaProblem.js';
import type { ClientDescriptor } from '../../src/core/descriptors/Descriptor.js';
import { buildFormSchema } from '../../src/core/forms/buildFormSchema.js';
import { readmeExamples, schemasWithExamples } from '../support/readmeExamples.js';
import { openTestDb, testDbKinds } from '../support/testDb.js';
import { TEST_SECRET } from '../support/testApp.js';

/**
 * README "Changing a screen": its marked examples (```json add-to=… and ```json file=…) applied
 * exactly as printed to a copy of schemas/. The copy passes every check, the console's modules show
 * the new field and the new entity, and the API serves both.
 */
const examples = readmeExamples('Changing a screen');
const schemas = schemasWithExamples(examples);

/** The schemas copy checked as start checks it; a wrong example names its README line. */
function checked(): CheckedSchemas {
  try {
    return checkSchemaFiles(schemas);
  } catch (error) {
    const where = examples.map((e) => `README.md:${e.line} (${e.kind}=${e.path})`).join(', ');
    // The copy's files named as the project's (schemas/x.json), not by their temporary folder.
    const message = (error as Error).message.replaceAll(`${relative(process.cwd(), schemas)}/`, 'schemas/');
    throw new Error(`os exemplos do README (${where}) não passam na verificação: ${message}`, { cause: error });
  }
}

/** A virtual module of the console's Vite plugin, as the build makes it from the copy. */
async function consoleModule(id: string): Promise<string> {
  const plugin = descriptorsVitePlugin(process.cwd(), { SCHEMAS_DIR: schemas });
  const context = {
    addWatchFile: () => {},
    error: (message: unknown) => {
      throw new Error(String(message));
    },
  };
  const hook = <K extends 'resolveId' | 'load'>(name: K) => {
    const h = plugin[name] as Plugin[K];
    return (typeof h === 'function' ? h : (h as { handler: unknown }).handler) as (...args: unknown[]) => unknown;
  };
  const resolved = await hook('resolveId').call(context, id, undefined, {});
  const loaded = await hook('load').call(context, resolved, {});
  return typeof loaded === 'string' ? loaded : (loaded as { code: string }).code;
}

describe('README "Changing a screen", applied as printed', () => {
  it('marks a new field of an existing entity and a new entity', () => {
    expect(examples.map((e) => `${e.kind}=${e.path}`)).toEqual([
      'add-to=schemas/person.json',
      'file=schemas/supplier.json',
    ]);
  });

  it('passes every check of the schemas folder', () => {
    expect(checked().descriptors.map((d) => d.key)).toEqual(expect.arrayContaining(['person', 'supplier']));
  });

  it("the console's modules have the field in the form, the list and the filters, and the entity in the menu", async () => {
    const descriptors = JSON.parse(
      (await consoleModule('virtual:descriptors')).replace(/^export default /, '').replace(/;\s*$/, ''),
    ) as Record<string, ClientDescriptor>;
    const person = descriptors.person!;
    expect(buildFormSchema(person, 'create').properties.whatsapp).toMatchObject({ title: 'WhatsApp' });
    expect(person.list.columns.map((c) => c.field)).toContain('whatsapp');
    expect(person.list.filters.map((f) => f.param)).toContain('whatsapp');
    const supplier = descriptors.supplier!;
    expect(buildFormSchema(supplier, 'create').required).toEqual(['name', 'document']);
    expect(supplier.list.filters).toEqual([expect.objectContaining({ param: 'cnpj', mask: 'cnpj' })]);
    expect(await consoleModule('virtual:console-shell')).toMatch(/Fornecedores/);
    expect(await consoleModule('virtual:validator-loaders')).toMatch(/virtual:validators\/supplier\/create/);
  });
});

describe.each(testDbKinds)('README "Changing a screen": the API (%s)', (kind) => {
  let app: App | undefined;
  let handle: DbHandle | undefined;
  let headers: { authorization: string };
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app!.inject({ method, url, headers, ...(payload && { payload }) });

  beforeAll(async () => {
    handle = await openTestDb(kind);
    await handle.db
      .insertInto('users')
      .values({
        name: 'A',
        email: 'a@example.com',
        phone: '11987654321',
        role: 'admin',
        password_hash: await hashPassword('segredo1'),
      })
      .execute();
    const { descriptors, roles } = checked();
    app = await buildApp({ db: handle.db, jwtSecret: TEST_SECRET, descriptors, roles });
    const login = await app.inject({
      method: 'POST',
      url: '/api/v2/user/login',
      payload: { email: 'a@example.com', password: 'segredo1' },
    });
    headers = { authorization: `Bearer ${login.json().access_token}` };
  });
  // Cleanup never hides the failure that came before it: its own errors are only reported.
  afterAll(async () => {
    for (const close of [() => app?.close(), () => handle?.close()])
      await Promise.resolve()
        .then(close)
        .catch((error: Error) => console.warn(`limpeza do teste falhou: ${error.message}`));
  });

  it('the database check passes (the new table is made at start)', async () => {
    const problems = await checkDatabase(handle!.db, checked().descriptors);
    expect(problems.filter((p) => p.level === 'erro').map(formatProblem)).toEqual([]);
  });

  it('the new field: validated with its own message, stored unmasked, listed, filtered', async () => {
    const bad = await call('POST', '/person/v1', { cpf: '52998224725', whatsapp: '(11) 9' });
    expect(bad.json().errors).toEqual({ whatsapp: 'WhatsApp inválido' });
    const created = await call('POST', '/person/v1', { cpf: '52998224725', whatsapp: '(11) 98765-4321' });
    expect(created.statusCode, created.body).toBe(201);
    const person = created.json().data;
    expect(person.whatsapp).toBe('11987654321');
    const found = await call('GET', '/person/v1?whatsapp=(11)%2098765');
    expect(found.json().data.map((p: { id: number }) => p.id)).toEqual([person.id]);
    expect((await call('GET', '/person/v1?whatsapp=2199')).json().data).toEqual([]);
  });

  it('the new entity: required and validated fields, a unique CNPJ, the masked filter, edit and delete', async () => {
    expect((await call('POST', '/supplier/v1', {})).json().errors).toEqual({
      name: 'Razão social é obrigatório',
      document: 'Informe o CNPJ',
    });
    expect((await call('POST', '/supplier/v1', { name: 'A', document: '11.222.333/0001-80' })).json().errors).toEqual({
      document: 'CNPJ inválido',
    });
    const created = await call('POST', '/supplier/v1', { name: 'Acme', document: '12.ABC.345/01DE-35' });
    expect(created.statusCode, created.body).toBe(201);
    const supplier = created.json().data;
    expect(supplier).toMatchObject({ name: 'Acme', document: '12ABC34501DE35' });
    const duplicate = await call('POST', '/supplier/v1', { name: 'Outra', document: '12ABC34501DE35' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('Já existe um fornecedor com este CNPJ.');
    expect((await call('GET', '/supplier/v1?cnpj=12.ABC.345')).json().data.map((s: { id: number }) => s.id)).toEqual([
      supplier.id,
    ]);
    const edited = await call('PUT', `/supplier/v1/${supplier.id}`, { ...supplier, name: 'Acme Ltda' });
    expect(edited.json().data.name).toBe('Acme Ltda');
    expect((await call('DELETE', `/supplier/v1/${supplier.id}`)).statusCode).toBe(200);
    expect((await call('GET', '/supplier/v1')).json().total).toBe(0);
  });
});
