import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { App } from '../app.js';
import { keepsLastGood } from './keepsLastGood.js';
import { isApiMessage, type ApiMessage } from './ApiMessage.js';

/** The API served by serveReloadable. */
export interface ReloadableApi {
  port: number;
  /** Stops accepting, lets in-flight requests finish, closes the app in use. */
  close(): Promise<void>;
}

/**
 * `npm run dev`'s API process: serves `first` on `port` through an HTTP server of its own that
 * hands each request to the app in use (Fastify's `routing`), and on the supervisor's 'reload'
 * message builds a new app with `rebuild` and swaps it in; the old one finishes its in-flight
 * requests and closes. No restart, so the database stays open (PGlite takes seconds to open).
 * A rebuild that fails (the database check refuses a descriptor) is said in one line and the
 * last good app keeps answering. Reloads run one at a time.
 *
 * @example await serveReloadable(app, () => buildApp({ ...options, descriptors: checkSchemaFiles(dir).descriptors }), { port: 8081, host: '127.0.0.1' }, console.log)
 */
export async function serveReloadable(
  first: App,
  rebuild: () => Promise<App>,
  at: { port: number; host: string },
  log: (line: string) => void,
): Promise<ReloadableApi> {
  const send = (message: ApiMessage) => process.send?.(message);
  let current = first;
  await current.ready();
  const server = createServer((req, res) => current.routing(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(at.port, at.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  const reload = async () => {
    const started = performance.now();
    let next: App | undefined;
    try {
      next = await rebuild();
      await next.ready();
    } catch (error) {
      await next?.close().catch(() => {});
      const message = error instanceof Error ? error.message : String(error);
      log(keepsLastGood(`API não recarregada: ${message}`));
      send({ type: 'reload-failed', message });
      return;
    }
    const old = current;
    current = next;
    const ms = Math.round(performance.now() - started);
    log(`API recarregada com os descritores novos em ${ms} ms.`);
    send({ type: 'reloaded', ms });
    await old.close().catch((error: Error) => log(`A versão anterior da API não fechou: ${error.message}`));
  };
  let reloading = Promise.resolve();
  process.on('message', (message) => {
    if (isApiMessage(message, 'reload')) reloading = reloading.then(reload);
  });
  send({ type: 'listening', port });
  // The supervisor gone (killed, crashed): stop as on SIGTERM rather than linger with the port and the database.
  process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));

  return {
    port,
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      const sweep = setInterval(() => server.closeIdleConnections(), 100);
      const force = setTimeout(() => server.closeAllConnections(), 8_000);
      await reloading;
      await closed;
      clearInterval(sweep);
      clearTimeout(force);
      await current.close();
    },
  };
}
