import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from '../../../server/db/openDb.js';
import { createStatementNames, prepareRepeatedStatements } from '../../../server/db/prepareRepeatedStatements.js';
import { adminQuery, createMigratedDatabase, databaseUrl } from '../../support/testDb.js';

describe('createStatementNames', () => {
  it('names a text once, the same name every time, up to the limit', () => {
    const names = createStatementNames(2);
    const a = names.nameOf('select $1');
    expect(a).toBeDefined();
    expect(names.nameOf('select $1')).toBe(a);
    expect(names.nameOf('select $1, $2')).toBeDefined();
    expect(names.nameOf('select $1, $2, $3')).toBeUndefined();
  });

  it('gives a stale statement a new name once, even when two connections report it', () => {
    const names = createStatementNames();
    const stale = names.nameOf('select * from t where a = $1')!;
    const fresh = names.renamed('select * from t where a = $1', stale);
    expect(fresh).not.toBe(stale);
    expect(names.renamed('select * from t where a = $1', stale)).toBe(fresh);
    expect(names.nameOf('select * from t where a = $1')).toBe(fresh);
  });
});

const base = process.env.TEST_DATABASE_URL;

describe.skipIf(!base)('prepareRepeatedStatements on PostgreSQL', () => {
  let client: pg.Client;
  const prepared = async () =>
    (await client.query<{ name: string; statement: string }>('select name, statement from pg_prepared_statements'))
      .rows;

  beforeEach(async () => {
    client = new pg.Client({ connectionString: base });
    await client.connect();
  });
  afterEach(() => client.end());

  it('prepares a statement with parameters once per connection and answers as before', async () => {
    prepareRepeatedStatements(client, createStatementNames());
    for (const n of [1, 2, 3])
      expect((await client.query('select $1::int + 1 as n', [n])).rows).toEqual([{ n: n + 1 }]);
    expect(await prepared()).toEqual([{ name: expect.stringMatching(/^s\d+$/), statement: 'select $1::int + 1 as n' }]);
  });

  it('leaves statements without parameters unnamed', async () => {
    prepareRepeatedStatements(client, createStatementNames());
    await client.query('select 1');
    await client.query('create temp table t (a int)');
    expect(await prepared()).toEqual([]);
  });

  it('past the limit, a new text runs unnamed', async () => {
    prepareRepeatedStatements(client, createStatementNames(1));
    await client.query('select $1::int as a', [1]);
    expect((await client.query('select $1::int as b', [2])).rows).toEqual([{ b: 2 }]);
    expect((await prepared()).map((p) => p.statement)).toEqual(['select $1::int as a']);
  });

  it('a column added while it runs (npm run db:promote): the statement is prepared again, the answer has the column', async () => {
    prepareRepeatedStatements(client, createStatementNames());
    await client.query('create temp table t (a int)');
    await client.query('insert into t values (1)');
    expect((await client.query('select * from t where a = $1', [1])).rows).toEqual([{ a: 1 }]);
    await client.query('alter table t add column b text default $$x$$');
    expect((await client.query('select * from t where a = $1', [1])).rows).toEqual([{ a: 1, b: 'x' }]);
    expect((await client.query('select * from t where a = $1', [1])).rows).toEqual([{ a: 1, b: 'x' }]);
    expect((await prepared()).filter((p) => p.statement.startsWith('select * from t'))).toHaveLength(2);
  });

  it('any other error reaches the caller as it is, and the statement still works after', async () => {
    prepareRepeatedStatements(client, createStatementNames());
    await expect(client.query('select 1 / $1::int as q', [0])).rejects.toMatchObject({ code: '22012' });
    expect((await client.query('select 1 / $1::int as q', [1])).rows).toEqual([{ q: 1 }]);
  });
});

describe.skipIf(!base)('openDb with preparedStatements on PostgreSQL', () => {
  const name = `t_prep_${process.pid}_${Date.now().toString(36)}`;
  let handle: DbHandle;
  beforeAll(async () => {
    await createMigratedDatabase(base!, name);
    handle = await openDb({ databaseUrl: databaseUrl(base!, name), poolSize: 1, preparedStatements: true });
  });
  afterAll(async () => {
    await handle?.close();
    await adminQuery(base!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it("Kysely's queries with parameters run prepared on the pool's connection", async () => {
    for (let i = 0; i < 2; i++)
      await handle.db.selectFrom('users').select(['id', 'email']).where('id', '=', 1).execute();
    const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(handle.db);
    expect(rows.map((r) => r.statement)).toEqual([
      expect.stringMatching(/^select "id", "email" from "users" where "id" = \$1/),
    ]);
  });
});
