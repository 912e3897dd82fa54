import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { DbHandle } from '../../../server/db/openDb.js';
import { ensureLogPartitions, MONTHS_AHEAD } from '../../../server/partitions/ensureLogPartitions.js';
import { listLogPartitions } from '../../../server/partitions/listLogPartitions.js';
import { monthPartition } from '../../../server/partitions/monthPartition.js';
import { partitionedLogs } from '../../../server/partitions/partitionedLogs.js';
import { openTestDb, testDbKinds } from '../../support/testDb.js';

const monthsFrom = (start: Date, count: number) =>
  Array.from({ length: count }, (_, i) => new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + i, 1)));

describe.each(testDbKinds)('ensureLogPartitions (%s)', (kind) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openTestDb(kind);
  });
  afterAll(() => handle?.close());

  const names = async (table: (typeof partitionedLogs)[number]['table']) =>
    (await listLogPartitions(handle.db, table)).map((p) => p.name);

  it('a migrated database has this month and the next ones for every log, and a row written now lands in its month', async () => {
    const wanted = monthsFrom(new Date(), MONTHS_AHEAD + 1);
    for (const { table } of partitionedLogs)
      expect(await names(table)).toEqual(expect.arrayContaining(wanted.map((m) => monthPartition(table, m).name)));
    await sql`insert into request_logs (method, path, response_status, duration_ms) values ('GET', '/agora', 200, 1)`.execute(
      handle.db,
    );
    const { rows } = await sql<{
      part: string;
    }>`select tableoid::regclass::text as part from request_logs where path = '/agora'`.execute(handle.db);
    expect(rows[0]?.part).toBe(monthPartition('request_logs', new Date()).name);
  });

  it('makes past months on demand, leaves a month the DEFAULT partition holds rows of, and makes each once when run twice at once', async () => {
    const now = new Date();
    const [three, two, one] = monthsFrom(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 3, 1)), 3);
    // A row of two months ago, before its month exists: the DEFAULT partition takes it.
    const inTwo = new Date(two!.getTime() + 5 * 86_400_000);
    await sql`insert into finger_logs (data_hora) values (${inTwo})`.execute(handle.db);
    const reports = await Promise.all([
      ensureLogPartitions(handle.db, { from: three }),
      ensureLogPartitions(handle.db, { from: three }),
    ]);
    const created = reports.flatMap((r) => r.created);
    expect(new Set(created).size).toBe(created.length);
    expect(created).toEqual(
      expect.arrayContaining([monthPartition('finger_logs', three!).name, monthPartition('request_logs', two!).name]),
    );
    expect(reports[0]!.skipped).toEqual([monthPartition('finger_logs', two!).name]);
    expect(await names('finger_logs')).toEqual(
      expect.arrayContaining([monthPartition('finger_logs', three!).name, monthPartition('finger_logs', one!).name]),
    );
    expect(await names('finger_logs')).not.toContain(monthPartition('finger_logs', two!).name);
    const { rows } = await sql<{
      part: string;
    }>`select tableoid::regclass::text as part from finger_logs where data_hora = ${inTwo}`.execute(handle.db);
    expect(rows[0]?.part).toBe('finger_logs_default');
    // Nothing left to make: a third run makes nothing.
    expect((await ensureLogPartitions(handle.db, { from: three })).created).toEqual([]);
  });

  it('a row dated where no month partition exists is kept, in the DEFAULT partition', async () => {
    await sql`insert into liveness_logs (data_hora) values ('2019-03-04T05:06:07Z')`.execute(handle.db);
    const { rows } = await sql<{
      part: string;
    }>`select tableoid::regclass::text as part from liveness_logs where data_hora = '2019-03-04T05:06:07Z'`.execute(
      handle.db,
    );
    expect(rows[0]?.part).toBe('liveness_logs_default');
  });
});
