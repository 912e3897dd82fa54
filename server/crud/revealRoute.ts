import { revealValidation } from '../apiSchema/crudSchemas.js';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { HttpError } from '../../src/core/api/HttpError.js';
import { recordAccessOrFail } from '../access/recordAccess.js';
import { readRevealReason } from '../../src/core/personal/revealReasons.js';
import type { ServedDescriptor } from './sqlMapping.js';

export interface RevealRouteOptions {
  db: Kysely<Database>;
  descriptor: ServedDescriptor;
  /** The record's stored (unmasked) row, or a 404 HttpError. */
  readRecord(rawId: string): Promise<Record<string, unknown>>;
  /** The route's schemas (crudSchemas: `{ field, reason }` → `{ value }`). */
  schema: object;
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
  { db, descriptor: d, readRecord, schema }: RevealRouteOptions,
): Promise<void> {
  app.post<{ Params: { id: string }; Body: { field: string; reason: string } }>(
    `${d.api.endpoint}/:id/reveal`,
    {
      schema,
      config: {
        audit: true,
        omitAnswer: true,
        permission: `${d.key}:reveal`,
        entity: d.key,
        operation: 'reveal',
        validation: revealValidation,
      },
    },
    async (request, reply) => {
      const { field } = request.body;
      // The schema checked the field is personal and the reason is text; which reasons are valid is readRevealReason's.
      const reason = readRevealReason(request.body.reason);
      if (reason.error) throw new HttpError(400, reason.error, undefined, { reason: reason.error });
      const row = await readRecord(request.params.id);
      await recordAccessOrFail(db, request.user?.id, 'reveal', d.key, String(row.id), {
        field,
        reason: reason.reason!,
      });
      const value = row[field];
      reply.header('cache-control', 'no-store');
      return { value: value === undefined || value === null ? null : String(value) };
    },
  );
}
