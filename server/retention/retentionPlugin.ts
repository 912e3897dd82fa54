import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { DbKind } from '../db/openDb.js';
import type { RetentionDays } from './retentionTables.js';
import { startRetentionTask, type ScheduleRun } from './startRetentionTask.js';

/** The retention settings an app is given (server/config.ts `retention`). */
export interface RetentionSettings extends RetentionDays {
  /** Minutes between runs; 0: the clean-up does not run. */
  intervalMinutes: number;
  /** Where each run's line goes; the app's log (info) when absent. */
  log?: (line: string) => void;
  /** The timer of the next run (tests); startRetentionTask's unref'd setTimeout when absent. */
  schedule?: ScheduleRun;
}

export interface RetentionPluginOptions extends RetentionSettings {
  db: Kysely<Database>;
  storage: string;
  kind: DbKind;
  /** Rows per delete statement (default 5,000). */
  batchSize?: number;
}

/**
 * Runs the retention clean-up (startRetentionTask) while the app is up: the first run when the app
 * is ready, the timer stopped (and a run under way ended between two statements) on close.
 */
export const retentionPlugin = fp<RetentionPluginOptions>(
  async (app, options) => {
    if (!options.intervalMinutes) return;
    let task: ReturnType<typeof startRetentionTask> | undefined;
    app.addHook('onReady', async () => {
      task = startRetentionTask(options.db, {
        days: options,
        intervalMinutes: options.intervalMinutes,
        storage: options.storage,
        kind: options.kind,
        batchSize: options.batchSize,
        log: options.log ?? ((line) => app.log.info(line)),
        ...(options.schedule && { schedule: options.schedule }),
      });
    });
    app.addHook('onClose', async () => {
      await task?.stop();
    });
  },
  { name: 'retention' },
);
