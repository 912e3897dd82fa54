import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import type { App } from '../../../server/app.js';
import { jsonFields, storedFields } from '../../../server/crud/sqlMapping.js';
import { ensureRecordTables } from '../../../server/db/ensureRecordTables.js';
import type { DbHandle } from '../../../server/db/openDb.js';
import { promoteRecords } from '../../../server/db/promoteRecords.js';
import { readRecordTable } from '../../../server/db/readRecordTable.js';
import { recordIndexes } from '../../../server/db/recordIndexes.js';
import { setPromotedFields } from '../../../server/cli/setPromotedFields.js';
import { DescriptorError } from '../../../src/core/descriptors/DescriptorError.js';
import { openTestDb, testDbKinds } from '../../support/testDb.js';
import { tempDir } from '../../support/tempDir.js';
import { insertSuppliers, SUPPLIER_FILE, supplierApp, supplierDescriptor } from '../../fixtures/records/supplierApp.js';

const URL = '/admin/v1/supplier';
const RECORDS = 2_345; // three batches of 1,000
const json = supplierDescriptor();
const promoted = supplierDescriptor((raw) => (raw.server.promoted = storedFields(json)));

/** Records with every field type, some left out (absent keys stay null after the move). */
const records = Array.from({ length: RECORDS }, (_, i) => ({
  name: `Fornecedor ${String(i).padStart(5, '0')}`,
  document: `${String(i).padStart(12, '0')}81`,
  email: `f${i}@exemplo.com`,
  ...(i % 7 ? { contact: `Contato ${i}` } : {}),
  rating: (i % 5) + 1,
  ...(i % 3 ? { credit: i * 1.25 } : { credit: null }),
  active: i % 2 === 0,
  categories: i % 4 ? ['Papel', `C${i % 4}`] : [],
  created_at: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
}));

/**
 * `npm run db:promote -- supplier`: the JSON records of a grown entity move into typed columns of
 * their own, in batches; the API answers exactly as before, from the columns and their indexes.
 */
describe.each(testDbKinds)('promoting JSON records to columns (%s)', (kind) => {
  let handle: DbHandle;
  let before: App;
  let auth: { authorization: string };
  const answers = async (app: App, headers: { authorization: string }) => {
    const out: Record<string, unknown> = {};
    for (const query of [
      'per_page=1000&page=2',
      'name=00012&per_page=50',
      'cnpj=0000000012&per_page=50',
      'email=F7@exemplo.com',
      'email=f7@exemplo.com',
      'contact=contato 1&per_page=50',
      'q=contato 23&per_page=50',
      'rating=3&rating_min=2.5&credit_max=100&per_page=100',
      'active=false&category=c1&per_page=100',
      'from=2026-01-02&per_page=20',
    ]) {
      const res = await app.inject({ method: 'GET', url: `${URL}?${query}`, headers });
      expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
      out[query] = res.json();
    }
    return out;
  };
  let answered: Record<string, unknown>;

  beforeAll(async () => {
    handle = await openTestDb(kind);
    ({ app: before, auth } = await supplierApp(handle, json));
    await insertSuppliers(handle.db, records);
    answered = await answers(before, auth);
  }, 120_000);
  afterAll(async () => {
    await before?.close();
    await handle?.close();
  });

  it('moves every field into a typed column, in batches, empties extra and replaces the indexes', async () => {
    const moved: number[] = [];
    const done = await promoteRecords(handle.db, json, { batchSize: 1_000, onBatch: (n) => moved.push(n) });
    expect(done).toMatchObject({
      fields: storedFields(json),
      added: storedFields(json),
      converted: [],
      moved: RECORDS,
      batches: 3,
    });
    expect(moved).toEqual([1_000, 2_000, RECORDS]);
    const { columns, indexes } = await readRecordTable(handle.db, 'supplier_records');
    expect(Object.fromEntries(storedFields(json).map((f) => [f, columns.get(f)]))).toEqual({
      name: 'text',
      document: 'text',
      email: 'text',
      contact: 'text',
      rating: 'bigint',
      credit: 'double precision',
      active: 'boolean',
      categories: 'text[]',
    });
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from supplier_records where extra <> '{}'::jsonb`.execute(handle.db);
    expect(rows[0]!.n).toBe(0);
    const expressionIndexes = recordIndexes(json, new Set(jsonFields(json))).map((i) => i.name);
    const columnIndexes = recordIndexes(promoted, new Set()).map((i) => i.name);
    expect(done.indexes.dropped.sort()).toEqual(expressionIndexes.filter((n) => !columnIndexes.includes(n)).sort());
    expect([...indexes].sort()).toEqual(['supplier_records_pkey', ...columnIndexes].sort());
    // created_at had a column index already; every other index reads a column now, not extra.
    expect(columnIndexes.filter((n) => expressionIndexes.includes(n))).toEqual([
      expect.stringMatching(/^supplier_records_created_at_eq_/),
    ]);
  });

  it('is a no-op when run again', async () => {
    const again = await promoteRecords(handle.db, json, { batchSize: 1_000 });
    expect(again).toMatchObject({
      added: [],
      converted: [],
      moved: 0,
      batches: 0,
      indexes: { created: [], dropped: [] },
    });
  });

  it('the API restarted on the promoted descriptor answers the same lists and filters, and stores in the columns', async () => {
    await ensureRecordTables(handle.db, [promoted]);
    const { app, auth: headers } = await supplierApp(handle, promoted);
    try {
      expect(await answers(app, headers)).toEqual(answered);
      const created = await app.inject({
        method: 'POST',
        url: URL,
        headers,
        payload: { name: 'Nova', document: '11222333000181', rating: 2, categories: ['X'] },
      });
      expect(created.statusCode, created.body).toBe(201);
      const { rows } = await sql<Record<string, unknown>>`
        select extra, name, rating, categories, active from supplier_records where id = ${created.json().data.id}`.execute(
        handle.db,
      );
      expect(rows[0]).toEqual({ extra: {}, name: 'Nova', rating: 2, categories: ['X'], active: true });
      const duplicate = await app.inject({
        method: 'POST',
        url: URL,
        headers,
        payload: { name: 'Outra', document: '11.222.333/0001-81' },
      });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json().errors).toEqual({ document: 'Já existe um fornecedor com este CNPJ.' });
    } finally {
      await app.close();
    }
  });

  it('a field added after the promotion lives in extra, filtered by its expression index, until promoted again', async () => {
    const grown = supplierDescriptor((raw) => {
      raw.server.promoted = storedFields(json);
      raw.fields.website = { type: 'string', title: 'Site' };
      raw.server.filters.website = { op: 'contains' };
    });
    await ensureRecordTables(handle.db, [grown]);
    expect([...(await readRecordTable(handle.db, 'supplier_records')).indexes]).toContainEqual(
      expect.stringMatching(/^supplier_records_website_trgm_/),
    );
    const { app, auth: headers } = await supplierApp(handle, grown);
    try {
      const created = await app.inject({
        method: 'POST',
        url: URL,
        headers,
        payload: { name: 'Com site', document: '19131243000197', website: 'https://papel.example' },
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().data.id;
      const { rows } = await sql<{ extra: unknown }>`select extra from supplier_records where id = ${id}`.execute(
        handle.db,
      );
      expect(rows[0]!.extra).toEqual({ website: 'https://papel.example' });
      const found = await app.inject({ method: 'GET', url: `${URL}?website=papel`, headers });
      expect(found.json().data.map((r: { id: number }) => r.id)).toEqual([id]);
    } finally {
      await app.close();
    }
    const third = await promoteRecords(handle.db, grown);
    expect(third).toMatchObject({ added: ['website'], moved: 1 });
  });

  it('a value an API not yet restarted wrote into extra after the move wins when run again', async () => {
    const [id] = await sql<{ id: number }>`
      update supplier_records set extra = extra || '{"contact": "Escrito depois"}'
      where id = (select min(id) from supplier_records) returning id`
      .execute(handle.db)
      .then((r) => r.rows.map((x) => x.id));
    const again = await promoteRecords(handle.db, json);
    expect(again.moved).toBe(1);
    const { rows } = await sql<{ contact: string; extra: unknown }>`
      select contact, extra from supplier_records where id = ${id}`.execute(handle.db);
    expect(rows[0]).toEqual({ contact: 'Escrito depois', extra: {} });
  });
});

describe.each(testDbKinds)('promotion refusals and a new database (%s)', (kind) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openTestDb(kind);
  });
  afterAll(() => handle?.close());

  it('values of another type than their field stop it before anything moves, with their ids', async () => {
    const text = supplierDescriptor((raw) => {
      raw.fields.rating = { type: 'string', title: 'Avaliação' };
      delete raw.server.filters.rating_min;
      raw.list.filters = raw.list.filters.filter((f: { param: string }) => f.param !== 'rating_min');
    });
    await ensureRecordTables(handle.db, [text]);
    const ids = await insertSuppliers(handle.db, [
      { name: 'A', rating: 'cinco' },
      { name: 'B', rating: 5 },
    ]);
    const error = await promoteRecords(handle.db, json).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DescriptorError);
    expect((error as DescriptorError).message).toBe(
      `schemas/supplier.json: /fields/rating/type: 1 registros guardam em "rating" valores que não são do tipo inteiro (ids ${ids[0]}); corrija-os antes de promover`,
    );
    expect((await readRecordTable(handle.db, 'supplier_records')).columns.has('name')).toBe(false);
    await sql`drop table supplier_records`.execute(handle.db);
  });

  it('a descriptor with a table of its own is not promoted', async () => {
    const own = supplierDescriptor((raw) => (raw.server.table = 'suppliers'));
    await expect(promoteRecords(handle.db, own)).rejects.toThrow(
      'schemas/supplier.json: /server/table: esta entidade tem tabela própria; só registros em JSON são promovidos',
    );
  });

  it('a new database gets the promoted columns at start', async () => {
    await ensureRecordTables(handle.db, [promoted]);
    const { columns } = await readRecordTable(handle.db, 'supplier_records');
    expect(columns.get('rating')).toBe('bigint');
    expect(columns.get('categories')).toBe('text[]');
    expect([...(await readRecordTable(handle.db, 'supplier_records')).indexes].sort()).toEqual(
      ['supplier_records_pkey', ...recordIndexes(promoted, new Set()).map((i) => i.name)].sort(),
    );
  });
});

describe('npm run db:promote -- supplier', () => {
  it('promotes on the configured database and writes server.promoted into the descriptor, the rest as written', async () => {
    const schemas = tempDir('promote-schemas');
    cpSync('schemas', schemas, { recursive: true });
    const file = join(schemas, 'supplier.json');
    const original = readFileSync(SUPPLIER_FILE, 'utf8');
    writeFileSync(file, original);
    const env = { ...process.env, SCHEMAS_DIR: schemas, DATA_DIR: tempDir('promote-data'), DATABASE_URL: '' };
    const run = () =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/cli/promote.ts', 'supplier'], {
        env,
        timeout: 120_000,
      });
    const { stdout } = await run();
    expect(stdout).toContain(`Campos com coluna própria em supplier_records: ${storedFields(json).join(', ')}.`);
    expect(stdout).toContain('Reinicie a API (todas as réplicas)');
    const written = readFileSync(file, 'utf8');
    expect(JSON.parse(written).server.promoted).toEqual(storedFields(json));
    // The fixture as written, with one member more at the end of its server part.
    const promotedLine = `    "promoted": [${storedFields(json)
      .map((f) => `"${f}"`)
      .join(', ')}]`;
    expect(written).toBe(original.replace(/\n {4}\}\n {2}\}\n\}\n$/, `\n    },\n${promotedLine}\n  }\n}\n`));
    expect(written).not.toBe(original);
    const again = await run();
    expect(again.stdout).toContain('Registros movidos de extra: 0 (0 lotes).');
    expect(readFileSync(file, 'utf8')).toBe(written);
  }, 180_000);

  it('without a key it says how to call it', async () => {
    const error = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/cli/promote.ts']).catch(
      (e: { code: number; stderr: string }) => e,
    );
    expect(error).toMatchObject({ code: 2 });
    expect((error as { stderr: string }).stderr).toContain('Uso: npm run db:promote -- <key>');
  });
});

describe('setPromotedFields (how the command edits the descriptor file)', () => {
  it('replaces the list where it is, adds it after the last member, or into an empty server part', () => {
    expect(
      setPromotedFields('{\n  "server": {\n    "promoted": ["a"],\n    "orderBy": "a asc"\n  }\n}\n', ['a', 'b']),
    ).toBe('{\n  "server": {\n    "promoted": ["a", "b"],\n    "orderBy": "a asc"\n  }\n}\n');
    expect(setPromotedFields('{ "key": "x", "server": { "orderBy": "a asc" }, "z": 1 }', ['a'])).toBe(
      '{ "key": "x", "server": { "orderBy": "a asc", "promoted": ["a"] }, "z": 1 }',
    );
    expect(setPromotedFields('{"server":{}}', ['a'])).toBe('{"server":{ "promoted": ["a"] }}');
  });

  it('is not fooled by braces and quotes inside strings', () => {
    const text = '{\n  "title": "a } \\" {",\n  "server": {\n    "filters": { "x": { "op": "eq" } }\n  }\n}\n';
    expect(JSON.parse(setPromotedFields(text, ['x'])).server).toEqual({
      filters: { x: { op: 'eq' } },
      promoted: ['x'],
    });
  });
});
