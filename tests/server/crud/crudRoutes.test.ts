import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDescriptors } from '../../../server/descriptors/loadDescriptors.js';
import { buildFormSchema } from '../../../src/core/forms/buildFormSchema.js';
import { fieldMessage } from '../../../src/core/forms/fieldMessage.js';
import { createTestContext, type TestContext } from '../../support/testApp.js';
import { testDbKinds } from '../../support/testDb.js';
import { sampleRecord } from '../../support/sampleRecord.js';
import { maskCpf } from '../../../src/core/personal/maskCpf.js';

const descriptors = loadDescriptors('schemas');
const editable = descriptors.filter((d) => !d.readOnly && d.server);
const readOnly = descriptors.filter((d) => d.readOnly && d.server);

describe.each(testDbKinds)('API generated from the descriptors (%s)', (kind) => {
  let ctx: TestContext;
  let auth: { authorization: string };
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    await ctx.createUser({ email: 'crud@example.com', password: 'segredo1' });
    auth = await ctx.login('crud@example.com', 'segredo1');
  });
  afterAll(() => ctx.close());

  const call = (method: string, url: string, payload?: unknown) =>
    ctx.app.inject({
      method: method as 'GET',
      url,
      headers: auth,
      ...(payload !== undefined && { payload: payload as object }),
    });

  describe.each(editable.map((d) => [d.key, d] as const))('%s', (_key, d) => {
    const base = d.api.endpoint;
    const rec = d.api.record;
    const storedFields = (body: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(body)
          .filter(([k]) => !d.fields[k]?.hashed && !d.fields[k]?.virtual)
          .map(([k, v]) => [k, d.fields[k]?.personal ? maskCpf(v) : v]),
      );

    it('creates, reads, lists, filters, updates and deletes', async () => {
      const body = sampleRecord(d);
      const created = await call('POST', base, body);
      expect(created.statusCode, created.body).toBe(201);
      const record = created.json()[rec];
      expect(record).toMatchObject(storedFields(body));
      expect(created.json().message).toBe('Registro salvo com sucesso!');
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
      expect(updated.json()[rec]).toMatchObject(storedFields(changes));
      expect(updated.json()[rec].version).toBe(record.version + 1);

      const stale = await call('PUT', `${base}/${record.id}`, { ...record, ...changes });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toMatch(/alterado por outra pessoa/);

      // Issue 18: a save without the version it edits silently overwrote a concurrent edit.
      const { version: _read, ...unversioned } = { ...record, ...changes };
      for (const body of [unversioned, { ...unversioned, version: null }]) {
        const blind = await call('PUT', `${base}/${record.id}`, body);
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

    it('refuses an empty body with each required field’s pt-BR message and stores nothing', async () => {
      const before = (await call('GET', `${base}?per_page=1`)).json()[d.api.list.total];
      const res = await call('POST', base, {});
      const required = buildFormSchema(d, 'create').required;
      if (!required.length) {
        expect(res.statusCode).toBe(201);
        await call('DELETE', `${base}/${res.json()[rec].id}`);
        return;
      }
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Verifique os campos do formulário e tente novamente!');
      expect(res.json().errors).toEqual(Object.fromEntries(required.map((f) => [f, fieldMessage(d, f, 'required')])));
      expect((await call('GET', `${base}?per_page=1`)).json()[d.api.list.total]).toBe(before);
    });

    it('answers 404 for a missing record and clamps absurd paging', async () => {
      expect((await call('GET', `${base}/999999999`)).statusCode).toBe(404);
      expect((await call('GET', `${base}/abc`)).statusCode).toBe(400);
      const absurd = await call('GET', `${base}?page=-5&per_page=99999999`);
      expect(absurd.statusCode).toBe(200);
      expect(absurd.json().per_page).toBe(1000);
      expect(absurd.json().page).toBe(1);
    });
  });

  describe.each(readOnly.map((d) => [d.key, d] as const))('%s (read-only)', (_key, d) => {
    it('lists with its envelope and refuses writes', async () => {
      const res = await call('GET', `${d.api.endpoint}?page=1&per_page=10`);
      expect(res.statusCode, res.body).toBe(200);
      expect(Array.isArray(res.json()[d.api.list.items])).toBe(true);
      expect((await call('POST', d.api.endpoint, {})).statusCode).toBe(404);
    });
  });
});
