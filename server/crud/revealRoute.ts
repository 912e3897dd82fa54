import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { HttpError } from '../../src/core/api/HttpError.js';
import * as apiMessages from '../../src/core/api/apiMessages.js';
import { recordAccessOrFail } from '../access/recordAccess.js';
import { readRevealReason } from '../../src/core/personal/revealReasons.js';
import type { ServedDescriptor } from './sqlMapping.js';
import { idParams } from '../http/idParams.js';

export interface RevealRouteOptions {
  db: Kysely<Database>;
  descriptor: ServedDescriptor;
  /** The descriptor's personal fields (`"personal": "cpf"`); the route exists only when there is one. */
  personal: readonly string[];
  /** The record's stored (unmasked) row, or a 404 HttpError. */
  readRecord(rawId: string): Promise<Record<string, unknown>>;
}

/**
 * POST {endpoint}/:id/reveal `{ field, reason }` → `{ value }`: the full value of one personal
 * field of one record (issue 19). The field must be flagged personal in the descriptor; the
 * reason one of the list or `outro: <text>` (readRevealReason). The access is recorded (action
 * `reveal`, user, record, field, reason) before the value is read out: when it cannot be recorded
 * nothing is shown. Never cached; its answer is never stored in the request log (`omitAnswer`).
 */
export async function revealRoute(
  app: FastifyInstance,
  { db, descriptor: d, personal, readRecord }: RevealRouteOptions,
): Promise<void> {
  app.post<{ Params: { id: string } }>(
    `${d.api.endpoint}/:id/reveal`,
    { schema: { params: idParams }, config: { audit: true, omitAnswer: true, permission: `${d.key}:reveal` } },
    async (request, reply) => {
      const body = (
        request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? request.body : {}
      ) as Record<string, unknown>;
      const errors: Record<string, string> = {};
      const field = body.field;
      if (field === undefined || field === null || field === '') errors.field = apiMessages.revealFieldRequired;
      else if (typeof field !== 'string' || !personal.includes(field))
        errors.field = apiMessages.revealFieldNotPersonal;
      const reason = readRevealReason(body.reason);
      if (reason.error) errors.reason = reason.error;
      if (Object.keys(errors).length) throw new HttpError(400, Object.values(errors)[0]!, undefined, errors);
      const row = await readRecord(request.params.id);
      await recordAccessOrFail(db, request.user?.id, 'reveal', d.key, String(row.id), {
        field: field as string,
        reason: reason.reason!,
      });
      const value = row[field as string];
      reply.header('cache-control', 'no-store');
      return { value: value === undefined || value === null ? null : String(value) };
    },
  );
}
