import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Descriptor, ReferenceDescriptor } from '../../src/core/descriptors/Descriptor.js';
import { HttpError } from '../../src/core/api/HttpError.js';
import * as apiMessages from '../../src/core/api/apiMessages.js';
import { fieldMessage } from '../../src/core/forms/fieldMessage.js';
import { isPlainObject } from '../../src/core/api/isPlainObject.js';
import type { CrudOperation } from '../apiSchema/crudOperation.js';
import { readRecordId } from '../crud/recordId.js';

/**
 * A preHandler for the descriptors' create and update routes: each `reference` field of the body
 * (a person's `client_id`) must name a record of its entity that exists, else the pt-BR 400 of a
 * form, `{ message, errors: { client_id: 'Parceiro não encontrado: …' } }`, and nothing is saved.
 * A value of the wrong type is left to the route's own validation; null or absent is no reference.
 *
 * @example app.addHook('preHandler', referenceCheck(db, descriptors))
 */
export function referenceCheck(db: Kysely<Database>, descriptors: readonly Descriptor[]) {
  const byKey = new Map(descriptors.map((d) => [d.key, d]));
  const references = new Map<string, [string, ReferenceDescriptor, string][]>();
  for (const d of descriptors) {
    const refs = Object.entries(d.fields).flatMap(([name, f]) => {
      const table = f.reference && byKey.get(f.reference.entity)?.server?.table;
      return f.reference && table ? [[name, f.reference, table] as [string, ReferenceDescriptor, string]] : [];
    });
    if (refs.length) references.set(d.key, refs);
  }
  return async (request: FastifyRequest): Promise<void> => {
    const config = request.routeOptions.config as { entity?: string; operation?: CrudOperation };
    if (config.operation !== 'create' && config.operation !== 'update') return;
    const refs = references.get(config.entity ?? '');
    if (!refs || request.validationError || !isPlainObject(request.body)) return;
    const body = request.body as Record<string, unknown>;
    const errors: Record<string, string> = {};
    for (const [field, , table] of refs) {
      const value = body[field];
      if (typeof value !== 'number') continue;
      const id = readRecordId(value);
      const found =
        id !== undefined &&
        (await sql`select 1 from ${sql.table(table)} where ${sql.ref(`${table}.id`)} = ${id}`.execute(db)).rows.length >
          0;
      if (!found) errors[field] = fieldMessage(byKey.get(config.entity!)!, field, 'reference');
    }
    if (Object.keys(errors).length) throw new HttpError(400, apiMessages.formInvalid, undefined, errors);
  };
}
