import type { FastifyInstance } from 'fastify';
import { CompiledQuery, sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema.js';
import { writableFields } from '../../src/core/forms/buildFormSchema.js';
import { hashPassword } from '../auth/password.js';
import { HttpError } from '../http/HttpError.js';
import { apiMessages } from '../../src/core/api/apiMessages.js';
import { createRecordValidator } from './createRecordValidator.js';
import { readListQuery } from './readListQuery.js';
import { firstRowsPerValue, MAX_ROWS_PER_VALUE } from './firstRowsPerValue.js';
import { columnOf, fromClause, selectList, type ServedDescriptor } from './sqlMapping.js';
import { resolveExtraFields } from './resolveStorage.js';
import { csvRows } from '../export/csvRows.js';
import { Readable } from 'node:stream';
import { recordAccess, recordAccessOrFail } from '../access/recordAccess.js';
import { personalFields, personalTextFields } from '../../src/core/personal/personalFields.js';
import { can } from '../../src/core/auth/can.js';
import { readRevealReason } from '../../src/core/personal/revealReasons.js';
import { maskPersonal, maskPersonalText } from './maskPersonal.js';
import { revealRoute } from './revealRoute.js';
import { maskPersonalUrl, personalNameTest } from '../requestLog/maskPersonalData.js';
import { maxIdOf, readRecordId } from './recordId.js';
import { compiledOnce } from '../db/compiledOnce.js';
import { cappedCount, COUNT_CAP, fromCount, planCount, type MatchCount } from './countMatches.js';

/** Column of the list query that carries count(*) over () when the list counts its own matches. */
const IN_LIST_TOTAL = '__total';

export interface CrudRoutesOptions {
  db: Kysely<Database>;
  descriptor: ServedDescriptor;
  /** Deletes records with what belongs to them (rows and stored files); returns the ids deleted. */
  /** Deletes records with what belongs to them; `batch` says the batch-delete route asked. */
  erase?: (ids: number[], batch: boolean) => Promise<number[]>;
  /**
   * The grants of a role (schemas/roles.json): a full-CPF export also needs `<key>:reveal`.
   * Without it, a full-CPF export is refused (403).
   */
  grantsOf?: (role: string | undefined) => readonly string[];
}

const idParam = {
  type: 'object',
  properties: { id: { type: 'string', pattern: '^[0-9]{1,15}$' } },
  required: ['id'],
} as const;

/** A route id within the id column's range (`max`); anything else is 404 (no such record). */
function readId(raw: string, max: number): number {
  const id = readRecordId(raw, max);
  if (id === undefined) throw new HttpError(404, apiMessages.recordNotFound);
  return id;
}

/** At most this many ids in one batch delete. */
const MAX_BATCH = 1000;

const db23505 = (e: unknown) => (e as { code?: string })?.code === '23505';

/**
 * The API of one descriptor, at exactly its endpoint (spec 7): list with paging and whitelisted
 * filters (envelope keys from the descriptor), get, create, update, delete and batch-delete.
 * Bodies are validated with the descriptor's schemas and pt-BR messages.
 */
export async function crudRoutes(
  app: FastifyInstance,
  { db, descriptor: d, erase, grantsOf }: CrudRoutesOptions,
): Promise<void> {
  const base = d.api.endpoint;
  const table = d.server.table;
  const validate = createRecordValidator(d);
  const extra = d.readOnly ? new Set<string>() : await resolveExtraFields(db, d);
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
  const isPersonalName = personalNameTest(personal);
  const { items, total, pages } = d.api.list;
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

  /** Field → column values to store; passwords hashed; fields without a column go into `extra`. */
  async function toColumns(
    value: Record<string, unknown>,
    mode: 'create' | 'update',
  ): Promise<Record<string, RawBuilder<unknown> | unknown>> {
    const out: Record<string, unknown> = {};
    const extras: Record<string, unknown> = {};
    for (const [field, f] of writableFields(d, mode)) {
      // PUT replaces the record (spec 7 sends it whole): an absent field is cleared to its default.
      if (!(field in value) && (mode === 'create' || f.hashed)) continue;
      const stored =
        field in value ? (f.hashed ? await hashPassword(String(value[field])) : value[field]) : (f.default ?? null);
      if (extra.has(field)) extras[field] = stored;
      else out[columnOf(d, field)] = stored;
    }
    if (Object.keys(extras).length) {
      const json = JSON.stringify(extras);
      out.extra = mode === 'create' ? sql`${json}::jsonb` : sql`coalesce(extra, '{}'::jsonb) || ${json}::jsonb`;
    }
    return out;
  }

  /** 409 with the descriptor's message when a unique field is taken by another record. */
  async function checkUnique(value: Record<string, unknown>, exceptId?: number): Promise<void> {
    for (const [field, message] of Object.entries(d.server.unique ?? {})) {
      if (value[field] === undefined) continue;
      const col = sql.ref(`${table}.${columnOf(d, field)}`);
      const match = d.fields[field]?.pattern?.includes('@')
        ? sql`lower(${col}) = lower(${String(value[field])})`
        : sql`${col} = ${value[field]}`;
      const { rows } =
        await sql`select 1 from ${sql.table(table)} where ${match} ${exceptId ? sql`and id <> ${exceptId}` : sql``} limit 1`.execute(
          db,
        );
      if (rows.length) throw new HttpError(409, message, undefined, { [field]: message });
    }
  }

  async function remove(ids: number[], batch: boolean): Promise<unknown[]> {
    if (erase) return erase(ids, batch);
    return (await sql`delete from ${sql.table(table)} where id = any(${ids}) returning id`.execute(db)).rows;
  }

  function rejectInvalid(errors: Record<string, string>): void {
    if (Object.keys(errors).length) throw new HttpError(400, apiMessages.formInvalid, undefined, errors);
  }

  app.get(base, async (request) => {
    const q = await readListQuery(db, d, request.query as Record<string, unknown>, extra);
    const where = q.where.length ? sql`where ${sql.join(q.where, sql` and `)}` : sql``;
    const offset = (q.page - 1) * q.perPage;
    // A filter narrowed to a few values (the endpoint filter): the page is read value by value,
    // and it never counts itself (its rows are only each value's first ones).
    const narrowed = q.narrowed && offset + q.perPage <= MAX_ROWS_PER_VALUE ? q.narrowed : undefined;
    const pageWhere = narrowed
      ? sql`where ${firstRowsPerValue({ id: idColumn, from, order, narrowed, limit: offset + q.perPage })}`
      : where;
    const page = (countInList: boolean) =>
      sql<
        Record<string, unknown>
      >`select ${listSelect}${countInList ? sql`, count(*) over ()::int as ${sql.id(IN_LIST_TOTAL)}` : sql``} from ${from} ${pageWhere} order by ${order} limit ${q.perPage} offset ${offset}`.execute(
        db,
      );
    // Never a full COUNT over millions of rows: the planner's estimate decides how to count.
    const { plan, estimate } = await planCount(db, from, where, q.estimable);
    let rows: Record<string, unknown>[];
    let count: MatchCount;
    switch (narrowed && plan === 'in-list' ? 'capped-count' : plan) {
      case 'estimate':
        rows = (await page(false)).rows;
        count = { total: COUNT_CAP, capped: true, estimate: Math.round(estimate) };
        break;
      case 'capped-count': {
        const [list, counted] = await Promise.all([page(false), cappedCount(db, from, where)]);
        rows = list.rows;
        count = counted;
        break;
      }
      case 'in-list': {
        rows = (await page(true)).rows;
        const n = rows[0]?.[IN_LIST_TOTAL];
        for (const row of rows) delete row[IN_LIST_TOTAL];
        count = typeof n === 'number' ? fromCount(n) : q.page === 1 ? fromCount(0) : await cappedCount(db, from, where);
      }
    }
    const lastPage = count.capped
      ? Math.max(q.page + (rows.length === q.perPage ? 1 : 0), 1)
      : Math.max(1, Math.ceil(count.total / q.perPage));
    maskAnswer(rows);
    return {
      [items]: rows,
      [total]: count.total,
      ...(pages && { [pages]: lastPage }),
      page: q.page,
      per_page: q.perPage,
      ...(count.capped && { total_capped: true }),
      ...(count.estimate !== undefined && { total_estimate: count.estimate }),
    };
  });

  // Exportar: every row matching the list's filters, streamed as CSV (Excel pt-BR). Reachable by a
  // plain link (a native download) with a file ticket issued for this very export (its route URL,
  // any filters) instead of the bearer header; a ticket for a stored file or another export is 403.
  // Audited: the request-log row is written before the CSV leaves. Not there when the descriptor's
  // list says `export: false`.
  if (d.list.export !== false)
    app.get(`${base}/export.csv`, { config: { ticket: true, audit: true } }, async (request, reply) => {
      if (request.ticketResource !== undefined && request.ticketResource !== request.routeOptions.url)
        throw new HttpError(403, apiMessages.ticketNotForExport);
      const query = request.query as Record<string, unknown>;
      const q = await readListQuery(db, d, query, extra);
      const timeZone =
        typeof query.tz === 'string' && /^[A-Za-z_]+(\/[A-Za-z_+\-0-9]+){0,2}$/.test(query.tz)
          ? query.tz
          : 'America/Sao_Paulo';
      const stamp = new Date().toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
      // The export's filters, as recorded: a CPF filter masked like the request log stores it.
      const subjectId = maskPersonalUrl(
        `?${request.url.split('?')[1]?.replace(/(^|&)ticket=[^&]*/g, '') ?? ''}`,
        isPersonalName,
      ).slice(1);
      // Full CPFs only when asked with a reason (recorded, or no export); otherwise masked.
      const reveal =
        personal.length && query.reveal_reason !== undefined
          ? readRevealReason(Array.isArray(query.reveal_reason) ? query.reveal_reason[0] : query.reveal_reason)
          : undefined;
      if (reveal?.error) throw new HttpError(400, reveal.error, undefined, { reveal_reason: reveal.error });
      // The route's own permission is `<key>:export` (authorize.ts); full CPFs also need `<key>:reveal`.
      if (reveal && !(grantsOf && can(grantsOf(request.user?.role), `${d.key}:reveal`)))
        throw new HttpError(403, apiMessages.exportRevealForbidden);
      if (reveal)
        await recordAccessOrFail(db, request.user?.id, 'export', d.key, subjectId, {
          field: personal.join(','),
          reason: reveal.reason,
        });
      else await recordAccess(db, request.user?.id, 'export', d.key, subjectId);
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${d.key}-${stamp}.csv"`);
      return reply.send(
        Readable.from(
          csvRows(db, {
            descriptor: d,
            select: listSelect,
            where: q.where,
            timeZone,
            mask: reveal ? [] : personal,
            maskText: personalText,
          }),
        ),
      );
    });

  app.get<{ Params: { id: string } }>(`${base}/:id`, { schema: { params: idParam } }, async (request) => {
    return { [recordKey]: await answerOne(readId(request.params.id, maxId)) };
  });

  if (personal.length)
    await revealRoute(app, { db, descriptor: d, personal, readRecord: (raw) => findOne(readId(raw, maxId)) });

  if (!d.readOnly) {
    app.post(base, async (request, reply) => {
      const { value, errors } = validate(request.body, 'create');
      rejectInvalid(errors);
      await checkUnique(value);
      const columns = await toColumns(value, 'create');
      try {
        const names = Object.keys(columns);
        const values = names.length
          ? sql`(${sql.join(names.map((c) => sql.id(c)))}) values (${sql.join(Object.values(columns).map((v) => sql`${v}`))})`
          : sql`default values`;
        const { rows } = await sql<{ id: number }>`insert into ${sql.table(table)} ${values} returning id`.execute(db);
        reply.status(201);
        return { [recordKey]: await answerOne(rows[0]!.id), message: apiMessages.saved };
      } catch (e) {
        if (db23505(e)) throw new HttpError(409, apiMessages.recordDuplicate);
        throw e;
      }
    });

    app.put<{ Params: { id: string } }>(`${base}/:id`, { schema: { params: idParam } }, async (request) => {
      const id = readId(request.params.id, maxId);
      await findOne(id);
      // Without the version it was read at, a save would silently overwrite a concurrent edit.
      const sent = (request.body as { version?: unknown } | null)?.version;
      if (sent === undefined || sent === null)
        throw new HttpError(428, apiMessages.versionRequired, undefined, { version: apiMessages.versionRequired });
      // The masked CPF an edit form sends back is dropped by normalizeRecord: never stored.
      const { value, errors } = validate(request.body, 'update');
      rejectInvalid(errors);
      await checkUnique(value, id);
      const columns = await toColumns(value, 'update');
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
        if (db23505(e)) throw new HttpError(409, apiMessages.recordDuplicate);
        throw e;
      }
      return { [recordKey]: await answerOne(id), message: apiMessages.saved };
    });
  }

  if (!d.readOnly || d.list.actions.includes('delete')) {
    app.delete<{ Params: { id: string } }>(`${base}/:id`, { schema: { params: idParam } }, async (request) => {
      const id = readId(request.params.id, maxId);
      const rows = await remove([id], false);
      if (!rows.length) throw new HttpError(404, apiMessages.recordNotFound);
      return { success: true, message: apiMessages.deleted };
    });
  }

  if (d.api.batchDelete) {
    app.post(`${base}/batch-delete`, async (request) => {
      const ids = (request.body as { ids?: unknown } | null)?.ids;
      if (!Array.isArray(ids) || ids.length === 0)
        throw new HttpError(400, apiMessages.noneSelected, undefined, { ids: apiMessages.noneSelected });
      if (ids.length > MAX_BATCH) throw new HttpError(400, apiMessages.tooManySelected(MAX_BATCH));
      const clean = ids.map((x) => readRecordId(x, maxId)).filter((n): n is number => n !== undefined);
      if (clean.length !== ids.length)
        throw new HttpError(400, apiMessages.idsInvalid, undefined, { ids: apiMessages.idsInvalid });
      const rows = await remove(clean, true);
      return { success: true, count: rows.length, message: apiMessages.deletedMany(rows.length) };
    });
  }
}
