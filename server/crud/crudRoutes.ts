import { isPlainObject } from '../../src/core/api/isPlainObject.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CompiledQuery, sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { HttpError } from '../../src/core/api/HttpError.js';
import * as apiMessages from '../../src/core/api/apiMessages.js';
import { fromClause, selectList, type ServedDescriptor } from './sqlMapping.js';
import { extraFieldsOf } from './resolveStorage.js';
import { checkNamedColumns } from './checkNamedColumns.js';
import type { TableColumns } from '../db/readTableColumns.js';
import { personalFields, personalTextFields } from '../../src/core/personal/personalFields.js';
import { maskPersonal, maskPersonalText } from './maskPersonal.js';
import { revealRoute } from './revealRoute.js';
import { maxIdOf, readRecordId } from './recordId.js';
import { compiledOnce } from '../db/compiledOnce.js';
import { listRoute } from './listRoute.js';
import { exportRoute } from './exportRoute.js';
import type { JobQueue } from '../jobs/JobQueue.js';
import { toColumns } from './toColumns.js';
import { checkUnique } from './checkUnique.js';
import { normalizeRecord } from '../../src/core/forms/normalizeRecord.js';
import type { FormMode } from '../../src/core/forms/buildFormSchema.js';
import { batchValidation, crudSchemas, recordValidation } from '../apiSchema/crudSchemas.js';
import { recordErrors } from '../apiSchema/validateRecord.js';
import type { CrudOperation } from '../apiSchema/crudOperation.js';
import { recordIndexes } from '../db/recordIndexes.js';

export interface CrudRoutesOptions {
  db: Kysely<Database>;
  descriptor: ServedDescriptor;
  /**
   * Deletes records with what belongs to them (rows and stored files); `batch` says the
   * batch-delete route asked. Returns the ids deleted.
   */
  erase?: (ids: number[], batch: boolean) => Promise<number[]>;
  /**
   * The grants of a role (schemas/roles.json): a full-CPF export also needs `<key>:reveal`.
   * Without it, a full-CPF export is refused (403).
   */
  grantsOf?: (role: string | undefined) => readonly string[];
  /** The database's tables and columns, read once at start for every descriptor (readTableColumns). */
  tableColumns: TableColumns;
  /** The job queue: a large export is written by a job (exportRoute). */
  jobs?: JobQueue;
  /** EXPORT_JOB_ROWS: the rows above which an export is a job. */
  exportJobRows?: number;
}

/** A route id within the id column's range (`max`); anything else is 404 (no such record). */
function readId(raw: string, max: number): number {
  const id = readRecordId(raw, max);
  if (id === undefined) throw new HttpError(404, apiMessages.recordNotFound);
  return id;
}

const db23505 = (e: unknown) => (e as { code?: string })?.code === '23505';

/**
 * A 23505 as a 409: with the descriptor's message of the unique field whose index refused it (two
 * saves of one value at once both pass checkUnique; the index stops the second), else the generic one.
 */
function duplicate(e: unknown, uniqueByIndex: ReadonlyMap<string, string>, d: ServedDescriptor): HttpError {
  const field = uniqueByIndex.get(String((e as { constraint?: unknown }).constraint));
  const message = field ? d.server.unique?.[field]?.message : undefined;
  return field && message
    ? new HttpError(409, message, undefined, { [field]: message })
    : new HttpError(409, apiMessages.recordDuplicate);
}

/**
 * The API of one descriptor, at exactly its endpoint (spec 7): list with paging and whitelisted
 * filters (envelope keys from the descriptor), get, create, update, delete and batch-delete.
 * Every route's schemas are generated from the descriptor (crudSchemas): Fastify validates the
 * requests (bodies with the console's form schema, after the same normalisation: masks removed,
 * text trimmed) and writes the answers with them, so only declared fields leave the server.
 */
export async function crudRoutes(
  app: FastifyInstance,
  { db, descriptor: d, erase, grantsOf, tableColumns: tables, jobs, exportJobRows }: CrudRoutesOptions,
): Promise<void> {
  const base = d.api.endpoint;
  const table = d.server.table;
  const schemas = crudSchemas(d);
  const validation = recordValidation(d);
  const extra = extraFieldsOf(tables, d);
  checkNamedColumns(tables, d, extra);
  // The unique indexes of a JSON-record table (ensureRecordTables), by name → their field.
  const uniqueByIndex = new Map(
    d.server.jsonRecords
      ? recordIndexes(d, extra).flatMap((i) => (i.uniqueField ? [[i.name, i.uniqueField]] : []))
      : [],
  );
  const maxId = await maxIdOf(db, table);
  // The fixed parts of every query, compiled to SQL text once: a request only adds its conditions
  // and values (compiling the select list on each request was most of Kysely's time per list).
  const select = compiledOnce(selectList(d, extra), db);
  const listSelect = compiledOnce(selectList(d, extra, 'list'), db);
  const from = compiledOnce(fromClause(d), db);
  const idColumn = compiledOnce(sql.ref(`${table}.id`), db);
  const recordKey = d.api.record;
  // Fields flagged `"personal": "cpf"`: masked in every answer and export, revealed on purpose.
  const personal = personalFields(d);
  // Free text that may hold CPFs (`"personal": "text"`, the request log): each CPF in it masked.
  const personalText = personalTextFields(d);
  const orderBy = d.server.orderBy.split(' ');
  const order = compiledOnce(
    sql`${sql.ref(`${table}.${orderBy[0]}`)} ${sql.raw(orderBy[1] === 'asc' ? 'asc' : 'desc')}, ${idColumn} desc`,
    db,
  );

  // Compiled once; the id is its last parameter (the select list may bind field names of `extra`).
  const byId = sql`select ${select} from ${from} where ${idColumn} = ${0}`.compile(db);
  async function findOne(id: number): Promise<Record<string, unknown>> {
    const { rows } = await db.executeQuery<Record<string, unknown>>(
      CompiledQuery.raw(byId.sql, [...byId.parameters.slice(0, -1), id]),
    );
    if (!rows[0]) throw new HttpError(404, apiMessages.recordNotFound);
    return rows[0];
  }
  /** Rows as answered, in place: personal fields masked, and every CPF in personal free text. */
  const maskAnswer = (rows: Record<string, unknown>[]) => maskPersonalText(maskPersonal(rows, personal), personalText);
  /** A record as answered. */
  const answerOne = async (id: number) => maskAnswer([await findOne(id)])[0]!;

  async function remove(ids: number[], batch: boolean): Promise<unknown[]> {
    if (erase) return erase(ids, batch);
    return (await sql`delete from ${sql.table(table)} where id = any(${ids}) returning id`.execute(db)).rows;
  }

  /**
   * Before validation, a body is shaped as the console's form sees it (normalizeRecord: only this
   * mode's fields, masks removed, text trimmed); an update keeps the version it was read at.
   */
  const normalize = (mode: FormMode) => async (request: FastifyRequest) => {
    const raw = request.body as { version?: unknown } | null;
    // A body that is no JSON object is left as sent: the schema refuses it (never read as an empty record).
    if (!isPlainObject(raw)) return;
    const value = normalizeRecord(d, raw, mode);
    if (mode === 'update' && 'version' in raw) value.version = raw.version;
    request.body = value;
  };
  /**
   * The body's schema errors (each field with the descriptor's message) and the checks a schema
   * cannot express (check digits, confirmation fields), in one 400; the body without `version`.
   */
  function checkedBody(request: FastifyRequest, mode: FormMode): Record<string, unknown> {
    const failed = request.validationError;
    if (failed && failed.validationContext !== 'body') throw failed;
    if (!isPlainObject(request.body)) throw new HttpError(400, apiMessages.bodyNotObject);
    const { version: _version, ...value } = request.body as Record<string, unknown>;
    const errors = recordErrors(d, mode, value, failed?.validation);
    if (Object.keys(errors).length) throw new HttpError(400, apiMessages.formInvalid, undefined, errors);
    return value;
  }
  const config = (operation: CrudOperation) => ({ entity: d.key, operation });

  listRoute(app, {
    db,
    descriptor: d,
    extra,
    select: listSelect,
    from,
    idColumn,
    order,
    maskAnswer,
    schema: schemas.list,
  });
  // Exportar (CSV), unless the descriptor's list says `export: false`.
  if (d.list.export !== false)
    exportRoute(app, {
      db,
      descriptor: d,
      extra,
      select: listSelect,
      personal,
      personalText,
      grantsOf,
      schema: schemas.export,
      ...(jobs && { jobs }),
      ...(exportJobRows !== undefined && { jobRows: exportJobRows }),
    });

  app.get<{ Params: { id: string } }>(
    `${base}/:id`,
    { schema: schemas.get, config: config('get') },
    async (request) => {
      return { [recordKey]: await answerOne(readId(request.params.id, maxId)) };
    },
  );

  if (personal.length)
    await revealRoute(app, {
      db,
      descriptor: d,
      readRecord: (raw) => findOne(readId(raw, maxId)),
      schema: schemas.reveal,
    });

  if (!d.readOnly) {
    app.post(
      base,
      {
        schema: schemas.create,
        attachValidation: true,
        preValidation: normalize('create'),
        config: { ...config('create'), validation },
      },
      async (request, reply) => {
        const value = checkedBody(request, 'create');
        await checkUnique(db, d, value, undefined, extra);
        const columns = await toColumns(d, extra, value, 'create');
        try {
          const names = Object.keys(columns);
          const values = names.length
            ? sql`(${sql.join(names.map((c) => sql.id(c)))}) values (${sql.join(Object.values(columns).map((v) => sql`${v}`))})`
            : sql`default values`;
          const { rows } = await sql<{ id: number }>`insert into ${sql.table(table)} ${values} returning id`.execute(
            db,
          );
          reply.status(201);
          return { [recordKey]: await answerOne(rows[0]!.id), message: apiMessages.saved };
        } catch (e) {
          if (db23505(e)) throw duplicate(e, uniqueByIndex, d);
          throw e;
        }
      },
    );

    app.put<{ Params: { id: string } }>(
      `${base}/:id`,
      {
        schema: schemas.update,
        attachValidation: true,
        preValidation: normalize('update'),
        config: { ...config('update'), validation },
      },
      async (request) => {
        if (request.validationError && request.validationError.validationContext !== 'body')
          throw request.validationError;
        const id = readId(request.params.id, maxId);
        await findOne(id);
        // Without the version it was read at, a save would silently overwrite a concurrent edit.
        const sent = (request.body as { version?: unknown } | null)?.version;
        if (sent === undefined || sent === null)
          throw new HttpError(428, apiMessages.versionRequired, undefined, { version: apiMessages.versionRequired });
        // The masked CPF an edit form sends back is dropped by normalizeRecord: never stored.
        const value = checkedBody(request, 'update');
        await checkUnique(db, d, value, id, extra);
        const columns = await toColumns(d, extra, value, 'update');
        if (typeof sent !== 'number' || !Number.isSafeInteger(sent))
          throw new HttpError(400, apiMessages.versionInvalid, undefined, {
            version: apiMessages.versionInvalid,
          });
        const expected = sent;
        const sets = Object.entries(columns).map(([c, v]) => sql`${sql.id(c)} = ${v}`);
        sets.push(sql`version = version + 1`, sql`updated_at = now()`);
        try {
          // Compared as bigint: a version beyond int4 matches no row (stale, 409) instead of failing.
          const { rows } =
            await sql`update ${sql.table(table)} set ${sql.join(sets)} where id = ${id} and version = ${expected}::bigint returning id`.execute(
              db,
            );
          if (!rows.length) {
            throw new HttpError(409, apiMessages.versionConflict);
          }
        } catch (e) {
          if (db23505(e)) throw duplicate(e, uniqueByIndex, d);
          throw e;
        }
        return { [recordKey]: await answerOne(id), message: apiMessages.saved };
      },
    );
  }

  if (!d.readOnly || d.list.actions.includes('delete')) {
    app.delete<{ Params: { id: string } }>(
      `${base}/:id`,
      { schema: schemas.delete, config: config('delete') },
      async (request) => {
        const id = readId(request.params.id, maxId);
        const rows = await remove([id], false);
        if (!rows.length) throw new HttpError(404, apiMessages.recordNotFound);
        return { success: true, message: apiMessages.deleted };
      },
    );
  }

  if (d.api.batchDelete) {
    app.post<{ Body: { ids: (number | string)[] } }>(
      `${base}/batch-delete`,
      { schema: schemas.batchDelete, config: { ...config('batchDelete'), validation: batchValidation } },
      async (request) => {
        const { ids } = request.body;
        // Ids past the id column's range name no record: refused like malformed ones.
        const clean = ids.map((x) => readRecordId(x, maxId)).filter((n): n is number => n !== undefined);
        if (clean.length !== ids.length)
          throw new HttpError(400, apiMessages.idsInvalid, undefined, { ids: apiMessages.idsInvalid });
        const rows = await remove(clean, true);
        return { success: true, count: rows.length, message: apiMessages.deletedMany(rows.length) };
      },
    );
  }
}
