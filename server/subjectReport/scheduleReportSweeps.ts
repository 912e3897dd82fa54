import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { scheduleSweeps } from '../schedule/scheduleSweeps.js';
import { sweepSubjectReports } from './sweepSubjectReports.js';

/**
 * Sweeps the reports' zips (sweepSubjectReports) while the app is up (scheduleSweeps: when it is
 * ready, then every `everyMs`). What a sweep removed goes to the app's log; a failed sweep is a
 * warning, and the next one runs.
 */
export function scheduleReportSweeps(
  app: FastifyInstance,
  db: Kysely<Database>,
  storage: string,
  everyMs: number,
): void {
  scheduleSweeps(app, 'Limpeza dos relatórios do titular', everyMs, async () => {
    const r = await sweepSubjectReports(db, storage);
    return r.expired + r.interrupted + r.filesRemoved
      ? `Relatórios do titular: ${r.expired} expirados, ${r.interrupted} interrompidos, ${r.filesRemoved} arquivos apagados.`
      : null;
  });
}
