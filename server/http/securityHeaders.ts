import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for these options, worked out once at start-up. @fastify/helmet builds
 * helmet's middleware anew on every request (parsing the CSP each time: about 4 % of the API's
 * CPU); our headers are the same for every answer, so they are computed once and copied.
 *
 * @example
 * securityHeaders({ referrerPolicy: { policy: 'no-referrer' } })['referrer-policy']; // 'no-referrer'
 */
export function securityHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.freeze(headers);
}
