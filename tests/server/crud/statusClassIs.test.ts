import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../server/db/openDb.js';
import { statusClassIs } from '../../../server/crud/statusClassIs.js';
import { openTestDb, testDbKinds } from '../../support/testDb.js';

describe.each(testDbKinds)('statusClassIs (%s)', (kind) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openTestDb(kind);
    await sql`insert into request_logs (method, path, response_status, duration_ms) values ('GET', '/a', 200, 1), ('GET', '/b', 404, 1), ('GET', '/c', 503, 1), ('GET', '/d', 599, 1)`.execute(
      handle.db,
    );
  });
  afterAll(() => handle.close());

  it('picks exactly the statuses of the class', async () => {
    const { rows } = await sql<{
      s: number;
    }>`select response_status as s from request_logs where ${statusClassIs(sql.ref('response_status'), 5)} order by s`.execute(
      handle.db,
    );
    expect(rows.map((r) => r.s)).toEqual([503, 599]);
  });

  it('writes the expression the status-class index serves, newest first and counted from the index alone', async () => {
    const plan = (q: ReturnType<typeof sql>) =>
      handle.db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        return (await sql<{ 'QUERY PLAN': string }>`explain ${q}`.execute(trx)).rows
          .map((r) => r['QUERY PLAN'])
          .join('\n');
      });
    const cls = statusClassIs(sql.ref('request_logs.response_status'), 5);
    expect(await plan(sql`select id from request_logs where ${cls} order by id desc limit 50`)).toContain(
      'request_logs_status_class_idx',
    );
    expect(await plan(sql`select count(*) from (select 1 from request_logs where ${cls} limit 10001) s`)).toContain(
      'Index Only Scan using request_logs_status_class_idx',
    );
  });
});
