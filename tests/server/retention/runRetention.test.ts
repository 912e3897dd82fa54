import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { workOffPendingDeletions } from '../../../server/storage/workOffPendingDeletions.js';
import type { DbHandle } from '../../../server/db/openDb.js';
import { runRetention } from '../../../server/retention/runRetention.js';
import { deleteExpiredRows, expiredBatch } from '../../../server/retention/deleteExpiredRows.js';
import { retentionTables } from '../../../server/retention/retentionTables.js';
import { openTestDb, testDbKinds } from '../../support/testDb.js';
import { planByParentIndexes } from '../../support/planByParentIndexes.js';
import { costlySeqScans } from '../../support/costlySeqScans.js';
import { ensureLogPartitions } from '../../../server/partitions/ensureLogPartitions.js';
import { tempDir } from '../../support/tempDir.js';
import {
  NOW,
  addAccessLogs,
  addFingerLogs,
  addLivenessLogs,
  addRequestLogs,
  daysAgo,
  deleteCounter,
  isStored,
} from './retentionFixtures.js';

const days = { requestLogDays: 30, captureLogDays: 10, accessLogDays: 365 };
const now = () => NOW;

describe.each(testDbKinds)('runRetention (%s)', (kind) => {
  let handle: DbHandle;
  let storage: string;

  beforeAll(async () => {
    handle = await openTestDb(kind);
  });
  afterAll(async () => {
    await handle?.close();
  });
  beforeEach(async () => {
    storage = tempDir('retention');
    await sql`truncate request_logs, request_log_paths, liveness_logs, finger_logs, access_logs, pending_file_deletions restart identity`.execute(
      handle.db,
    );
  });

  const count = async (table: 'request_logs' | 'liveness_logs' | 'finger_logs' | 'access_logs') =>
    Number(
      (
        await handle.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const paths = async () =>
    (await handle.db.selectFrom('request_log_paths').select('path').orderBy('path').execute()).map((r) => r.path);

  it('deletes the rows older than each limit with their files and unused paths, and keeps the newer ones', async () => {
    await addRequestLogs(handle.db, 4, daysAgo(31), '/antigo');
    await addRequestLogs(handle.db, 3, daysAgo(40), '/misto');
    await addRequestLogs(handle.db, 2, daysAgo(29), '/misto');
    await addRequestLogs(handle.db, 1, daysAgo(1), '/novo');
    const oldLiveness = await addLivenessLogs(handle.db, storage, 3, daysAgo(11), 'antigo');
    const newLiveness = await addLivenessLogs(handle.db, storage, 2, daysAgo(9), 'novo');
    const oldFinger = await addFingerLogs(handle.db, storage, 2, daysAgo(11), 'antigo');
    const newFinger = await addFingerLogs(handle.db, storage, 1, daysAgo(9), 'novo');
    await addAccessLogs(handle.db, 5, daysAgo(366));
    await addAccessLogs(handle.db, 2, daysAgo(364));
    expect(await paths()).toEqual(['/antigo', '/misto', '/novo']);

    const report = await runRetention(handle.db, { days, storage, kind, now });

    expect(report.skipped).toBe(false);
    expect(report.tables).toEqual({
      request_logs: { rows: 7, files: 0, paths: 1, statements: 1, partitions: 0 },
      liveness_logs: { rows: 3, files: 15, paths: 0, statements: 1, partitions: 0 },
      finger_logs: { rows: 2, files: 14, paths: 0, statements: 1, partitions: 0 },
      access_logs: { rows: 5, files: 0, paths: 0, statements: 1, partitions: 0 },
    });
    expect([
      await count('request_logs'),
      await count('liveness_logs'),
      await count('finger_logs'),
      await count('access_logs'),
    ]).toEqual([3, 2, 1, 2]);
    // '/antigo' is used by no row any more; '/misto' still is.
    expect(await paths()).toEqual(['/misto', '/novo']);
    expect([...oldLiveness, ...oldFinger].filter((f) => isStored(storage, f))).toEqual([]);
    expect([...newLiveness, ...newFinger].every((f) => isStored(storage, f))).toBe(true);
  });

  it('deletes in bounded batches: 10 old rows with batches of 3 take 4 statements per table', async () => {
    await addRequestLogs(handle.db, 10, daysAgo(31));
    await addRequestLogs(handle.db, 2, daysAgo(1));
    await addLivenessLogs(handle.db, storage, 10, daysAgo(11), 'antigo');
    await addFingerLogs(handle.db, storage, 10, daysAgo(11), 'antigo');
    await addAccessLogs(handle.db, 10, daysAgo(366));
    const counter = deleteCounter();

    const report = await runRetention(handle.db.withPlugin(counter), { days, storage, kind, now, batchSize: 3 });

    expect(counter.counts).toMatchObject({ request_logs: 4, liveness_logs: 4, finger_logs: 4, access_logs: 4 });
    for (const table of ['request_logs', 'liveness_logs', 'finger_logs', 'access_logs'] as const) {
      expect(report.tables[table]).toMatchObject({ rows: 10, statements: 4 });
    }
    expect(await count('request_logs')).toBe(2);
  });

  it('keeps everything when a setting is 0', async () => {
    await addRequestLogs(handle.db, 3, daysAgo(5_000));
    const files = await addLivenessLogs(handle.db, storage, 2, daysAgo(5_000), 'antigo');
    await addAccessLogs(handle.db, 3, daysAgo(5_000));
    const counter = deleteCounter();

    const report = await runRetention(handle.db.withPlugin(counter), {
      days: { requestLogDays: 0, captureLogDays: 0, accessLogDays: 0 },
      storage,
      kind,
      now,
    });

    expect(report.tables).toEqual({});
    expect(counter.counts).toEqual({});
    expect([await count('request_logs'), await count('liveness_logs'), await count('access_logs')]).toEqual([3, 2, 3]);
    expect(files.every((f) => isStored(storage, f))).toBe(true);
  });

  it('runs twice at once without failing, each row deleted and each file removed once', async () => {
    await addRequestLogs(handle.db, 50, daysAgo(31));
    const liveness = await addLivenessLogs(handle.db, storage, 20, daysAgo(11), 'antigo');
    await addAccessLogs(handle.db, 50, daysAgo(366));
    const options = { days, storage, kind, now, batchSize: 7 };

    const reports = await Promise.all([runRetention(handle.db, options), runRetention(handle.db, options)]);

    const sum = (table: 'request_logs' | 'liveness_logs' | 'access_logs', key: 'rows' | 'files') =>
      reports.reduce((n, r) => n + (r.tables[table]?.[key] ?? 0), 0);
    expect([
      sum('request_logs', 'rows'),
      sum('liveness_logs', 'rows'),
      sum('liveness_logs', 'files'),
      sum('access_logs', 'rows'),
    ]).toEqual([50, 20, 100, 50]);
    expect([await count('request_logs'), await count('liveness_logs'), await count('access_logs')]).toEqual([0, 0, 0]);
    expect(liveness.filter((f) => isStored(storage, f))).toEqual([]);
    // PostgreSQL: one replica held the advisory lock, the other skipped its run.
    if (kind === 'postgres') expect(reports.map((r) => r.skipped).sort()).toEqual([false, true]);
  });

  it('deletes each row once when two deletes overlap without the lock', async () => {
    await addRequestLogs(handle.db, 60, daysAgo(31));
    const files = await addFingerLogs(handle.db, storage, 12, daysAgo(11), 'antigo');
    const run = (table: 'request_logs' | 'finger_logs', cutoff: Date) =>
      deleteExpiredRows(
        handle.db,
        retentionTables.find((t) => t.table === table)!,
        { cutoff, storage, batchSize: 5 },
      );

    const requests = await Promise.all([
      run('request_logs', daysAgo(30)),
      run('request_logs', daysAgo(30)),
      run('request_logs', daysAgo(30)),
    ]);
    const fingers = await Promise.all([run('finger_logs', daysAgo(10)), run('finger_logs', daysAgo(10))]);

    expect(requests.reduce((n, r) => n + r.rows, 0)).toBe(60);
    expect(requests.reduce((n, r) => n + r.paths, 0)).toBe(1);
    expect(fingers.reduce((n, r) => n + r.rows, 0)).toBe(12);
    expect(fingers.reduce((n, r) => n + r.files, 0)).toBe(files.length);
    expect(files.filter((f) => isStored(storage, f))).toEqual([]);
    expect(await paths()).toEqual([]);
  });

  it('finds each batch through an index and deletes it by primary key, never scanning a whole table', async () => {
    // Month partitions for the rows' months, as a server running for those months would have made.
    await ensureLogPartitions(handle.db, { from: new Date(Date.now() - 70 * 86_400_000) });
    await sql`insert into request_logs (method, path, response_status, duration_ms, created_at)
      select 'GET', '/p/' || (i % 50), 200, 1, now() - interval '60 days' + (i || ' seconds')::interval from generate_series(1, 20000) i`.execute(
      handle.db,
    );
    await sql`insert into liveness_logs (data_hora) select now() - (i || ' minutes')::interval from generate_series(1, 20000) i`.execute(
      handle.db,
    );
    await sql`insert into finger_logs (data_hora) select now() - (i || ' minutes')::interval from generate_series(1, 20000) i`.execute(
      handle.db,
    );
    await sql`insert into access_logs (action, created_at) select 'x', now() - (i || ' hours')::interval from generate_series(1, 20000) i`.execute(
      handle.db,
    );
    await sql`analyze request_logs, liveness_logs, finger_logs, access_logs`.execute(handle.db);
    for (const spec of retentionTables) {
      const plan = await planByParentIndexes(
        handle.db,
        (await expiredBatch(handle.db, spec, daysAgo(10), 5_000, 0).explain())
          .map((row) => String(row['QUERY PLAN']))
          .join('\n'),
      );
      expect(costlySeqScans(plan), `${spec.table}:\n${plan}`).toEqual([]);
      expect(plan, `${spec.table}:\n${plan}`).toMatch(new RegExp(`Index Scan using ${spec.table}_pkey`));
    }
  });

  it('lists the files of the deleted rows durably: a removal that fails stays listed and goes at the next work-off', async () => {
    const files = await addLivenessLogs(handle.db, storage, 1, daysAgo(11), 'preso');
    // The video cannot be removed this time: its path is a folder with something in it.
    const video = files.find((f) => f.endsWith('video.mp4'))!;
    rmSync(join(storage, video));
    mkdirSync(join(storage, video, 'dentro'), { recursive: true });

    const report = await runRetention(handle.db, { days, storage, kind, now });

    expect(report.tables.liveness_logs).toMatchObject({ rows: 1, files: 5 });
    expect(await count('liveness_logs')).toBe(0);
    const pending = await handle.db.selectFrom('pending_file_deletions').select(['path', 'attempts']).execute();
    expect(pending).toEqual([{ path: video, attempts: 1 }]);
    expect(files.filter((f) => f !== video && isStored(storage, f))).toEqual([]);

    rmSync(join(storage, video), { recursive: true });
    writeFileSync(join(storage, video), 'x');
    expect(await workOffPendingDeletions(handle.db, storage)).toEqual({ removed: 1, failed: 0 });
    expect(isStored(storage, video)).toBe(false);
    expect(await handle.db.selectFrom('pending_file_deletions').select('id').execute()).toEqual([]);
  });
});
