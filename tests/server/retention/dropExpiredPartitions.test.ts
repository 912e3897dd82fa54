import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { DbHandle } from '../../../server/db/openDb.js';
import { ensureLogPartitions } from '../../../server/partitions/ensureLogPartitions.js';
import { listLogPartitions } from '../../../server/partitions/listLogPartitions.js';
import { dropExpiredPartitions } from '../../../server/retention/dropExpiredPartitions.js';
import { retentionTables } from '../../../server/retention/retentionTables.js';
import { runRetention } from '../../../server/retention/runRetention.js';
import { openTestDb, testDbKinds } from '../../support/testDb.js';
import { tempDir } from '../../support/tempDir.js';
import { NOW, addLivenessLogs, addRequestLogs, daysAgo, deleteCounter, isStored } from './retentionFixtures.js';

const days = { requestLogDays: 90, captureLogDays: 90, accessLogDays: 0 };
const july = new Date('2026-07-15T12:00:00Z');
const august = new Date('2026-08-10T12:00:00Z');

describe.each(testDbKinds)('retention by whole months (%s)', (kind) => {
  let handle: DbHandle;
  let storage: string;
  beforeAll(async () => {
    handle = await openTestDb(kind);
  });
  afterAll(() => handle?.close());
  beforeEach(async () => {
    storage = tempDir('partitions');
    await sql`truncate request_logs, request_log_paths, liveness_logs, finger_logs, pending_file_deletions`.execute(
      handle.db,
    );
    // The months a server running since June would have made.
    await ensureLogPartitions(handle.db, { from: new Date('2026-06-01T00:00:00Z'), now: NOW });
  });

  const monthsOf = async (table: 'request_logs' | 'liveness_logs') =>
    (await listLogPartitions(handle.db, table)).map((p) => p.name).filter((name) => name < `${table}_p202612`);
  const count = async (table: 'request_logs' | 'liveness_logs') =>
    Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(handle.db)).rows[0]?.n);

  it('drops the months wholly past the limit with their files, deletes the rest of the expired rows in batches, and keeps the newer ones', async () => {
    await addRequestLogs(handle.db, 5, july, '/julho');
    await addRequestLogs(handle.db, 4, august, '/agosto');
    await addRequestLogs(handle.db, 2, daysAgo(1), '/novo');
    const julyFiles = await addLivenessLogs(handle.db, storage, 2, july, 'julho');
    const newFiles = await addLivenessLogs(handle.db, storage, 1, daysAgo(1), 'novo');
    const counter = deleteCounter();

    // 90 days before 25 Nov is 27 Aug: July is past it whole, August only in part.
    const report = await runRetention(handle.db.withPlugin(counter), { days, storage, kind, now: () => NOW });

    // June (empty) and July go whole.
    expect(report.tables.request_logs).toMatchObject({ rows: 9, partitions: 2, paths: 2 });
    expect(report.tables.liveness_logs).toMatchObject({ rows: 2, partitions: 2, files: 10 });
    expect(await monthsOf('request_logs')).toEqual([
      'request_logs_p202608',
      'request_logs_p202609',
      'request_logs_p202610',
      'request_logs_p202611',
    ]);
    expect(await monthsOf('liveness_logs')).not.toContain('liveness_logs_p202607');
    expect(await count('request_logs')).toBe(2);
    expect(await count('liveness_logs')).toBe(1);
    expect(julyFiles.filter((f) => isStored(storage, f))).toEqual([]);
    expect(newFiles.every((f) => isStored(storage, f))).toBe(true);
    const paths = await handle.db.selectFrom('request_log_paths').select('path').execute();
    expect(paths.map((p) => p.path)).toEqual(['/novo']);
    // July's rows left with a DROP, not deleted one by one (August's were, in one batch).
    expect(counter.counts.request_logs ?? 0).toBeLessThanOrEqual(2);
    expect(await handle.db.selectFrom('pending_file_deletions').selectAll().execute()).toEqual([]);
  });

  it.runIf(kind === 'postgres')(
    'gives up on a month whose table a query holds, keeping its rows and files, and drops it at the next run',
    async () => {
      const files = await addLivenessLogs(handle.db, storage, 1, july, 'preso');
      const spec = retentionTables.find((t) => t.table === 'liveness_logs')! as Parameters<
        typeof dropExpiredPartitions
      >[1];
      let release!: () => void;
      let holding!: () => void;
      const held = new Promise<void>((resolve) => (holding = resolve));
      const reader = handle.db.transaction().execute(async (trx) => {
        await sql`select count(*) from liveness_logs`.execute(trx);
        holding();
        await new Promise<void>((resolve) => (release = resolve));
      });
      await held;
      const cutoff = daysAgo(90);
      await expect(dropExpiredPartitions(handle.db, spec, { cutoff, storage })).rejects.toThrow(/lock timeout/);
      expect(await monthsOf('liveness_logs')).toContain('liveness_logs_p202607');
      expect(files.every((f) => isStored(storage, f))).toBe(true);
      expect(await handle.db.selectFrom('pending_file_deletions').selectAll().execute()).toEqual([]);
      release();
      await reader;
      // June (empty, first in line, where the first run stopped) and July.
      expect(await dropExpiredPartitions(handle.db, spec, { cutoff, storage })).toMatchObject({
        partitions: 2,
        rows: 1,
        files: 5,
      });
      expect(files.filter((f) => isStored(storage, f))).toEqual([]);
    },
  );
});
