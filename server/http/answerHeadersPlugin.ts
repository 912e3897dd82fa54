import fp from 'fastify-plugin';
import cors from '@fastify/cors';
import { isConsoleAnswer } from './isConsoleAnswer.js';

export interface AnswerHeadersOptions {
  /** The security headers of every answer (appSecurityHeaders). */
  security: Readonly<Record<string, string>>;
  /** Origins allowed to call the API from another origin; none when absent or empty. */
  corsOrigins?: string[];
}

/**
 * The headers every answer gets: the security headers (HSTS over HTTPS only), CORS for the
 * configured origins, and `cache-control: no-store` on everything but the console's own files.
 */
export const answerHeadersPlugin = fp<AnswerHeadersOptions>(
  async (app, { security, corsOrigins }) => {
    // HSTS means something only over HTTPS (RFC 6797 7.2: not sent over plain HTTP).
    const { 'strict-transport-security': _hsts, ...plainHttpSecurity } = security;
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(request.protocol === 'https' ? security : plainHttpSecurity);
      done();
    });
    // CORS only for configured origins (a console served elsewhere); the default is same-origin only.
    if (corsOrigins?.length) {
      await app.register(cors, {
        origin: corsOrigins,
        methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
        // prefer: `respond-async` on the liveness files generation (its answer is the job to follow).
        allowedHeaders: ['authorization', 'content-type', 'prefer'],
        exposedHeaders: ['x-request-id'],
        maxAge: 600,
      });
    }
    // API answers, stored files and not-found JSON are never cached (decided by the matched route).
    app.addHook('onSend', (request, reply, payload, done) => {
      if (!isConsoleAnswer(request) && !String(reply.getHeader('cache-control') ?? '').includes('no-store'))
        reply.header('cache-control', 'no-store');
      done(null, payload);
    });
  },
  { name: 'answer-headers' },
);
