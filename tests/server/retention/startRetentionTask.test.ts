import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setTimeout as sleep } from 'node:timers/promises';
import type { KyselyPlugin } from 'kysely';
import type { DbHandle } from '../../../server/db/openDb.js';
import { buildApp } from '../../../server/app.js';
import { describeRetentionReport, startRetentionTask } from '../../../server/retention/startRetentionTask.js';
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

describe.each(testDbKinds)('startRetentionTask (%s)', (kind) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openTestDb(kind);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("runs at once, then every interval on an unref'd timer, and not after stop", async () => {
    const spy = vi.spyOn(globalThis, 'setTimeout');
    const lines: string[] = [];
    const task = startRetentionTask(handle.db, {
      days,
      intervalMinutes,
      storage: tempDir('retention'),
      kind,
      log: (l) => lines.push(l),
    });
    await waitFor(() => lines.length >= 3);
    // The task's own timers (the database driver has others).
    const timers = spy.mock.calls.flatMap(([callback], i) =>
      String(callback).includes('runNow') ? [spy.mock.results[i]!.value as NodeJS.Timeout] : [],
    );
    spy.mockRestore();
    await task.stop();
    const after = lines.length;
    await sleep(120);
    expect(lines.length).toBe(after);
    expect(lines[0]).toMatch(
      /^Retenção: request_logs 0 registros, liveness_logs 0 registros, finger_logs 0 registros, access_logs 0 registros; em \d+ ms\.$/,
    );
    expect(timers.length).toBeGreaterThan(0);
    expect(timers.every((t) => !t.hasRef())).toBe(true);
  });

  it('logs a failed run in pt-BR and tries again at the next interval', async () => {
    const failing: KyselyPlugin = {
      transformQuery: () => {
        throw new Error('banco indisponível');
      },
      transformResult: async ({ result }) => result,
    };
    const lines: string[] = [];
    const task = startRetentionTask(handle.db.withPlugin(failing), {
      days,
      intervalMinutes,
      storage: tempDir('retention'),
      kind,
      log: (l) => lines.push(l),
    });
    await waitFor(() => lines.length >= 2);
    await task.stop();
    expect(lines[0]).toBe(
      'Retenção: a limpeza dos registros antigos falhou (banco indisponível); nova tentativa no próximo ciclo.',
    );
  });

  it('runs in buildApp only when asked, from ready until close', async () => {
    await addRequestLogs(handle.db, 5, daysAgo(31));
    const quiet = await buildApp({
      db: handle.db,
      jwtSecret: TEST_SECRET,
      storageDir: tempDir('storage'),
      requestLog: false,
      logger: false,
    });
    await quiet.ready();
    await sleep(50);
    await quiet.close();
    expect(
      Number(
        (
          await handle.db
            .selectFrom('request_logs')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(5);

    const lines: string[] = [];
    const app = await buildApp({
      db: handle.db,
      jwtSecret: TEST_SECRET,
      storageDir: tempDir('storage'),
      requestLog: false,
      logger: false,
      dbKind: kind,
      retention: { ...days, intervalMinutes, log: (l) => lines.push(l) },
    });
    expect(lines).toEqual([]);
    await app.ready();
    await waitFor(() => lines.length >= 2);
    await app.close();
    const after = lines.length;
    await sleep(120);
    expect(lines.length).toBe(after);
    expect(lines[0]).toMatch(/^Retenção: request_logs 5 registros \(1 caminhos\),/);
  });
});

describe('describeRetentionReport', () => {
  it('says what each table lost, that another replica ran, or that everything is kept', () => {
    expect(
      describeRetentionReport({
        skipped: false,
        ms: 41.4,
        tables: {
          request_logs: { rows: 12_000, files: 0, paths: 3, statements: 3 },
          finger_logs: { rows: 2, files: 10, paths: 0, statements: 1 },
        },
      }),
    ).toBe('Retenção: request_logs 12000 registros (3 caminhos), finger_logs 2 registros (10 arquivos); em 41 ms.');
    expect(describeRetentionReport({ skipped: true, ms: 1, tables: {} })).toBe(
      'Retenção: outra instância da API está fazendo a limpeza; nada feito aqui.',
    );
    expect(describeRetentionReport({ skipped: false, ms: 0, tables: {} })).toBe(
      'Retenção: todos os registros guardados para sempre; em 0 ms.',
    );
  });
});
