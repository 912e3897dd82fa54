import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildApp } from '../../../server/app.js';
import { jsonFields } from '../../../server/crud/sqlMapping.js';
import { ensureRecordTables } from '../../../server/db/ensureRecordTables.js';
import { openDb, type DbHandle } from '../../../server/db/openDb.js';
import { recordIndexes } from '../../../server/db/recordIndexes.js';
import { recordTableProblems } from '../../../server/db/recordTableProblems.js';
import { DescriptorError } from '../../../src/core/descriptors/DescriptorError.js';
import { loadDescriptors } from '../../../server/descriptors/loadDescriptors.js';
import { adminQuery, createMigratedDatabase, databaseUrl, openTestDb, testDbKinds } from '../../support/testDb.js';
import { tempDir } from '../../support/tempDir.js';
import { insertSuppliers, supplierDescriptor } from '../../fixtures/records/supplierApp.js';

/** What start says of a descriptor: undefined when it passes, else the DescriptorError's parts. */
async function refusal(run: () => Promise<unknown>) {
  try {
    await run();
    return undefined;
  } catch (e) {
    if (!(e instanceof DescriptorError)) throw e;
    return { file: e.file, path: e.path, reason: e.reason };
  }
}

const indexNames = async (handle: DbHandle) =>
  (
    await sql<{ indexname: string }>`select indexname from pg_indexes where tablename = 'supplier_records'`.execute(
      handle.db,
    )
  ).rows
    .map((r) => r.indexname)
    .sort();

describe.each(testDbKinds)('JSON-record tables at start (%s)', (kind) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openTestDb(kind);
  });
  afterAll(() => handle?.close());
  beforeEach(async () => {
    await sql`drop table if exists supplier_records`.execute(handle.db);
  });

  const ensure = (d = supplierDescriptor()) => ensureRecordTables(handle.db, [d]);

  it('keeps the indexes the descriptor asks for: a removed filter loses its index, an index of another name stays', async () => {
    await ensure();
    await sql`create index supplier_records_mine on supplier_records (updated_at)`.execute(handle.db);
    const before = await indexNames(handle);
    const nameIndexes = before.filter((n) => /^supplier_records_name_trgm_/.test(n));
    expect(nameIndexes).toHaveLength(1);
    await ensure(
      supplierDescriptor((raw) => {
        delete raw.server.filters.name;
        raw.list.filters = raw.list.filters.filter((f: { param: string }) => f.param !== 'name');
        raw.server.filters.q.columns = ['contact'];
      }),
    );
    const after = await indexNames(handle);
    expect(after).toEqual(before.filter((n) => n !== nameIndexes[0]));
    expect(after).toContain('supplier_records_mine');
  });

  it('a table that is not a record table stops the start', async () => {
    await sql`create table supplier_records (id serial primary key, nome text)`.execute(handle.db);
    expect(await refusal(() => ensure())).toEqual({
      file: 'schemas/supplier.json',
      path: '/server',
      reason:
        'a tabela "supplier_records" já existe e não é uma tabela de registros em JSON (faltam as colunas version, created_at, updated_at, extra); renomeie-a ou declare server.table',
    });
  });

  it('a promoted field whose column is missing names the command', async () => {
    await ensure();
    expect(
      await refusal(() => ensure(supplierDescriptor((raw) => (raw.server.promoted = ['name', 'rating'])))),
    ).toEqual({
      file: 'schemas/supplier.json',
      path: '/server/promoted/0',
      reason: 'a coluna "name" não existe em "supplier_records"; rode npm run db:promote -- supplier',
    });
  });

  it('a promoted column of another type than its field names the command that converts it', async () => {
    const promoted = supplierDescriptor((raw) => (raw.server.promoted = ['rating']));
    await ensure(promoted);
    await sql`alter table supplier_records alter column rating type text`.execute(handle.db);
    expect(await refusal(() => ensure(promoted))).toEqual({
      file: 'schemas/supplier.json',
      path: '/fields/rating/type',
      reason:
        'a coluna "rating" de "supplier_records" é text, mas um campo do tipo inteiro pede bigint; rode npm run db:promote -- supplier para convertê-la, ou volte o tipo do campo',
    });
  });

  it('a column of a promotion the descriptor does not record names the command', async () => {
    await ensure();
    await sql`alter table supplier_records add column rating bigint`.execute(handle.db);
    expect(await refusal(() => ensure())).toEqual({
      file: 'schemas/supplier.json',
      path: '/server/promoted',
      reason:
        '"supplier_records" tem colunas promovidas que server.promoted não lista (rating); rode npm run db:promote -- supplier',
    });
  });

  it('records that still keep a promoted field in extra (an API not restarted after the promotion) name the command', async () => {
    const promoted = supplierDescriptor((raw) => (raw.server.promoted = ['rating']));
    await ensure(promoted);
    await insertSuppliers(handle.db, [{ name: 'Velha', rating: 3 }, { name: 'Nova' }]);
    expect((await refusal(() => ensure(promoted)))?.reason).toBe(
      '1 registros ainda guardam campos promovidos em extra (gravados por uma API não reiniciada depois da promoção); rode npm run db:promote -- supplier',
    );
  });

  it('values of another type than their field (its type was changed) are named with their ids', async () => {
    // Before: rating and active were text fields (an index on a cast would have refused "alto").
    await ensure(
      supplierDescriptor((raw) => {
        raw.fields.rating = { type: 'string', title: 'Avaliação' };
        raw.fields.active = { type: 'string', title: 'Situação' };
        delete raw.server.filters.rating_min;
        raw.list.filters = raw.list.filters.filter((f: { param: string }) => f.param !== 'rating_min');
      }),
    );
    const ids = await insertSuppliers(handle.db, [
      { name: 'A', rating: 'alto' },
      { name: 'B', rating: 4 },
      { name: 'C', rating: 2.5 },
      { name: 'D', rating: null, active: 'sim' },
    ]);
    const problems = await recordTableProblems(handle.db, supplierDescriptor());
    expect(problems.map((p) => [p.path, p.reason])).toEqual([
      [
        '/fields/rating/type',
        `2 registros guardam em "rating" valores que não são do tipo inteiro (ids ${ids[0]}, ${ids[2]}); volte o tipo do campo, corrija esses registros pelo console e mude o tipo de novo`,
      ],
      [
        '/fields/active/type',
        `1 registros guardam em "active" valores que não são do tipo booleano (ids ${ids[3]}); volte o tipo do campo, corrija esses registros pelo console e mude o tipo de novo`,
      ],
    ]);
    expect((await refusal(() => ensure()))?.path).toBe('/fields/rating/type');
  });

  it('the index on a cast refuses a value that does not cast, so a start with its indexes built reads no record', async () => {
    await ensure();
    for (const bad of [{ rating: 'alto' }, { credit: 'muito' }, { active: 'sim' }])
      await expect(insertSuppliers(handle.db, [{ name: 'X', ...bad }])).rejects.toMatchObject({ code: '22P02' });
  });

  it('a unique rule added to data that breaks it stops the start with the values and their ids, for the administrator to fix', async () => {
    const lax = supplierDescriptor((raw) => delete raw.server.unique.email);
    await ensure(lax);
    const ids = await insertSuppliers(handle.db, [
      { name: 'A', document: '1', email: 'dup@x.com' },
      { name: 'B', document: '2', email: 'DUP@x.com' },
      { name: 'C', document: '3', email: 'unico@x.com' },
      { name: 'D', document: '4', email: 'b@x.com' },
      { name: 'E', document: '5', email: 'B@X.COM' },
    ]);
    expect(await refusal(() => ensure())).toEqual({
      file: 'schemas/supplier.json',
      path: '/server/unique/email',
      reason: `2 valores de "email" se repetem nos registros existentes e impedem o índice único: "b@x.com" (ids ${ids[3]}, ${ids[4]}), "dup@x.com" (ids ${ids[0]}, ${ids[1]}); o administrador deve corrigi-los: retire server.unique.email, corrija ou apague esses registros pelo console e recoloque a regra`,
    });
    // Nothing of the refused start is left half made: the unique index is not there.
    const unique = recordIndexes(supplierDescriptor(), new Set(jsonFields(supplierDescriptor()))).find(
      (i) => i.uniqueField === 'email',
    )!;
    expect(await indexNames(handle)).not.toContain(unique.name);
    await sql`update supplier_records set extra = extra || jsonb_build_object('email', 'outro' || id || '@x.com') where id in (${ids[1]!}, ${ids[4]!})`.execute(
      handle.db,
    );
    expect(await refusal(() => ensure())).toBeUndefined();
    expect(await indexNames(handle)).toContain(unique.name);
  });

  it('a table named by the descriptor that does not exist stops the start with the command', async () => {
    const named = supplierDescriptor((raw) => (raw.server.table = 'fornecedores'));
    const start = () =>
      buildApp({
        db: handle.db,
        jwtSecret: 'segredo-de-teste-com-mais-de-32-caracteres!',
        descriptors: [...loadDescriptors('schemas'), named],
        storageDir: tempDir('records-storage'),
        requestLog: false,
      });
    expect(await refusal(start)).toEqual({
      file: 'schemas/supplier.json',
      path: '/server/table',
      reason:
        'a tabela "fornecedores" não existe no banco; rode npm run migrate se uma migração a cria, ou apague server.table para guardar os registros em JSON (tabela supplier_records, criada na partida)',
    });
  });
});

describe('index names', () => {
  it('stay within PostgreSQL’s 63 characters, distinct, for a long key and long field names', () => {
    const long = 'campo_com_um_nome_bem_comprido_para_passar_do_limite_do_postgres';
    const d = supplierDescriptor((raw) => {
      raw.fields[long] = { type: 'string', title: 'Longo' };
      raw.fields[`${long}_2`] = { type: 'string', title: 'Longo 2' };
      raw.server.filters.longo = { columns: [long], op: 'contains' };
      raw.server.filters.longo2 = { columns: [`${long}_2`], op: 'contains' };
      raw.server.unique[long] = { message: 'Repetido.' };
    });
    // The longest key a table name can take: <key>_records is PostgreSQL's 63 characters.
    const key = 'fornecedor-de-materiais-de-escritorio-e-limpeza-geral-l';
    d.key = key;
    d.server.table = `${key.replaceAll('-', '_')}_records`;
    expect(d.server.table).toHaveLength(63);
    const names = recordIndexes(d, new Set(jsonFields(d))).map((i) => i.name);
    expect(Math.max(...names.map((n) => n.length))).toBeLessThanOrEqual(63);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe.runIf(testDbKinds.includes('postgres'))('API replicas starting together (PostgreSQL)', () => {
  const base = process.env.TEST_DATABASE_URL!;
  const name = `t_replicas_${process.pid}_${Date.now().toString(36)}`;
  const handles: DbHandle[] = [];
  beforeAll(async () => {
    await createMigratedDatabase(base, name);
    for (let i = 0; i < 4; i++) handles.push(await openDb({ databaseUrl: databaseUrl(base, name), poolSize: 2 }));
  });
  afterAll(async () => {
    for (const h of handles) await h.close();
    await adminQuery(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('four starts at once on one database all succeed and make one table with its indexes', async () => {
    const d = supplierDescriptor();
    const results = await Promise.allSettled(handles.map((h) => ensureRecordTables(h.db, [d])));
    expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok', 'ok']);
    expect(await indexNames(handles[0]!)).toEqual(
      ['supplier_records_pkey', ...recordIndexes(d, new Set(jsonFields(d))).map((i) => i.name)].sort(),
    );
  });
});
