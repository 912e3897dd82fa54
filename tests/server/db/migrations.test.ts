import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from '../../../server/db/openDb.js';
import { migrateToLatest } from '../../../server/db/migrate.js';
import { migrations } from '../../../server/db/migrations/index.js';
import { tableNames, type Database } from '../../../server/db/schema.js';
import { openTestDb, testDbKinds } from '../../support/testDb.js';
import { planByParentIndexes } from '../../support/planByParentIndexes.js';

/** The SQLSTATE of a failed statement ('23505' unique, '23514' check), or 'ok'. */
async function sqlState(run: Promise<unknown>): Promise<string> {
  try {
    await run;
    return 'ok';
  } catch (error) {
    return String((error as { code?: string }).code);
  }
}

/**
 * The plan PostgreSQL picks when sequential scans are ruled out: proves an index can serve the
 * query. `setup` runs first in the same transaction (rolled back), e.g. rows and their statistics
 * where an empty table would let a btree's full scan look as cheap as the index meant to serve.
 */
async function planWithoutSeqScan(db: Kysely<Database>, query: string, setup?: string): Promise<string> {
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    if (setup) for (const statement of setup.split(';')) await sql.raw(statement).execute(trx);
    const { rows } = await sql<{ 'QUERY PLAN': string }>`explain ${sql.raw(query)}`.execute(trx);
    return planByParentIndexes(trx, rows.map((r) => r['QUERY PLAN']).join('\n'));
  });
}

describe.each(testDbKinds)('migrations (%s)', (kind) => {
  let handle: DbHandle;
  let db: Kysely<Database>;
  beforeAll(async () => {
    handle = await openTestDb(kind);
    db = handle.db;
  });
  afterAll(() => handle.close());

  it('creates every table of the data model', async () => {
    const { rows } = await sql<{ table_name: string }>`
      select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'
    `.execute(db);
    expect(rows.map((r) => r.table_name)).toEqual(expect.arrayContaining([...tableNames]));
  });

  it('installs pg_trgm', async () => {
    const { rows } = await sql<{ extname: string }>`select extname from pg_extension where extname = 'pg_trgm'`.execute(
      db,
    );
    expect(rows).toHaveLength(1);
  });

  it('running the migrations again is a no-op', async () => {
    expect(await migrateToLatest(db)).toEqual([]);
    expect(await migrateToLatest(db)).toEqual([]);
  });

  it('gives users their defaults and refuses an email that differs only in case', async () => {
    const user = await db
      .insertInto('users')
      .values({ name: 'Ana Souza', email: 'Ana.Souza@Example.com', phone: '11987654321', password_hash: 'x' })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      role: 'operador',
      is_active: 1,
      token_version: 0,
      version: 1,
      must_change_password: false,
    });
    expect(user.created_at).toBeInstanceOf(Date);
    const duplicate = db
      .insertInto('users')
      .values({ name: 'Outra', email: 'ana.souza@example.COM', password_hash: 'y' })
      .execute();
    expect(await sqlState(duplicate)).toBe('23505');
  });

  it('refuses a duplicate error code, CPF, CNPJ and price tier (the null tier included)', async () => {
    await db.insertInto('error_messages').values({ error_code: 'X001', default_message: 'Um' }).execute();
    expect(
      await sqlState(db.insertInto('error_messages').values({ error_code: 'X001', default_message: 'Dois' }).execute()),
    ).toBe('23505');

    await db.insertInto('people').values({ name: 'Maria', cpf: '52998224725' }).execute();
    expect(await sqlState(db.insertInto('people').values({ name: 'Outra', cpf: '52998224725' }).execute())).toBe(
      '23505',
    );

    await db.insertInto('clients').values({ name: 'Parceiro', document: '11222333000181' }).execute();
    expect(
      await sqlState(db.insertInto('clients').values({ name: 'Outro', document: '11222333000181' }).execute()),
    ).toBe('23505');

    await db
      .insertInto('prices')
      .values([
        { service: 'Biometria', tier_max: 1000, price: 1.9 },
        { service: 'Biometria', tier_max: null, price: 0.75 },
      ])
      .execute();
    expect(
      await sqlState(db.insertInto('prices').values({ service: 'Biometria', tier_max: 1000, price: 1 }).execute()),
    ).toBe('23505');
    expect(
      await sqlState(db.insertInto('prices').values({ service: 'Biometria', tier_max: null, price: 1 }).execute()),
    ).toBe('23505');
    const price = await db.selectFrom('prices').select('price').where('tier_max', 'is', null).executeTakeFirstOrThrow();
    expect(price.price).toBe(0.75);
  });

  it('checks the enumerated and formatted columns', async () => {
    const config = { device_type: 'android', service_type: 'finger', zoom: 2, fps: 30, exposure: 0 } as const;
    expect(
      await sqlState(
        db
          .insertInto('device_configs')
          .values({ ...config, device_type: 'windows' as 'ios' })
          .execute(),
      ),
    ).toBe('23514');
    expect(
      await sqlState(
        db
          .insertInto('device_configs')
          .values({ ...config, show_button_info: 'sim' as 'true' })
          .execute(),
      ),
    ).toBe('23514');
    expect(await sqlState(db.insertInto('people').values({ cpf: '529.982.247' }).execute())).toBe('23514');
    expect(
      await sqlState(db.insertInto('clients').values({ name: 'x', document: '11.222.333/0001-81' }).execute()),
    ).toBe('23514');
    expect(
      await sqlState(
        db
          .insertInto('users')
          .values({ name: 'x', email: 'tel@example.com', phone: '(11) 98765-4321', password_hash: 'x' })
          .execute(),
      ),
    ).toBe('23514');
  });

  it('stores device models as text[] from a JS array, with their defaults', async () => {
    const row = await db
      .insertInto('device_configs')
      .values({
        device_type: 'ios',
        service_type: 'liveness',
        device_models: ['iPhone 13', 'iPhone 15 Pro'],
        zoom: 1,
        fps: 30,
        exposure: 0,
      })
      .returning(['device_models', 'show_button_info', 'exposure_min', 'version'])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      device_models: ['iPhone 13', 'iPhone 15 Pro'],
      show_button_info: 'false',
      exposure_min: null,
      version: 1,
    });
  });

  it('deleting a person deletes their fingerprints, images and liveness proofs; deleting a partner unlinks its people', async () => {
    const client = await db
      .insertInto('clients')
      .values({ name: 'Banco', document: '33000167000101' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const person = await db
      .insertInto('people')
      .values({ cpf: '11144477735', client_id: client.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    const fp = await db
      .insertInto('fingerprints')
      .values({ person_id: person.id, finger: 'Polegar direito', serpro: 'aprovado' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('fingerprint_images')
      .values([
        { fingerprint_id: fp.id, position: 0, group_index: 0, kind: 'original', path: 'a.jpeg', score: 0.8 },
        { fingerprint_id: fp.id, position: 1, group_index: 0, kind: 'processed', path: 'a.tiff' },
      ])
      .execute();
    await db.insertInto('liveness_proofs').values({ person_id: person.id, bpm: 72, video_path: 'v.mp4' }).execute();
    const other = await db
      .insertInto('people')
      .values({ cpf: '39053344705', client_id: client.id })
      .returning('id')
      .executeTakeFirstOrThrow();

    await db.deleteFrom('people').where('id', '=', person.id).execute();
    expect(await db.selectFrom('fingerprints').where('person_id', '=', person.id).selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('fingerprint_images').where('fingerprint_id', '=', fp.id).selectAll().execute()).toEqual(
      [],
    );
    expect(await db.selectFrom('liveness_proofs').where('person_id', '=', person.id).selectAll().execute()).toEqual([]);

    await db.deleteFrom('clients').where('id', '=', client.id).execute();
    const left = await db.selectFrom('people').select('client_id').where('id', '=', other.id).executeTakeFirstOrThrow();
    expect(left.client_id).toBeNull();
  });

  it('reads bigserial ids and jsonb as JS values', async () => {
    const row = await db
      .insertInto('request_logs')
      .values({
        method: 'POST',
        path: '/x',
        response_status: 400,
        duration_ms: 12.5,
        headers: JSON.stringify({ a: 'b' }),
        errors: JSON.stringify([{ cpf: 'CPF inválido' }]),
      })
      .returning(['id', 'headers', 'errors'])
      .executeTakeFirstOrThrow();
    expect(typeof row.id).toBe('number');
    expect(row.headers).toEqual({ a: 'b' });
    expect(row.errors).toEqual([{ cpf: 'CPF inválido' }]);
  });

  it.each([
    [
      "select id from people where name ilike '%silva%'",
      'people_name_trgm_idx',
      // Enough names for the trigram index to beat a full walk of the sort indexes (0012) on (name, id).
      "insert into people (name, cpf) select md5(g::text) || ' ' || g, lpad(g::text, 11, '0') from generate_series(1, 30000) g; analyze people",
    ],
    ["select id from people where cpf like '529%'", 'people_cpf_key'],
    ["select id from people where cpf::text like '%982247%'", 'people_cpf_trgm_idx'],
    ["select id from clients where document like '1122%'", 'clients_document_key'],
    ["select id from clients where document like '%2233%'", 'clients_document_trgm_idx'],
    ["select id from request_logs where path = '/person/v1/12' order by id desc limit 50", 'request_logs_path_idx'],
    ["select id from request_logs where body ilike '%cpf%'", 'request_logs_body_trgm_idx'],
    ["select id from request_logs where method = 'GET' order by id desc limit 10", 'request_logs_method_idx'],
    [
      'select id from request_logs where (response_status / 100) = 5 order by id desc limit 50',
      'request_logs_status_class_idx',
    ],
    ["select id from liveness_logs where log_text ilike '%E006%'", 'liveness_logs_log_text_trgm_idx'],
    ["select id from liveness_logs where device_model ilike '%moto%'", 'liveness_logs_device_model_trgm_idx'],
    ['select id from liveness_logs order by data_hora desc, id desc limit 10', 'liveness_logs_data_hora_idx'],
    // Migration 0012's (relation, id) replaces the index on relation alone.
    ['select id from liveness_logs where relation between 0.5 and 1', 'liveness_logs_relation_sort_'],
    ['select id from request_logs order by duration_ms desc, id desc limit 50', 'request_logs_duration_ms_sort_idx'],
    ['select id from finger_logs order by zoom desc nulls last, id desc limit 50', 'finger_logs_zoom_sort_desc_idx'],
    ["select id from finger_logs where log_text ilike '%E013%'", 'finger_logs_log_text_trgm_idx'],
    ["update finger_logs set cpf = null where cpf = '52998224725'", 'finger_logs_cpf_idx'],
  ])('an index serves: %s', async (query, index, setup?: string) => {
    expect(await planWithoutSeqScan(db, query, setup)).toContain(index);
  });

  it('keeps each logged path once in request_log_paths, whatever inserts the rows', async () => {
    await sql`insert into request_logs (method, path, response_status, duration_ms)
      values ('GET', '/dict/a', 200, 1), ('GET', '/dict/b', 200, 1), ('POST', '/dict/a', 201, 1)`.execute(db);
    await sql`insert into request_logs (method, path, response_status, duration_ms)
      select 'GET', '/dict/' || chr(97 + g % 3), 200, 1 from generate_series(1, 30) g`.execute(db);
    const { rows } = await sql<{
      path: string;
    }>`select path from request_log_paths where path like '/dict/%' order by path`.execute(db);
    expect(rows.map((r) => r.path)).toEqual(['/dict/a', '/dict/b', '/dict/c']);
  });

  it('a status class is counted from its index alone (the stat cards count up to 10,001 of them)', async () => {
    const plan = await planWithoutSeqScan(
      db,
      'select count(*) from (select 1 from request_logs where (response_status / 100) = 5 limit 10001) s',
    );
    expect(plan).toContain('Index Only Scan using request_logs_status_class_idx');
  });
});

describe('migration down', () => {
  it('every down, newest first, drops every table, and every up recreates them', async () => {
    const handle = await openDb({});
    try {
      await migrateToLatest(handle.db);
      const names = Object.keys(migrations).sort();
      for (const name of [...names].reverse()) await migrations[name]!.down!(handle.db);
      const count = async () =>
        (
          await sql<{
            n: number;
          }>`select count(*)::int as n from information_schema.tables where table_schema = current_schema() and table_name = any(${[...tableNames]})`.execute(
            handle.db,
          )
        ).rows[0]?.n;
      expect(await count()).toBe(0);
      for (const name of names) await migrations[name]!.up(handle.db);
      expect(await count()).toBe(tableNames.length);
    } finally {
      await handle.close();
    }
  });
});
