import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { workOffPendingDeletions } from './workOffPendingDeletions.js';

export interface RetryLog {
  info(line: string): void;
  warn(line: string): void;
}

/**
 * Works off the list of files still to delete (pending_file_deletions) every `everyMs`, so a file
 * whose removal failed — its store down during an erasure or a retention run — goes as soon as the
 * store is back, without waiting for another erasure or a restart. One run at a time; a run that
 * finds the list empty costs one indexed select. Returns the function that stops it.
 *
 * @example const stop = retryPendingDeletions(db, storage, 60_000, log); // app.addHook('onClose', stop)
 */
export function retryPendingDeletions(
  db: Kysely<Database>,
  storage: string,
  everyMs: number,
  log: RetryLog,
): () => Promise<void> {
  let running: Promise<void> | undefined;
  let lastFailed = 0;
  const run = () => {
    running ??= workOffPendingDeletions(db, storage)
      .then(({ removed, failed }) => {
        if (removed)
          log.info(`Arquivos de titulares apagados na nova tentativa: ${removed}; ainda na fila: ${failed}.`);
        if (failed && failed !== lastFailed)
          log.warn(
            `Arquivos a apagar que falharam de novo (ficam na fila, nova tentativa em ${everyMs / 1000} s): ${failed}.`,
          );
        lastFailed = failed;
      })
      .catch((error: Error) => log.warn(`Fila de arquivos a apagar não processada: ${error.message}`))
      .finally(() => (running = undefined));
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
