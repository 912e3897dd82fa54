import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setTimeout as sleep } from 'node:timers/promises';
import type { KyselyPlugin } from 'kysely';
import type { DbHandle } from '../../../server/db/openDb.js';
import { buildApp } from '../../../server/app.js';
import {
  describeRetentionReport,
  scheduleUnrefd,
  startRetentionTask,
  type ScheduleRun,
} from '../../../server/retention/startRetentionTask.js';
import { openTestDb, testDbKinds } from '../../support/testDb.js';
import { tempDir } from '../../support/tempDir.js';
import { TEST_SECRET } from '../../support/testApp.js';
import { addRequestLogs, daysAgo } from './retentionFixtures.js';

const days = { requestLogDays: 30, captureLogDays: 10, accessLogDays: 365 };
/** 30 ms between runs. */
const intervalMinutes = 0.0005;

async function waitFor(check: () => boolean, ms = 3_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('tempo esgotado');
    await sleep(5);
  }
}

/** A stand-in for the task's timer: records each timer set, fires it on demand. */
function manualTimers() {
  const set: Array<{ ms: number; cancelled: boolean; fire: () => void }> = [];
  const schedule: ScheduleRun = (run, ms) => {
    const timer = { ms, cancelled: false, fire: run };
    set.push(timer);
    return () => void (timer.cancelled = true);
  };
  return { set, schedule };
}

describe('scheduleUnrefd', () => {
  afterEach(() => vi.useRealTimers());

  it("runs once after its delay on an unref'd timer, and never once cancelled", () => {
    vi.useFakeTimers();
    const spy = vi.spyOn(globalThis, 'setTimeout');
    const run = vi.fn();
    scheduleUnrefd(run, 60_000);
    const timer = spy.mock.results[0]!.value as NodeJS.Timeout;
    spy.mockRestore();
    expect(timer.hasRef()).toBe(false);
    vi.advanceTimersByTime(59_999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    scheduleUnrefd(cancelled, 1_000)();
    vi.advanceTimersByTime(10_000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe.each(testDbKinds)('startRetentionTask (%s)', (kind) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openTestDb(kind);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('runs at once, then intervalMinutes after each run ends, and never after stop', async () => {
    const timers = manualTimers();
    const lines: string[] = [];
    const task = startRetentionTask(handle.db, {
      days,
      intervalMinutes: 60,
      storage: tempDir('retention'),
      kind,
      log: (l) => lines.push(l),
      schedule: timers.schedule,
    });
    expect(timers.set.map((t) => t.ms)).toEqual([0]);
    timers.set[0]!.fire();
    // The run under way: runNow joins it instead of starting another.
    await task.runNow();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^Retenção: request_logs 0 registros, liveness_logs 0 registros, finger_logs 0 registros, access_logs 0 registros; em \d+ ms\.$/,
    );
    // The next run is set when this one has ended, not when it started.
    expect(timers.set.map((t) => t.ms)).toEqual([0, 3_600_000]);
    timers.set[1]!.fire();
    await task.runNow();
    expect(lines).toHaveLength(2);
    expect(timers.set.map((t) => t.ms)).toEqual([0, 3_600_000, 3_600_000]);
    // A run asked for by hand cancels the timer it overtakes and sets a new one when done.
    await task.runNow();
    expect(lines).toHaveLength(3);
    expect(timers.set[2]!.cancelled).toBe(true);
    expect(timers.set).toHaveLength(4);
    // Stopped between runs: the pending timer goes, and none is set.
    expect(timers.set[3]!.cancelled).toBe(false);
    await task.stop();
    expect(timers.set[3]!.cancelled).toBe(true);
    expect(timers.set).toHaveLength(4);
  });

  it('stopped during a run: stop waits for the run, whose end sets no new timer', async () => {
    const timers = manualTimers();
    const lines: string[] = [];
    const task = startRetentionTask(handle.db, {
      days,
      intervalMinutes: 60,
      storage: tempDir('retention'),
      kind,
      log: (l) => lines.push(l),
      schedule: timers.schedule,
    });
    timers.set[0]!.fire();
    await task.stop();
    expect(lines).toHaveLength(1);
    expect(timers.set).toHaveLength(1);
  });

  it('logs a failed run in pt-BR and tries again at the next interval', async () => {
    const failing: KyselyPlugin = {
      transformQuery: () => {
        throw new Error('banco indisponível');
      },
      transformResult: async ({ result }) => result,
    };
    const timers = manualTimers();
    const lines: string[] = [];
    const task = startRetentionTask(handle.db.withPlugin(failing), {
      days,
      intervalMinutes: 60,
      storage: tempDir('retention'),
      kind,
      log: (l) => lines.push(l),
      schedule: timers.schedule,
    });
    timers.set[0]!.fire();
    await task.runNow();
    expect(lines).toEqual([
      'Retenção: a limpeza dos registros antigos falhou (banco indisponível); nova tentativa no próximo ciclo.',
    ]);
    expect(timers.set.map((t) => t.ms)).toEqual([0, 3_600_000]);
    timers.set[1]!.fire();
    await task.runNow();
    expect(lines).toHaveLength(2);
    await task.stop();
  });

  it('runs in buildApp only when asked, from ready until close', async () => {
    await addRequestLogs(handle.db, 5, daysAgo(31));
    const countLogs = async () =>
      Number(
        (
          await handle.db
            .selectFrom('request_logs')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const off = manualTimers();
    const quiet = await buildApp({
      db: handle.db,
      jwtSecret: TEST_SECRET,
      storageDir: tempDir('storage'),
      requestLog: false,
      logger: false,
      dbKind: kind,
      retention: { ...days, intervalMinutes: 0, schedule: off.schedule },
    });
    await quiet.ready();
    await quiet.close();
    expect(off.set).toEqual([]);
    expect(await countLogs()).toBe(5);

    const lines: string[] = [];
    const timers = manualTimers();
    const app = await buildApp({
      db: handle.db,
      jwtSecret: TEST_SECRET,
      storageDir: tempDir('storage'),
      requestLog: false,
      logger: false,
      dbKind: kind,
      retention: { ...days, intervalMinutes, log: (l) => lines.push(l), schedule: timers.schedule },
    });
    expect(timers.set).toEqual([]);
    await app.ready();
    expect(timers.set.map((t) => t.ms)).toEqual([0]);
    timers.set[0]!.fire();
    await waitFor(() => timers.set.length === 2);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Retenção: request_logs 5 registros \(1 caminhos\),/);
    expect(timers.set[1]!.ms).toBe(intervalMinutes * 60_000);
    expect(await countLogs()).toBe(0);
    await app.close();
    expect(timers.set[1]!.cancelled).toBe(true);
  });
});

describe('describeRetentionReport', () => {
  it('says what each table lost, that another replica ran, or that everything is kept', () => {
    expect(
      describeRetentionReport({
        skipped: false,
        ms: 41.4,
        tables: {
          request_logs: { rows: 1_012_000, files: 0, paths: 3, statements: 3, partitions: 1 },
          finger_logs: { rows: 2, files: 10, paths: 0, statements: 1, partitions: 0 },
          liveness_logs: { rows: 90, files: 450, paths: 0, statements: 1, partitions: 2 },
        },
      }),
    ).toBe(
      'Retenção: request_logs 1012000 registros (1 partição mensal, 3 caminhos), finger_logs 2 registros (10 arquivos), liveness_logs 90 registros (2 partições mensais, 450 arquivos); em 41 ms.',
    );
    expect(describeRetentionReport({ skipped: true, ms: 1, tables: {} })).toBe(
      'Retenção: outra instância da API está fazendo a limpeza; nada feito aqui.',
    );
    expect(describeRetentionReport({ skipped: false, ms: 0, tables: {} })).toBe(
      'Retenção: todos os registros guardados para sempre; em 0 ms.',
    );
  });
});
