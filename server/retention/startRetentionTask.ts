import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { runRetention, type RetentionReport, type RetentionRunOptions } from './runRetention.js';

export interface RetentionTaskOptions extends Omit<RetentionRunOptions, 'signal'> {
  /** Minutes between the end of a run and the next (the first runs at once); 0: never runs. */
  intervalMinutes: number;
  /** Where each run's line goes (what it removed, or why it failed). */
  log: (line: string) => void;
  /** Sets the timer of the next run (default scheduleUnrefd); tests pass their own to fire it at will. */
  schedule?: ScheduleRun;
}

/** Calls `run` in `ms` milliseconds; returns what cancels it. */
export type ScheduleRun = (run: () => void, ms: number) => () => void;

/**
 * The real timer of the retention task: a setTimeout that never keeps the process alive (unref'd).
 *
 * @example const cancel = scheduleUnrefd(() => void task.runNow(), 60 * 60_000);
 */
export const scheduleUnrefd: ScheduleRun = (run, ms) => {
  const timer = setTimeout(run, ms);
  timer.unref();
  return () => clearTimeout(timer);
};

export interface RetentionTask {
  /** Runs now, unless a run is under way (then waits for that one). */
  runNow(): Promise<RetentionReport | undefined>;
  /** Cancels the next run and stops the current one between two statements; resolves when it has. */
  stop(): Promise<void>;
}

/**
 * The retention clean-up on a timer: a run at start, then one `intervalMinutes` after each run
 * ends (never two at once in a process). The timer is unref'd (it never keeps the process alive)
 * and `stop()` ends it; a failed run is logged and the next one runs as planned.
 *
 * @example
 * const task = startRetentionTask(db, { days: config.retention, intervalMinutes: 60, storage, kind, log: console.log });
 * app.addHook('onClose', () => task.stop());
 */
export function startRetentionTask(db: Kysely<Database>, options: RetentionTaskOptions): RetentionTask {
  const { schedule: setTimer = scheduleUnrefd, ...runOptions } = options;
  const controller = new AbortController();
  let cancelTimer = () => {};
  let current: Promise<RetentionReport | undefined> | undefined;
  const schedule = (ms: number) => {
    if (controller.signal.aborted || !options.intervalMinutes) return;
    cancelTimer = setTimer(() => void runNow(), ms);
  };
  const runNow = (): Promise<RetentionReport | undefined> => {
    if (current) return current;
    cancelTimer();
    current = runRetention(db, { ...runOptions, signal: controller.signal })
      .then((report) => {
        options.log(describeRetentionReport(report));
        return report;
      })
      .catch((error: unknown) => {
        options.log(
          `Retenção: a limpeza dos registros antigos falhou (${error instanceof Error ? error.message : String(error)}); nova tentativa no próximo ciclo.`,
        );
        return undefined;
      })
      .finally(() => {
        current = undefined;
        schedule(options.intervalMinutes * 60_000);
      });
    return current;
  };
  schedule(0);
  return {
    runNow,
    async stop() {
      controller.abort();
      cancelTimer();
      await current;
    },
  };
}

/**
 * One line saying what a run removed.
 *
 * @example describeRetentionReport({ skipped: false, ms: 41, tables: { request_logs: { rows: 12000, files: 0, paths: 3, statements: 3 } } })
 *   // 'Retenção: request_logs 12000 registros (3 caminhos); em 41 ms.'
 */
export function describeRetentionReport(report: RetentionReport): string {
  if (report.skipped) return 'Retenção: outra instância da API está fazendo a limpeza; nada feito aqui.';
  const parts = Object.entries(report.tables).map(([table, t]) => {
    const extra = [
      t.partitions ? `${t.partitions} ${t.partitions === 1 ? 'partição mensal' : 'partições mensais'}` : '',
      t.files ? `${t.files} arquivos` : '',
      t.paths ? `${t.paths} caminhos` : '',
    ]
      .filter(Boolean)
      .join(', ');
    return `${table} ${t.rows} registros${extra ? ` (${extra})` : ''}`;
  });
  return `Retenção: ${parts.length ? parts.join(', ') : 'todos os registros guardados para sempre'}; em ${Math.round(report.ms)} ms.`;
}
