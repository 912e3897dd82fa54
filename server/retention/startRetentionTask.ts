import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { runRetention, type RetentionReport, type RetentionRunOptions } from './runRetention.js';

export interface RetentionTaskOptions extends Omit<RetentionRunOptions, 'signal'> {
  /** Minutes between the end of a run and the next (the first runs at once); 0: never runs. */
  intervalMinutes: number;
  /** Where each run's line goes (what it removed, or why it failed). */
  log: (line: string) => void;
}

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
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<RetentionReport | undefined> | undefined;
  const schedule = (ms: number) => {
    if (controller.signal.aborted || !options.intervalMinutes) return;
    timer = setTimeout(() => void runNow(), ms);
    timer.unref();
  };
  const runNow = (): Promise<RetentionReport | undefined> => {
    if (current) return current;
    clearTimeout(timer);
    current = runRetention(db, { ...options, signal: controller.signal })
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
      clearTimeout(timer);
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
    const extra = [t.files ? `${t.files} arquivos` : '', t.paths ? `${t.paths} caminhos` : '']
      .filter(Boolean)
      .join(', ');
    return `${table} ${t.rows} registros${extra ? ` (${extra})` : ''}`;
  });
  return `Retenção: ${parts.length ? parts.join(', ') : 'todos os registros guardados para sempre'}; em ${Math.round(report.ms)} ms.`;
}
