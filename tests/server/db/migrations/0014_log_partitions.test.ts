import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { openDb, type DbHandle } from '../../../../server/db/openDb.js';
import { migrateToLatest } from '../../../../server/db/migrate.js';
import { migrations } from '../../../../server/db/migrations/index.js';
import type { Database } from '../../../../server/db/schema.js';
import { listLogPartitions } from '../../../../server/partitions/listLogPartitions.js';
import { monthPartition } from '../../../../server/partitions/monthPartition.js';

const indexesOf = async (db: Kysely<Database>, table: string) =>
  (
    await sql<{ name: string }>`
      select c.relname as name from pg_index i join pg_class c on c.oid = i.indexrelid
      where i.indrelid = ${table}::regclass and not i.indisprimary order by 1`.execute(db)
  ).rows.map((row) => row.name);

describe('migration 0014: the logs partitioned by month, on a database that already has logs', () => {
  let handle: DbHandle;
  let before: Record<string, string[]>;
  const now = new Date();
  const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 10));

  beforeAll(async () => {
    handle = await openDb({});
    const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
    const { error } = await migrator.migrateTo('0013_list_views_and_preferences');
    if (error) throw error;
    before = {
      request_logs: await indexesOf(handle.db, 'request_logs'),
      liveness_logs: await indexesOf(handle.db, 'liveness_logs'),
      finger_logs: await indexesOf(handle.db, 'finger_logs'),
    };
    await sql`insert into request_logs (method, path, response_status, duration_ms, created_at)
      values ('GET', '/antes/1', 200, 1, ${lastMonth}), ('POST', '/antes/2', 201, 2, ${now})`.execute(handle.db);
    await sql`insert into liveness_logs (arquivo_video, data_hora) values ('l/1/video.mp4', ${lastMonth})`.execute(
      handle.db,
    );
    await sql`insert into finger_logs (imagens, data_hora) values ('{f/1/finger_1.jpeg}', ${now})`.execute(handle.db);
    await migrateToLatest(handle.db);
  });
  afterAll(() => handle?.close());

  it('keeps every row and id, in the DEFAULT partition, under the same indexes, trigger and sequence', async () => {
    const { rows } = await sql<{ id: number; path: string; part: string }>`
      select id::int as id, path, tableoid::regclass::text as part from request_logs order by id`.execute(handle.db);
    expect(rows).toEqual([
      { id: 1, path: '/antes/1', part: 'request_logs_default' },
      { id: 2, path: '/antes/2', part: 'request_logs_default' },
    ]);
    for (const table of ['request_logs', 'liveness_logs', 'finger_logs'])
      expect(await indexesOf(handle.db, table)).toEqual(before[table]);
    await sql`insert into request_logs (method, path, response_status, duration_ms, created_at)
      values ('GET', '/depois', 200, 1, ${new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 2))})`.execute(
      handle.db,
    );
    const next = await sql<{ id: number; part: string }>`
      select id::int as id, tableoid::regclass::text as part from request_logs where path = '/depois'`.execute(
      handle.db,
    );
    expect(next.rows[0]).toEqual({
      id: 3,
      part: monthPartition('request_logs', new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 2))).name,
    });
    const paths = await sql<{ path: string }>`select path from request_log_paths order by path`.execute(handle.db);
    expect(paths.rows.map((r) => r.path)).toEqual(['/antes/1', '/antes/2', '/depois']);
  });

  it('months start after the last one the old table had rows of: this month stays with the DEFAULT partition where it had rows', async () => {
    const thisMonth = monthPartition('request_logs', now).name;
    expect((await listLogPartitions(handle.db, 'request_logs')).map((p) => p.name)).not.toContain(thisMonth);
    // liveness_logs had only last month's row: this month is a partition of its own.
    expect((await listLogPartitions(handle.db, 'liveness_logs')).map((p) => p.name)).toContain(
      monthPartition('liveness_logs', now).name,
    );
  });

  it('down puts one table back with every row', async () => {
    await migrations['0014_log_partitions']!.down!(handle.db);
    const { rows } = await sql<{
      kind: string;
    }>`select relkind as kind from pg_class where relname = 'request_logs'`.execute(handle.db);
    expect(rows[0]?.kind).toBe('r');
    const ids = await sql<{ id: number }>`select id::int as id from request_logs order by id`.execute(handle.db);
    expect(ids.rows.map((r) => r.id)).toEqual([1, 2, 3]);
    expect(await indexesOf(handle.db, 'request_logs')).toEqual(before.request_logs);
    await sql`insert into request_logs (method, path, response_status, duration_ms) values ('GET', '/x', 200, 1)`.execute(
      handle.db,
    );
  });
});
