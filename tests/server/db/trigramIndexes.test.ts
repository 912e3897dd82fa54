import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../../server/db/schema.js';
import type { DbHandle } from '../../../server/db/openDb.js';
import { parseListQuery } from '../../../server/crud/parseListQuery.js';
import { readListQuery } from '../../../server/crud/readListQuery.js';
import { firstRowsPerValue } from '../../../server/crud/firstRowsPerValue.js';
import type { ServedDescriptor } from '../../../server/crud/sqlMapping.js';
import { openTestDb } from '../../support/testDb.js';
import { testDbKinds } from '../../support/testDb.js';
import { fillRequestLogs } from '../../support/fillRequestLogs.js';
import { fixtureDescriptors } from '../../support/fixtureSchemas.js';
import { planByParentIndexes } from '../../support/planByParentIndexes.js';
import { costlySeqScans } from '../../support/costlySeqScans.js';

/**
 * The api-call fixture (tests/fixtures/schemas/api-call.json), a list over request_logs whose `path`
 * filter goes through the values table request_log_paths, given here a `contains` filter on the
 * request body too: the filters the request log's trigram indexes serve.
 */
const apiCalls = fixtureDescriptors().find((d) => d.key === 'api-call') as ServedDescriptor;
const requestLog: ServedDescriptor = {
  ...apiCalls,
  server: { ...apiCalls.server, filters: { ...apiCalls.server.filters, body: { columns: ['body'], op: 'contains' } } },
};
const explain = async (db: Kysely<Database>, query: RawBuilder<unknown>) => {
  const { rows } = await sql<{ 'QUERY PLAN': string }>`explain ${query}`.execute(db);
  return planByParentIndexes(db, rows.map((r) => r['QUERY PLAN']).join('\n'));
};
const plan = (db: Kysely<Database>, query: Record<string, string>) =>
  explain(
    db,
    sql`select id from request_logs where ${sql.join(parseListQuery(requestLog, query).where, sql` and `)} order by id desc limit 50`,
  );

describe.runIf(testDbKinds.includes('postgres'))(
  'text filters of the request log use the trigram indexes (PostgreSQL)',
  () => {
    let handle: DbHandle;
    beforeAll(async () => {
      handle = await openTestDb('postgres');
      await fillRequestLogs(handle.db, 200_000);
    }, 300_000);
    afterAll(() => handle.close());

    it('filter body → request_logs_body_trgm_idx', async () => {
      const explained = await plan(handle.db, { body: 'c0ffee42' });
      expect(explained).toContain('request_logs_body_trgm_idx');
      expect(costlySeqScans(explained)).toEqual([]);
    });

    it('filter path → the distinct paths by request_log_paths_path_trgm_idx, then their rows by request_logs_path_idx', async () => {
      const { rows } = await sql<{ path: string }>`select path from request_logs where id = 4321`.execute(handle.db);
      const text = rows[0]!.path.slice(0, 16);
      const lookup = await explain(
        handle.db,
        sql`select path from request_log_paths where path ilike ${`%${text}%`} limit 1001`,
      );
      expect(lookup).toContain('request_log_paths_path_trgm_idx');
      expect(costlySeqScans(lookup)).toEqual([]);

      const q = await readListQuery(handle.db, requestLog, { path: text });
      expect(q.narrowed?.values).toContain(rows[0]!.path);
      const order = sql`request_logs.id desc`;
      const page = await explain(
        handle.db,
        sql`select id from request_logs where ${firstRowsPerValue({ id: sql.ref('request_logs.id'), from: sql`request_logs`, order, narrowed: q.narrowed!, limit: 50 })} order by ${order} limit 50`,
      );
      expect(page).toContain('request_logs_path_idx');
      expect(costlySeqScans(page)).toEqual([]);
      const count = await explain(
        handle.db,
        sql`select count(*) from (select 1 from request_logs where ${sql.join(q.where, sql` and `)} limit 10001) s`,
      );
      expect(count).toContain('Index Only Scan using request_logs_path_idx');
    });
  },
);

describe.each(testDbKinds)('the trigram indexes exist (%s)', (kind) => {
  it('on endpoint and body text, and on capture log text', async () => {
    const handle = await openTestDb(kind);
    const { rows } = await sql<{
      indexname: string;
    }>`select indexname from pg_indexes where indexdef ilike '%gin_trgm_ops%'`.execute(handle.db);
    expect(rows.map((r) => r.indexname)).toEqual(
      expect.arrayContaining([
        'request_log_paths_path_trgm_idx',
        'request_logs_body_trgm_idx',
        'liveness_logs_log_text_trgm_idx',
        'finger_logs_log_text_trgm_idx',
      ]),
    );
    await handle.close();
  });
});
