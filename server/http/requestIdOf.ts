import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The header that carries a request's id: read from a trusted proxy, always sent back. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** An id a proxy may send: 8 to 128 letters, digits and `._:-` (a UUID, a trace id); nothing to inject in a log line. */
const ID_SHAPE = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * The id of a request, as its log lines, its answer (X-Request-Id) and the jobs it starts carry it:
 * the one a trusted reverse proxy sent (TRUST_PROXY), when well formed, so one id follows the
 * request from the proxy's log to ours; else a fresh UUID. Without a trusted proxy the header is
 * ignored: a client cannot choose the id its requests are logged under.
 *
 * @example requestIdOf({ headers: { 'x-request-id': 'abc12345' } }, true) // 'abc12345'
 * @example requestIdOf({ headers: { 'x-request-id': 'abc12345' } }, false) // a fresh UUID
 */
export function requestIdOf(request: Pick<IncomingMessage, 'headers'>, trustProxy: boolean): string {
  const sent = request.headers[REQUEST_ID_HEADER];
  return trustProxy && typeof sent === 'string' && ID_SHAPE.test(sent) ? sent : randomUUID();
}
