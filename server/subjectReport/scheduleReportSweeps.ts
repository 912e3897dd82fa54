import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { sweepSubjectReports } from './sweepSubjectReports.js';

/**
 * Sweeps the reports' folder (sweepSubjectReports) while the app is up: once when it is ready,
 * then every `everyMs` (a timer that never keeps the process alive), stopped on close. What a
 * sweep removed goes to the app's log (info); a failed sweep is a warning, and the next one runs.
 */
export function scheduleReportSweeps(
  app: FastifyInstance,
  db: Kysely<Database>,
  reportsDir: string,
  everyMs: number,
): void {
  const sweep = () =>
    sweepSubjectReports(db, reportsDir).then(
      (r) =>
        r.expired + r.interrupted + r.filesRemoved &&
        app.log.info(
          `Relatórios do titular: ${r.expired} expirados, ${r.interrupted} interrompidos, ${r.filesRemoved} arquivos apagados.`,
        ),
      (error: Error) => app.log.warn(`Limpeza dos relatórios do titular falhou: ${error.message}`),
    );
  const timer = setInterval(() => void sweep(), everyMs);
  timer.unref();
  app.addHook('onReady', async () => void (await sweep()));
  app.addHook('onClose', async () => clearInterval(timer));
}
