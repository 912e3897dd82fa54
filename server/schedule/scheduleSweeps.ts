import type { FastifyInstance } from 'fastify';

/**
 * Runs `sweep` while the app is up: once when it is ready, then every `everyMs` (a timer that never
 * keeps the process alive), stopped on close. What it answers (a pt-BR line, or null when it did
 * nothing) goes to the app's log (info); a failed sweep is a warning naming `what`, and the next
 * one runs.
 *
 * @example scheduleSweeps(app, 'Limpeza das exportações', 60_000, () => sweepExportFiles(db, storage).then(describe))
 */
export function scheduleSweeps(
  app: FastifyInstance,
  what: string,
  everyMs: number,
  sweep: () => Promise<string | null>,
): void {
  const run = () =>
    sweep().then(
      (line) => line && app.log.info(line),
      (error: Error) => app.log.warn(`${what} falhou: ${error.message}`),
    );
  const timer = setInterval(() => void run(), everyMs);
  timer.unref();
  app.addHook('onReady', async () => void (await run()));
  app.addHook('onClose', async () => clearInterval(timer));
}
