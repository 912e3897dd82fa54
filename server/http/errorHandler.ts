import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../src/core/api/HttpError.js';
import * as apiMessages from '../../src/core/api/apiMessages.js';
import { validationFailure } from '../apiSchema/validationFailure.js';
import { StorageUnavailableError } from '../storage/blob/StorageUnavailableError.js';

/** Fastify's own error codes that mean "the request was bad", with our pt-BR message. */
const clientErrorMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: apiMessages.bodyNotJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: apiMessages.bodyEmpty,
  FST_ERR_CTP_BODY_TOO_LARGE: apiMessages.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: apiMessages.mediaTypeUnsupported,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: apiMessages.contentLengthInvalid,
  FST_ERR_VALIDATION: apiMessages.requestInvalid,
};

/** Errors that mean "the database cannot be reached right now" (not a bug of ours): 503. */
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
  '53300',
]);

/** True for a database connection failure (pg codes, socket errors, pool timeouts). */
function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: string; message?: string } | null;
  if (!e) return false;
  return (
    unavailableCodes.has(e.code ?? '') ||
    /timeout exceeded when trying to connect|Connection terminated|connect ECONNREFUSED/i.test(e.message ?? '')
  );
}

/** A statement cancelled by the statement timeout, or a lock wait given up: the database is too slow right now. */
function isDatabaseTooSlow(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === '57014' || code === '55P03';
}

/**
 * Installs the API's error and not-found handlers: every error leaves as
 * `{ message, code?, errors? }` in pt-BR; a 5xx never carries internals (they go to the log).
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(error.toJSON());
    }
    const fastifyError = error as FastifyError;
    // A request its route's declared schemas refused: each field with its pt-BR message.
    if (fastifyError.validation)
      return reply
        .status(400)
        .send(validationFailure(fastifyError.validation, request.routeOptions.config.validation).toJSON());
    const status = fastifyError.statusCode ?? 500;
    if (status < 500) {
      const message =
        clientErrorMessages[fastifyError.code ?? ''] ??
        (status === 413 ? apiMessages.bodyTooLarge : apiMessages.requestInvalid);
      return reply.status(status).send({ message });
    }
    if (error instanceof StorageUnavailableError) {
      request.log.warn({ err: error.cause, store: error.location }, 'armazenamento de arquivos indisponível');
      return reply.status(503).header('retry-after', '5').send({ message: apiMessages.storageUnavailable });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'banco de dados indisponível');
      return reply.status(503).header('retry-after', '5').send({ message: apiMessages.databaseUnavailable });
    }
    if (isDatabaseTooSlow(error)) {
      request.log.warn({ err: error }, 'banco de dados lento: comando cancelado');
      return reply.status(503).header('retry-after', '5').send({ message: apiMessages.databaseTooSlow });
    }
    request.log.error({ err: error }, 'erro interno');
    return reply.status(500).send({ message: apiMessages.internalError });
  });
}

/** Errors the router raises before a route is found, with their status and pt-BR message. */
const routerErrors: Record<string, { status: number; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, message: apiMessages.urlBadlyEncoded },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: apiMessages.urlTooLong },
};

/**
 * Fastify's `frameworkErrors` option: errors raised before a route is found (a URL that is not
 * valid percent-encoding, `%E0%A4%A` → 400; a path parameter over 100 characters → 414) leave in
 * the same pt-BR `{ message }` shape with their 4xx, not Fastify's English default that echoed
 * the URL and its internal error code, nor a 500.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  // No route hooks run here: the headers every API answer carries are set by hand.
  reply.header('cache-control', 'no-store').header('x-content-type-options', 'nosniff');
  const known = routerErrors[error.code ?? ''];
  if (known) return void reply.status(known.status).send({ message: known.message });
  // Any other client error the router raises keeps its own 4xx, in our shape and language.
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  void reply.status(status).send({ message: status < 500 ? apiMessages.urlInvalid : apiMessages.internalError });
}
