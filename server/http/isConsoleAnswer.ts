import type { FastifyRequest } from 'fastify';

/** Requests answered with the console's index.html by the not-found handler (SPA routes). */
const consolePages = new WeakSet<FastifyRequest>();

/** Marks a request answered with the console's page (the not-found handler's SPA fallback). */
export function markConsolePage(request: FastifyRequest): void {
  consolePages.add(request);
}

/**
 * True when the answer is the console itself: a built asset (a route whose config says
 * `console`) or index.html for a console route. Everything else — every API route, stored file
 * and not-found JSON — is an API answer: checked for unstorable text, never cached and logged.
 * Decided by the route the router matched, never by the raw URL, which may be percent-encoded
 * (`/admin/%761/user` reaches `/admin/v1/user`).
 */
export function isConsoleAnswer(request: FastifyRequest): boolean {
  return request.routeOptions.config?.console === true || consolePages.has(request);
}
