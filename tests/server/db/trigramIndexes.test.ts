import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema.js';
import type { DbHandle } from '../../../server/db/openDb.js';
import { loadDescriptors } from '../../../server/descriptors/loadDescriptors.js';
import { parseListQuery } from '../../../server/crud/parseListQuery.js';
import type { ServedDescriptor } from '../../../server/crud/sqlMapping.js';
import { openTestDb } from '../../support/testDb.js';
import { testDbKinds } from '../../support/testDb.js';

const requestLog = loadDescriptors('schemas').find((d) => d.key === 'request-log') as ServedDescriptor;
const plan = async (db: Kysely<Database>, query: Record<string, string>) => {
  const where = sql.join(parseListQuery(requestLog, query).where, sql` and `);
  const { rows } = await sql<{ 'QUERY PLAN': string }>`explain select id from request_logs where ${where} order by id desc limit 50`.execute(db);
  return rows.map((r) => r['QUERY PLAN']).join('\n');
};

describe.runIf(testDbKinds.includes('postgres'))('text filters of the request log use the trigram indexes (PostgreSQL)', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openTestDb('postgres');
    await sql`
      insert into request_logs (method, path, body, response_status, duration_ms)
      select 'GET', '/admin/v1/' || md5(g::text), '{"busca":"' || md5((g * 7)::text) || '"}', 200, 1
      from generate_series(1, 200000) g`.execute(handle.db);
    await sql`analyze request_logs`.execute(handle.db);
  }, 120_000);
  afterAll(() => handle.close());

  it.each([
    ['path', 'request_logs_path_trgm_idx'],
    ['body', 'request_logs_body_trgm_idx'],
  ])('filter %s → %s', async (param, index) => {
    const explained = await plan(handle.db, { [param]: 'c0ffee42' });
    expect(explained).toContain(index);
    expect(explained).not.toMatch(/Seq Scan/);
  });
});

describe.each(testDbKinds)('the trigram indexes exist (%s)', (kind) => {
  it('on endpoint and body text, and on capture log text', async () => {
    const handle = await openTestDb(kind);
    const { rows } = await sql<{ indexname: string }>`select indexname from pg_indexes where indexdef ilike '%gin_trgm_ops%'`.execute(handle.db);
    expect(rows.map((r) => r.indexname)).toEqual(
      expect.arrayContaining(['request_logs_path_trgm_idx', 'request_logs_body_trgm_idx', 'liveness_logs_log_text_trgm_idx', 'finger_logs_log_text_trgm_idx']),
    );
    await handle.close();
  });
});
