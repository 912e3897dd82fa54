import * as apiMessages from '../../../src/core/api/apiMessages.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFormSchema } from '../../../src/core/forms/buildFormSchema.js';
import { fieldMessage } from '../../../src/core/forms/fieldMessage.js';
import { maskCpf } from '../../../src/core/personal/maskCpf.js';
import { createFixtureApp } from '../../support/fixtureApp.js';
import { fixtureDescriptors } from '../../support/fixtureSchemas.js';
import { sampleRecord } from '../../support/sampleRecord.js';
import type { TestContext } from '../../support/testApp.js';
import { testDbKinds } from '../../support/testDb.js';

/**
 * The API's generic routes (server/crud) on the fixture descriptors of tests/fixtures/schemas,
 * which together use every feature of the meta-schema (tests/schemas/fixturesCoverage.test.ts):
 * a production descriptor's change never breaks these.
 */
const descriptors = fixtureDescriptors();
const editable = descriptors.filter((d) => !d.readOnly && d.server);
const readOnly = descriptors.filter((d) => d.readOnly && d.server);
const byKey = (key: string) => descriptors.find((d) => d.key === key)!;

describe.each(testDbKinds)('generic routes of the fixture descriptors (%s)', (kind) => {
  let ctx: TestContext;
  let auth: { authorization: string };
  beforeAll(async () => {
    ctx = await createFixtureApp(kind);
    await ctx.createUser({ email: 'fixtures@example.com', password: 'segredo1' });
    auth = await ctx.login('fixtures@example.com', 'segredo1');
  });
  afterAll(() => ctx?.close());

  const call = (method: string, url: string, payload?: unknown) =>
    ctx.app.inject({
      method: method as 'GET',
      url,
      headers: auth,
      ...(payload !== undefined && { payload: payload as object }),
    });

  it('serves every fixture descriptor and nothing of schemas/', () => {
    const urls = new Set(ctx.app.routeList.map((r) => `${r.method} ${r.url}`));
    for (const d of descriptors) expect(urls.has(`GET ${d.api.endpoint}`), d.key).toBe(true);
    expect([...urls].some((u) => u.includes('/client/v1') || u.includes('/person/v1'))).toBe(false);
    // Routes the descriptor asks for, and only those.
    expect(urls.has(`POST ${byKey('vendor').api.endpoint}/batch-delete`)).toBe(true);
    expect(urls.has(`POST ${byKey('device-profile').api.endpoint}/batch-delete`)).toBe(false);
    expect(urls.has(`GET ${byKey('vendor').api.endpoint}/export.csv`)).toBe(true);
    expect(urls.has(`GET ${byKey('message-template').api.endpoint}/export.csv`)).toBe(false);
    expect(urls.has(`POST ${byKey('member').api.endpoint}/:id/reveal`)).toBe(true);
    expect(urls.has(`POST ${byKey('api-call').api.endpoint}`)).toBe(false);
    expect(urls.has(`DELETE ${byKey('proof').api.endpoint}/:id`)).toBe(true);
    expect(urls.has(`DELETE ${byKey('api-call').api.endpoint}/:id`)).toBe(false);
  });

  describe.each(editable.map((d) => [d.key, d] as const))('%s', (_key, d) => {
    const base = d.api.endpoint;
    const rec = d.api.record;
    const answered = (body: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(body)
          .filter(([k]) => !d.fields[k]?.hashed && !d.fields[k]?.virtual && !d.fields[k]?.writeOnly)
          .map(([k, v]) => [k, d.fields[k]?.personal === 'cpf' ? maskCpf(v) : v]),
      );

    it('creates, reads, lists with its envelope, filters, updates (versioned) and deletes', async () => {
      const body = sampleRecord(d);
      const created = await call('POST', base, body);
      expect(created.statusCode, created.body).toBe(201);
      const record = created.json()[rec];
      expect(record).toMatchObject(answered(body));
      expect(created.json().message).toBe('Registro salvo com sucesso!');
      for (const [name, f] of Object.entries(d.fields))
        if (f.hashed || f.writeOnly || f.virtual) expect(record, name).not.toHaveProperty(name);
      expect(created.body).not.toMatch(/password|argon2/);

      const got = await call('GET', `${base}/${record.id}`);
      expect(got.statusCode).toBe(200);
      expect(got.json()[rec]).toEqual(record);

      const list = await call('GET', `${base}?page=1&per_page=500`);
      expect(list.statusCode).toBe(200);
      const page = list.json();
      expect(page[d.api.list.items].map((r: { id: number }) => r.id)).toContain(record.id);
      expect(page[d.api.list.total]).toBeGreaterThanOrEqual(1);
      if (d.api.list.pages) expect(page[d.api.list.pages]).toBeGreaterThanOrEqual(1);

      for (const f of d.list.filters) {
        const filter = d.server!.filters[f.param]!;
        const source = (filter.columns ?? [f.param])[0]!;
        const field = Object.keys(d.fields).find((k) => (d.server!.columns[k] ?? k) === source);
        const value = field ? body[field] : undefined;
        if (value === undefined) continue;
        const q = Array.isArray(value) ? String(value[0]) : String(value);
        const filtered = await call('GET', `${base}?${f.param}=${encodeURIComponent(q)}`);
        expect(filtered.statusCode, `${f.param}=${q}`).toBe(200);
        expect(
          filtered.json()[d.api.list.items].map((r: { id: number }) => r.id),
          `filtro ${f.param}`,
        ).toContain(record.id);
      }

      const changes = sampleRecord(d, 'update');
      for (const [k, f] of Object.entries(d.fields)) if (f.readOnlyOnEdit) delete changes[k];
      const updated = await call('PUT', `${base}/${record.id}`, { ...record, ...changes });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json()[rec]).toMatchObject(answered(changes));
      expect(updated.json()[rec].version).toBe(record.version + 1);
      const stale = await call('PUT', `${base}/${record.id}`, { ...record, ...changes });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toMatch(/alterado por outra pessoa/);

      // Issue 18: a save without the version it edits silently overwrote a concurrent edit.
      const { version: _read, ...unversioned } = { ...record, ...changes };
      for (const blindBody of [unversioned, { ...unversioned, version: null }]) {
        const blind = await call('PUT', `${base}/${record.id}`, blindBody);
        expect(blind.statusCode, blind.body).toBe(428);
        expect(blind.json().message).toMatch(/^Informe a versão do registro/);
      }
      const wrongType = await call('PUT', `${base}/${record.id}`, { ...unversioned, version: '3' });
      expect(wrongType.statusCode).toBe(400);
      expect(wrongType.json().errors).toEqual({ version: 'Versão do registro inválida.' });

      const deleted = await call('DELETE', `${base}/${record.id}`);
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json().message).toBe('Registro excluído com sucesso!');
      expect((await call('GET', `${base}/${record.id}`)).statusCode).toBe(404);
      expect((await call('DELETE', `${base}/${record.id}`)).statusCode).toBe(404);
    });

    it('refuses an empty body with each required field’s message and stores nothing, or stores it when nothing is required', async () => {
      const total = async () => (await call('GET', `${base}?per_page=1`)).json()[d.api.list.total];
      const before = await total();
      const required = buildFormSchema(d, 'create').required;
      const res = await call('POST', base, {});
      if (!required.length) {
        expect(res.statusCode, res.body).toBe(201);
        await call('DELETE', `${base}/${res.json()[rec].id}`);
        return;
      }
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Verifique os campos do formulário e tente novamente!');
      expect(res.json().errors).toEqual(Object.fromEntries(required.map((f) => [f, fieldMessage(d, f, 'required')])));
      expect(await total()).toBe(before);
    });

    it('refuses a body that is no JSON object, never reading it as an empty record', async () => {
      const before = (await call('GET', base)).json()[d.api.list.total];
      for (const raw of ['"texto"', '[{}]', 'null', '42']) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: base,
          headers: { ...auth, 'content-type': 'application/json' },
          payload: raw,
        });
        expect([res.statusCode, res.json().message], raw).toEqual([400, apiMessages.bodyNotObject]);
      }
      expect((await call('GET', base)).json()[d.api.list.total]).toBe(before);
    });

    it('answers 404 for a missing record, 400 for an id that is no number, and 400 in pt-BR for absurd paging', async () => {
      expect((await call('GET', `${base}/999999999`)).statusCode).toBe(404);
      expect((await call('GET', `${base}/abc`)).statusCode).toBe(400);
      const absurd = await call('GET', `${base}?page=-5&per_page=99999999`);
      expect(absurd.statusCode).toBe(400);
      expect(absurd.json().errors).toEqual({
        page: apiMessages.pagingInvalid('page', 1_000_000),
        per_page: apiMessages.pagingInvalid('per_page', 1000),
      });
      const defaults = await call('GET', base);
      expect([defaults.json().page, defaults.json().per_page]).toEqual([1, 10]);
    });

    it("answers a duplicate of each unique field with a 409 and the descriptor's message", async () => {
      const unique = Object.entries(d.server!.unique ?? {});
      if (!unique.length) return;
      const first = sampleRecord(d);
      const created = await call('POST', base, first);
      expect(created.statusCode, created.body).toBe(201);
      for (const [field, rule] of unique) {
        const value = first[field] as string;
        const duplicate = { ...sampleRecord(d), [field]: rule.caseInsensitive ? value.toUpperCase() : value };
        const res = await call('POST', base, duplicate);
        expect(res.statusCode, `${field}: ${res.body}`).toBe(409);
        expect(res.json()).toMatchObject({ message: rule.message, errors: { [field]: rule.message } });
      }
      await call('DELETE', `${base}/${created.json()[rec].id}`);
    });
  });

  describe.each(readOnly.map((d) => [d.key, d] as const))('%s (read-only)', (_key, d) => {
    it('lists with its envelope, takes its filters, and refuses writes', async () => {
      const res = await call('GET', `${d.api.endpoint}?page=1&per_page=10`);
      expect(res.statusCode, res.body).toBe(200);
      expect(Array.isArray(res.json()[d.api.list.items])).toBe(true);
      expect(typeof res.json()[d.api.list.total]).toBe('number');
      if (d.api.list.pages) expect(typeof res.json()[d.api.list.pages]).toBe('number');
      for (const f of d.list.filters) {
        const value = f.type === 'date' ? '2026-11-22' : f.type === 'number' ? '1' : (f.options?.[1]?.value ?? 'x');
        const filtered = await call('GET', `${d.api.endpoint}?${f.param}=${encodeURIComponent(String(value))}`);
        expect(filtered.statusCode, `${f.param}: ${filtered.body}`).toBe(200);
      }
      expect((await call('POST', d.api.endpoint, {})).statusCode).toBe(404);
    });
  });

  it('api-call: the requests the API logged, by status class and by path (its values table)', async () => {
    await ctx.app.requestLog?.flush();
    const base = byKey('api-call').api.endpoint;
    const ok = (await call('GET', `${base}?status=2xx&per_page=100`)).json();
    expect(ok.logs.length).toBeGreaterThan(0);
    expect(ok.logs.every((r: { response_status: number }) => r.response_status >= 200 && r.response_status < 300)).toBe(
      true,
    );
    expect(ok).not.toHaveProperty('pages');
    const byPath = (await call('GET', `${base}?path=${encodeURIComponent('/fixture/v1/vendor')}&per_page=100`)).json();
    expect(byPath.totalCount).toBeGreaterThan(0);
    expect(byPath.logs.every((r: { path: string }) => r.path.includes('/fixture/v1/vendor'))).toBe(true);
  });

  it("refuses a CPF and a CNPJ with wrong check digits with the field's format message; takes an alphanumeric CNPJ", async () => {
    const member = byKey('member');
    const person = await call('POST', member.api.endpoint, {
      cpf: '529.982.247-24',
      password: 'segredo1',
      confirm_password: 'segredo1',
    });
    expect(person.statusCode).toBe(400);
    expect(person.json().errors).toEqual({ cpf: fieldMessage(member, 'cpf', 'format') });
    expect(fieldMessage(member, 'cpf', 'format')).toBe('CPF inválido');
    const vendor = byKey('vendor');
    const body = { name: 'X', email: 'x@example.com', phone: '11988887777' };
    const wrong = await call('POST', vendor.api.endpoint, { ...body, document: '11.222.333/0001-82' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ document: 'CNPJ com dígitos errados' });
    const alnum = await call('POST', vendor.api.endpoint, { ...body, document: '12.ABC.345/01DE-35' });
    expect(alnum.statusCode, alnum.body).toBe(201);
    expect(alnum.json().data.document).toBe('12ABC34501DE35');
    await call('DELETE', `${vendor.api.endpoint}/${alnum.json().data.id}`);
  });

  it('member: the CPF is masked in answers, its password stored hashed and never answered', async () => {
    const base = byKey('member').api.endpoint;
    const body = sampleRecord(byKey('member'));
    const created = await call('POST', base, body);
    expect(created.statusCode, created.body).toBe(201);
    const record = created.json().data;
    expect(record.cpf).toBe(maskCpf(body.cpf));
    const row = await ctx.handle.db
      .selectFrom('people')
      .select(['password_hash', 'cpf'])
      .where('id', '=', record.id)
      .executeTakeFirstOrThrow();
    expect(row.cpf).toBe(body.cpf);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    const listed = (await call('GET', `${base}?cpf=${String(body.cpf).slice(0, 6)}`)).json();
    expect(listed.data.map((r: { id: number }) => r.id)).toContain(record.id);
    expect(listed).toHaveProperty('last_page');
    await call('DELETE', `${base}/${record.id}`);
  });
});
