import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { App } from '../../../server/app.js';
import type { DbHandle } from '../../../server/db/openDb.js';
import { jsonFields } from '../../../server/crud/sqlMapping.js';
import { recordIndexes } from '../../../server/db/recordIndexes.js';
import { openTestDb, testDbKinds } from '../../support/testDb.js';
import { insertSuppliers, supplierApp, supplierDescriptor } from '../../fixtures/records/supplierApp.js';

const supplier = supplierDescriptor();
const URL = '/admin/v1/supplier';

/** The dataset the list tests read: every filter has matches and misses, names out of order. */
const DATASET = Array.from({ length: 23 }, (_, i) => {
  const n = i + 1;
  return {
    name: `${['Zeta', 'Alfa', 'Mercado', 'beta'][i % 4]} Fornecedor ${String((n * 7) % 23).padStart(2, '0')}`,
    document: `${i % 3 === 0 ? '11222' : '44555'}${String(n).padStart(7, '0')}81`,
    email: `contato${n}@exemplo.com.br`,
    contact: i % 2 ? `Maria ${n}` : `João ${n}`,
    rating: (i % 5) + 1,
    credit: n * 10.5,
    active: i % 4 !== 0,
    categories: i % 3 === 1 ? ['Tintas', 'Papel'] : ['Limpeza'],
    created_at: `2026-0${1 + (i % 3)}-15T12:00:00Z`,
  };
});
type Row = (typeof DATASET)[number];

/**
 * A new entity described by its JSON file alone (tests/fixtures/records/supplier.json: no
 * `server.table`), served end to end: its table is made at start, its records live in `extra`,
 * and everything the generic API does works on them — validation, versions, deletes, paging, the
 * list order and every filter op on JSON fields, unique rules (one ignoring case), the CSV export.
 */
describe.each(testDbKinds)('a descriptor without a table: records stored as JSON (%s)', (kind) => {
  let handle: DbHandle;
  let app: App;
  let auth: { authorization: string };
  beforeAll(async () => {
    handle = await openTestDb(kind);
    ({ app, auth } = await supplierApp(handle));
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, headers: auth, ...(payload && { payload }) });
  const valid = (over: Record<string, unknown> = {}) => ({
    name: 'Papelaria Central',
    document: '11.222.333/0001-81',
    email: 'compras@central.com.br',
    contact: 'Ana',
    rating: 4,
    credit: 1500.75,
    active: true,
    categories: ['Papel'],
    ...over,
  });

  it('start made supplier_records: bigint identity id, version, timestamps, extra jsonb and the declared indexes', async () => {
    const { rows } = await sql<{ column_name: string; data_type: string; is_identity: string }>`
      select column_name, data_type, is_identity from information_schema.columns
      where table_schema = current_schema() and table_name = 'supplier_records' order by ordinal_position`.execute(
      handle.db,
    );
    expect(rows.map((r) => [r.column_name, r.data_type])).toEqual([
      ['id', 'bigint'],
      ['version', 'integer'],
      ['created_at', 'timestamp with time zone'],
      ['updated_at', 'timestamp with time zone'],
      ['extra', 'jsonb'],
    ]);
    expect(rows[0]!.is_identity).toBe('YES');
    const { rows: indexes } = await sql<{ indexname: string; indexdef: string }>`
      select indexname, indexdef from pg_indexes where tablename = 'supplier_records' order by indexname`.execute(
      handle.db,
    );
    const wanted = recordIndexes(supplier, new Set(jsonFields(supplier)));
    expect(indexes.map((i) => i.indexname).sort()).toEqual(
      ['supplier_records_pkey', ...wanted.map((i) => i.name)].sort(),
    );
    const def = (field: string, kind: string) =>
      indexes.find((i) => i.indexname.startsWith(`supplier_records_${field}_${kind}_`))?.indexdef;
    expect(def('name', 'trgm')).toMatch(/USING gin \(\(\(extra ->> 'name'::text\)\) gin_trgm_ops\)/);
    expect(def('document', 'unique')).toMatch(/UNIQUE INDEX .* btree \(\(\(extra ->> 'document'::text\)\)\)$/);
    // The CNPJ filter matches digits anywhere: a trigram index.
    expect(def('document', 'trgm')).toMatch(/USING gin \(\(\(extra ->> 'document'::text\)\) gin_trgm_ops\)/);
    expect(def('email', 'unique_ci')).toMatch(/UNIQUE INDEX .* \(lower\(\(extra ->> 'email'::text\)\)\)/);
    expect(def('rating', 'eq')).toMatch(/\(\(\(extra ->> 'rating'::text\)\)::bigint\)/);
    expect(def('name', 'order')).toMatch(/\(\(extra ->> 'name'::text\)\), id DESC\)/);
    expect(def('created_at', 'eq')).toMatch(/btree \(created_at\)/);
  });

  it('a second start on the same database changes nothing', async () => {
    const before = await sql`select indexname from pg_indexes where tablename = 'supplier_records' order by 1`.execute(
      handle.db,
    );
    const again = await supplierApp(handle);
    await again.app.close();
    const after = await sql`select indexname from pg_indexes where tablename = 'supplier_records' order by 1`.execute(
      handle.db,
    );
    expect(after.rows).toEqual(before.rows);
  });

  it('creates, reads, updates with the version, deletes and batch-deletes; fields live in extra', async () => {
    const created = await call('POST', URL, valid());
    expect(created.statusCode, created.body).toBe(201);
    const record = created.json().data;
    expect(record).toEqual({
      id: expect.any(Number),
      ...valid({ document: '11222333000181' }),
      created_at: expect.any(String),
      version: 1,
    });
    const { rows } = await sql<{ extra: Record<string, unknown> }>`
      select extra from supplier_records where id = ${record.id}`.execute(handle.db);
    expect(rows[0]!.extra).toEqual(valid({ document: '11222333000181' }));
    expect((await call('GET', `${URL}/${record.id}`)).json().data).toEqual(record);

    const updated = await call('PUT', `${URL}/${record.id}`, { ...record, contact: 'Bruno', rating: 5 });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({ contact: 'Bruno', rating: 5, version: 2 });
    const stale = await call('PUT', `${URL}/${record.id}`, { ...record, contact: 'Carla' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'Este registro foi alterado por outra pessoa. Recarregue a página e tente novamente.',
    );
    const { version: _v, ...unversioned } = record;
    expect((await call('PUT', `${URL}/${record.id}`, unversioned)).statusCode).toBe(428);

    expect((await call('DELETE', `${URL}/${record.id}`)).statusCode).toBe(200);
    expect((await call('GET', `${URL}/${record.id}`)).statusCode).toBe(404);

    const two = await Promise.all(
      [1, 2].map((n) =>
        call('POST', URL, valid({ document: `5566677700018${n === 1 ? '0' : '1'}`, email: `lote${n}@x.com` })),
      ),
    );
    // 55666777000180 is a valid CNPJ; ...81 is not: one is created, the other refused.
    expect(two.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    const batchIds = [two.find((r) => r.statusCode === 201)!.json().data.id];
    batchIds.push(
      (await call('POST', URL, valid({ document: '11444777000161', email: 'lote3@x.com' }))).json().data.id,
    );
    const batch = await call('POST', `${URL}/batch-delete`, { ids: batchIds });
    expect(batch.json()).toMatchObject({ success: true, count: 2 });
  });

  it("a create that leaves out a field with a default stores the descriptor's default (a JSON table has no column defaults)", async () => {
    const res = await call('POST', URL, { name: 'Só o mínimo', document: '60701190000104' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ active: true, categories: [], contact: null, rating: null });
    await call('DELETE', `${URL}/${res.json().data.id}`);
  });

  it("answers the descriptor's pt-BR messages for required and validated fields", async () => {
    const res = await call('POST', URL, { document: '11.222.333/0001-99', rating: 9, email: 'sem-arroba' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      name: 'Informe a razão social',
      document: 'CNPJ inválido',
      rating: 'A avaliação vai de 1 a 5',
      email: 'Email inválido',
    });
  });

  it("refuses a duplicate of a unique field with the descriptor's message; case is ignored for the email", async () => {
    const first = await call('POST', URL, valid({ document: '19131243000197', email: 'Unico@Exemplo.com' }));
    expect(first.statusCode, first.body).toBe(201);
    const sameDocument = await call('POST', URL, valid({ document: '19.131.243/0001-97', email: 'outro@exemplo.com' }));
    expect(sameDocument.statusCode).toBe(409);
    expect(sameDocument.json()).toEqual({
      message: 'Já existe um fornecedor com este CNPJ.',
      errors: { document: 'Já existe um fornecedor com este CNPJ.' },
    });
    const sameEmail = await call('POST', URL, valid({ document: '34028316000103', email: 'UNICO@exemplo.COM' }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().errors).toEqual({ email: 'Já existe um fornecedor com este email.' });
    // Its own values are no duplicate of itself; another record's are.
    const own = first.json().data;
    expect((await call('PUT', `${URL}/${own.id}`, { ...own, contact: 'Eu' })).statusCode).toBe(200);
    const other = (await call('POST', URL, valid({ document: '34028316000103', email: 'outro@exemplo.com' }))).json()
      .data;
    const taken = await call('PUT', `${URL}/${other.id}`, { ...other, email: 'unico@EXEMPLO.com' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ email: 'Já existe um fornecedor com este email.' });
  });

  it('the unique index refuses what a concurrent save would slip past the check, under the name the API maps to the message', async () => {
    const byField = new Map(
      recordIndexes(supplier, new Set(jsonFields(supplier))).flatMap((i) =>
        i.uniqueField ? [[i.uniqueField, i.name]] : [],
      ),
    );
    const error = await insertSuppliers(handle.db, [{ ...valid(), name: 'Cópia', document: '19131243000197' }]).catch(
      (e: unknown) => e as { code?: string; constraint?: string },
    );
    expect(error).toMatchObject({ code: '23505', constraint: byField.get('document') });
    const upper = await insertSuppliers(handle.db, [
      { ...valid(), document: '60701190000104', email: 'UNICO@EXEMPLO.COM' },
    ]).catch((e: unknown) => e as { code?: string; constraint?: string });
    expect(upper).toMatchObject({ code: '23505', constraint: byField.get('email') });
  });

  describe('lists: paging, the order and every filter on JSON fields', () => {
    let ids: number[];
    let rows: (Row & { id: number })[];
    beforeAll(async () => {
      await sql`delete from supplier_records`.execute(handle.db);
      ids = await insertSuppliers(handle.db, DATASET);
      rows = DATASET.map((r, i) => ({ ...r, id: ids[i]! }));
    });
    const list = async (query: string) => {
      const res = await call('GET', `${URL}?per_page=1000&${query}`);
      expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
      return (res.json().data as { id: number }[]).map((r) => r.id);
    };
    /** Ids in the list's order (name ascending, then id descending), of the rows `keep` accepts. */
    const expected = (keep: (r: Row) => boolean) =>
      rows
        .filter(keep)
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : b.id - a.id))
        .map((r) => r.id);

    it('pages in the order of an extra field (name asc), with total and pages', async () => {
      const all = expected(() => true);
      const pages = [];
      for (const page of [1, 2, 3]) {
        const res = await call('GET', `${URL}?per_page=10&page=${page}`);
        expect(res.json()).toMatchObject({ total: 23, pages: 3, page, per_page: 10 });
        pages.push(...(res.json().data as { id: number }[]).map((r) => r.id));
      }
      expect(pages).toEqual(all);
    });

    it.each([
      ['name=fornecedor 0', (r: Row) => /fornecedor 0/i.test(r.name)],
      ['cnpj=11.222', (r: Row) => r.document.startsWith('11222')],
      ['cnpj=44.555.000/0001', (r: Row) => r.document.startsWith('445550000001')],
      ['email=contato7@exemplo.com.br', (r: Row) => r.email === 'contato7@exemplo.com.br'],
      ['email=CONTATO7@exemplo.com.br', () => false],
      ['contact=mar', (r: Row) => r.contact.startsWith('Maria')],
      ['contact=aria', () => false],
      ['q=joão 1', (r: Row) => /joão 1/i.test(r.contact) || /joão 1/i.test(r.name)],
      ['q=beta', (r: Row) => /beta/i.test(r.name) || /beta/i.test(r.contact)],
      ['rating=4', (r: Row) => r.rating === 4],
      ['rating=2.5', () => false],
      ['rating_min=3.5', (r: Row) => r.rating >= 4],
      ['rating_min=3', (r: Row) => r.rating >= 3],
      ['credit_max=105', (r: Row) => r.credit <= 105],
      ['credit_max=94,5', (r: Row) => r.credit <= 94.5],
      ['active=true', (r: Row) => r.active],
      ['active=false', (r: Row) => !r.active],
      ['category=tint', (r: Row) => r.categories.some((c) => /tint/i.test(c))],
      ['from=2026-02-01', (r: Row) => r.created_at >= '2026-02'],
      ['to=2026-02-15', (r: Row) => r.created_at < '2026-02-16'],
      ['active=true&rating_min=4&cnpj=44555', (r: Row) => r.active && r.rating >= 4 && r.document.startsWith('44555')],
    ])('%s', async (query, keep) => {
      const want = expected(keep);
      expect(await list(query)).toEqual(want);
    });

    it('a number filter that is no number, or a yes/no filter that is neither, is a pt-BR 400', async () => {
      const res = await call('GET', `${URL}?rating=abc`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Filtro "Avaliação" inválido: informe um número.');
      const maybe = await call('GET', `${URL}?active=talvez`);
      expect(maybe.statusCode).toBe(400);
      expect(maybe.json().errors.active).toMatch(/^Filtro ".+" inválido: use true ou false\.$/);
    });

    it('exports every matching row as CSV, in the list order', async () => {
      const res = await call('GET', `${URL}/export.csv?cnpj=11222&tz=UTC`);
      expect(res.statusCode, res.body).toBe(200);
      const lines = res.body.slice(1).trimEnd().split('\r\n');
      expect(lines[0]).toBe('Razão social;CNPJ;Email;Contato;Avaliação;Crédito;Categorias;Criado em');
      const want = expected((r) => r.document.startsWith('11222')).map((id) => rows.find((r) => r.id === id)!);
      expect(lines.slice(1).map((l) => l.split(';')[0])).toEqual(want.map((r) => r.name));
      const first = want[0]!;
      expect(lines[1]).toBe(
        [
          first.name,
          first.document.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5'),
          first.email,
          first.contact,
          String(first.rating),
          // Money is a number a spreadsheet reads (two decimals, decimal comma, no currency sign).
          first.credit.toFixed(2).replace('.', ','),
          first.categories.join(', '),
          `15/0${first.created_at[6]}/2026`,
        ].join(';'),
      );
    });
  });
});
