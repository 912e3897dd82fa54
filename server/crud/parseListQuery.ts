import { sql, type RawBuilder } from 'kysely';
import { unmask } from '../../src/core/forms/normalizeRecord.js';
import { HttpError } from '../../src/core/api/HttpError.js';
import * as apiMessages from '../../src/core/api/apiMessages.js';
import { columnOf, columnRef, type ServedDescriptor } from './sqlMapping.js';
import type { FieldDescriptor } from '../../src/core/descriptors/Descriptor.js';
import { statusClassIs } from './statusClassIs.js';
import { sortableFields, sortKey, type ListSort } from './listSort.js';
import { isTimeZone, zonedInstant } from './zonedTime.js';
import { readRecordId } from './recordId.js';

export interface ListQuery {
  page: number;
  perPage: number;
  where: RawBuilder<unknown>[];
  /**
   * 'contains' filters with a valuesTable: searched there first (readListQuery), then turned into
   * conditions. Empty when the descriptor has none.
   */
  lookups: ValueLookup[];
  /** The order asked (`sort`, `order`); none: the descriptor's `server.orderBy`. */
  sort?: ListSort;
  /** `count=exact`: the total is counted past the cap (bounded, see countExact). */
  exactCount: boolean;
}

/** A 'contains' filter to look up in its table of distinct values. */
export interface ValueLookup {
  /** The filtered column, qualified (request_logs.path). */
  column: RawBuilder<unknown>;
  /** Column name, in the entity's table and in the values table. */
  columnName: string;
  valuesTable: string;
  /** ILIKE pattern, '%' and '_' escaped: '%/person/v1/12%'. */
  pattern: string;
}

/** The type of the field a filter column holds ('created_at' and columns of other tables: none). */
function typeOfColumn(d: ServedDescriptor, column: string): FieldDescriptor['type'] | undefined {
  if (column.includes('.')) return undefined;
  const field = Object.keys(d.fields).find((name) => columnOf(d, name) === column);
  return field === undefined ? undefined : d.fields[field]!.type;
}

/** '%', '_' and '\' are literal in what the operator typed. */
function likeEscape(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A date, or a date and time without a zone: read in the operator's zone when `tz` is given. */
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?$/;

/**
 * The wall-clock time of a date filter value as milliseconds (as if it were UTC), or undefined
 * when the value carries its own zone (`Z`, `-03:00`). An end date alone moves to the next day.
 */
function wallTimeOf(value: string, endOfDay: boolean): number | undefined {
  const m = WALL_TIME.exec(value);
  if (!m) return undefined;
  const [, y, mo, d, h = '0', mi = '0', sec = '0', frac = ''] = m;
  const t = new Date(0);
  // setUTCFullYear, not Date.UTC: years 0 to 99 stay themselves.
  t.setUTCFullYear(Number(y), Number(mo) - 1, Number(d) + (endOfDay && m[4] === undefined ? 1 : 0));
  t.setUTCHours(Number(h), Number(mi), Number(sec), Number(frac.padEnd(3, '0').slice(0, 3)));
  return t.getTime();
}

/**
 * Date filter values: 'YYYY-MM-DD' or a full ISO date-time, within the years 1 to 9999 once an
 * end date is moved to the next midnight (year 0, negative and six-digit years parse in
 * JavaScript, but the database drivers cannot send them). With `timeZone` (the query's `tz`), a
 * date or a date-time without zone is that wall time in that zone: `2026-11-13` from São Paulo
 * starts at 2026-11-13T03:00Z, and as an end date it ends (exclusive) at 2026-11-14T03:00Z.
 * Without it, the server's own zone reads them (the behaviour before `tz`).
 */
function parseDate(value: string, label: string, endOfDay: boolean, timeZone?: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const wall = timeZone === undefined ? undefined : wallTimeOf(value, endOfDay);
  let date: Date;
  if (wall !== undefined && Number.isFinite(wall)) date = zonedInstant(wall, timeZone!);
  else {
    date = m ? new Date(`${value}T00:00:00`) : new Date(value);
    if (m && endOfDay) date.setDate(date.getDate() + 1);
  }
  // Local (node-postgres) and UTC (PGlite) years: the drivers send one or the other.
  const years = [date.getFullYear(), date.getUTCFullYear()];
  if (Number.isNaN(date.getTime()) || Math.min(...years) < 1 || Math.max(...years) > 9999)
    throw new HttpError(400, apiMessages.filterDateInvalid(label));
  return date;
}

/** Masks whose values are stored as digits (CNPJ: digits and capital letters). */
const DIGIT_MASKS = new Set(['cpf', 'cnpj', 'phone']);

/**
 * What a text typed in a search box holds as digits, when it is written like a number
 * ('98765-4321', '(11) 98765', '123.456'): the digits alone; otherwise undefined.
 */
function digitsTyped(text: string): string | undefined {
  return /\d/.test(text) && /^[\d\s().\-/+]+$/.test(text) ? text.replace(/\D/g, '') : undefined;
}

/** The `tz` of a query: a known IANA zone, undefined when absent or blank; otherwise a 400. */
function readTimeZone(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const tz = value.trim();
  if (!isTimeZone(tz))
    throw new HttpError(400, apiMessages.timeZoneInvalid, undefined, { tz: apiMessages.timeZoneInvalid });
  return tz;
}

/**
 * The order asked by `sort` and `order`: a sortable column of the descriptor (listQuerySchema
 * refuses anything else first, with the allowed columns), ascending unless `order=desc`. Empty
 * values last: readListQuery keeps PostgreSQL's default for a NOT NULL column.
 */
function readSort(
  d: ServedDescriptor,
  query: Record<string, unknown>,
  extra: ReadonlySet<string>,
): ListSort | undefined {
  if (typeof query.sort !== 'string' || query.sort === '') return undefined;
  const sortable = sortableFields(d);
  if (!sortable.includes(query.sort)) {
    const message = sortInvalid(sortable);
    throw new HttpError(400, message, undefined, { sort: message });
  }
  const direction = query.order === 'desc' ? 'desc' : 'asc';
  return { field: query.sort, key: sortKey(d, query.sort, extra), direction, nullsLast: true, idDirection: direction };
}

/**
 * The 400 message of a `sort` that is no sortable column of the list.
 *
 * @example sortInvalid(['name', 'created_at']) // 'Parâmetro “sort” inválido: use uma das colunas name, created_at.'
 */
export function sortInvalid(sortable: readonly string[]): string {
  return sortable.length
    ? `Parâmetro “sort” inválido: use uma das colunas ${sortable.join(', ')}.`
    : 'Parâmetro “sort” inválido: esta lista não tem colunas ordenáveis.';
}

/** The 400 message of an `order` other than asc or desc. */
export const orderInvalid = 'Parâmetro “order” inválido: use asc ou desc.';

/** The 400 message of a `count` other than exact. */
export const countInvalid = 'Parâmetro “count” inválido: use exact (ou omita-o).';

/**
 * Turns a list's query string, as its route's schema validated it (listQuerySchema: paging as
 * whole numbers within bounds, each filter text of the kind it reads), into SQL conditions
 * (values always bound, never spliced). Unknown parameters are ignored.
 */
export function parseListQuery(
  d: ServedDescriptor,
  query: Record<string, unknown>,
  extra: ReadonlySet<string> = new Set(),
): ListQuery {
  const page = typeof query.page === 'number' ? query.page : 1;
  const perPage = typeof query.per_page === 'number' ? query.per_page : 10;
  const where: RawBuilder<unknown>[] = [];
  const lookups: ValueLookup[] = [];
  const labels = new Map(d.list.filters.map((f) => [f.param, f.label]));
  const timeZone = readTimeZone(query.tz);
  for (const [param, filter] of Object.entries(d.server.filters)) {
    const value = query[param];
    if (typeof value !== 'string' || value.trim() === '') continue;
    const text = value.trim();
    const label = labels.get(param) ?? param;
    const columns = filter.columns ?? [param];
    const cols = columns.map((c) => columnRef(d, c, extra));
    const first = cols[0]!;
    const filterType = d.list.filters.find((f) => f.param === param)?.type;
    const fieldType = typeOfColumn(d, columns[0]!);
    const readNumber = () => {
      const n = Number(text.replace(',', '.'));
      if (!Number.isFinite(n)) throw new HttpError(400, apiMessages.filterNumberInvalid(label));
      return n;
    };
    switch (filter.op) {
      case 'eq': {
        if (fieldType === 'boolean')
          // Only 'true' and 'false' are a boolean: anything else matches no record (never a cast error).
          where.push(text === 'true' || text === 'false' ? sql`${first} = ${text === 'true'}` : sql`false`);
        else if (fieldType === 'integer') {
          // 2.5 equals no integer, and a bigint column cannot be compared with it.
          const n = readNumber();
          where.push(Number.isSafeInteger(n) ? sql`${first} = ${n}` : sql`false`);
        } else if (filterType === 'number' || fieldType === 'number') where.push(sql`${first} = ${readNumber()}`);
        else where.push(sql`${first} = ${text}`);
        break;
      }
      case 'id': {
        // A record id (a related-records link): anything else, or an id past int4, matches nothing.
        const id = readRecordId(text);
        if (id === undefined) where.push(sql`false`);
        else if (filter.via)
          where.push(
            sql`${first} = (select ${sql.ref(`${filter.via.table}.${filter.via.column}`)} from ${sql.table(filter.via.table)} where ${sql.ref(`${filter.via.table}.id`)} = ${id})`,
          );
        else where.push(sql`${first} = ${id}`);
        break;
      }
      case 'contains': {
        const pattern = `%${likeEscape(text)}%`;
        if (filter.valuesTable)
          lookups.push({
            column: first,
            columnName: (filter.columns ?? [param])[0]!,
            valuesTable: filter.valuesTable,
            pattern,
          });
        else where.push(sql`${first} ilike ${pattern}`);
        break;
      }
      case 'prefix':
        where.push(sql`${first} ilike ${`${likeEscape(text)}%`}`);
        break;
      case 'digits': {
        // Anywhere in the stored digits ('982247' finds 123.982.247-00), as text: the trigram
        // indexes of migration 0012 are built on the column as text (a CPF is char(11)).
        const clean = unmask('cnpj', text);
        if (clean) where.push(sql`${first}::text like ${`%${likeEscape(clean)}%`}`);
        break;
      }
      case 'search': {
        // A column stored as digits (phone, CPF, CNPJ) is searched by the digits typed: '98765-4321'
        // finds 11987654321. Other columns by the text as typed.
        const digits = digitsTyped(text);
        where.push(
          sql`(${sql.join(
            cols.map((c, i) =>
              digits && isDigitColumn(d, columns[i]!)
                ? sql`${c}::text like ${`%${digits}%`}`
                : sql`${c} ilike ${`%${likeEscape(text)}%`}`,
            ),
            sql` or `,
          )})`,
        );
        break;
      }
      case 'any-contains': {
        // A list kept in `extra` is JSON: its elements as text (nothing when it holds no list).
        const elements = extra.has(columns[0]!)
          ? sql`jsonb_array_elements_text(case when jsonb_typeof(${first}) = 'array' then ${first} end)`
          : sql`unnest(${first})`;
        where.push(sql`exists (select 1 from ${elements} as m(v) where m.v ilike ${`%${likeEscape(text)}%`})`);
        break;
      }
      case 'status-class': {
        const m = /^([1-5])xx$/i.exec(text);
        if (!m) throw new HttpError(400, apiMessages.filterStatusClassInvalid(label));
        // The class itself, not a range: a range of statuses loses the index's id order.
        where.push(statusClassIs(first, Number(m[1])));
        break;
      }
      case 'gte':
      case 'lte': {
        const isDate = filterType === 'date';
        let bound: Date | number;
        if (isDate) bound = parseDate(text, label, filter.op === 'lte', timeZone);
        else {
          bound = readNumber();
          // An integer column is compared with integers: ≥ 2.5 is ≥ 3, ≤ 2.5 is ≤ 2 (within JS's exact range).
          if (fieldType === 'integer')
            bound = Math.min(
              Number.MAX_SAFE_INTEGER,
              Math.max(Number.MIN_SAFE_INTEGER, filter.op === 'gte' ? Math.ceil(bound) : Math.floor(bound)),
            );
        }
        if (filter.op === 'gte') where.push(sql`${first} >= ${bound}`);
        else where.push(isDate ? sql`${first} < ${bound}` : sql`${first} <= ${bound}`);
        break;
      }
    }
  }
  const sort = readSort(d, query, extra);
  return { page, perPage, where, lookups, ...(sort && { sort }), exactCount: query.count === 'exact' };
}

/** Whether a filter column holds a field stored as digits (masked cpf, cnpj or phone). */
function isDigitColumn(d: ServedDescriptor, column: string): boolean {
  if (column.includes('.')) return false;
  const field = Object.keys(d.fields).find((name) => columnOf(d, name) === column);
  const mask = field === undefined ? undefined : d.fields[field]!.mask;
  return mask !== undefined && DIGIT_MASKS.has(mask);
}
