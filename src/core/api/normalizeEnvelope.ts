/** Keys that may hold a list's rows, in the order they are tried (spec 7, "Generic list reading"). */
const ROW_KEYS = ['data', 'logs', 'items', 'results'] as const;
/** Keys that may hold a list's total count. */
const TOTAL_KEYS = ['total', 'count', 'totalCount'] as const;
/** Keys that may hold a list's page count. */
const PAGES_KEYS = ['pages', 'totalPages', 'last_page'] as const;
/** Keys that may hold a single record, by default. */
const RECORD_KEYS = ['data', 'config'] as const;

export interface Envelope<Row = Record<string, unknown>, Rec = Record<string, unknown>> {
  /** The list's rows ([] when the body holds none). */
  rows: Row[];
  /** Total count of matching rows; the row count when the body gives none. */
  total: number;
  /** Page count; computed from total and `pageSize` when the body gives none. */
  pages: number;
  /** The single record under the record key(s); the body itself when it is an object without them. */
  record: Rec | undefined;
  /** The server's `message`, when present. */
  message: string | undefined;
}

export interface EnvelopeOptions {
  /** Where the record lives (`'config'` for device configurations); default `data`, then `config`. */
  recordKey?: string | readonly string[];
  /** Page size asked for, to compute `pages` when the body has no page count. */
  pageSize?: number;
}

/**
 * Reads any of the API's envelopes, so that screens never do.
 *
 * @example
 * normalizeEnvelope({ items: [a, b], total: 12, pages: 2 })      // rows [a, b], total 12, pages 2
 * normalizeEnvelope({ data: [a], total: 31, last_page: 4 })     // rows [a], total 31, pages 4
 * normalizeEnvelope([a, b, c], { pageSize: 10 })                 // rows [a, b, c], total 3, pages 1
 * normalizeEnvelope({ config: c, message: 'ok' }, { recordKey: 'config' }).record // c
 */
export function normalizeEnvelope<Row = Record<string, unknown>, Rec = Record<string, unknown>>(
  body: unknown,
  options: EnvelopeOptions = {},
): Envelope<Row, Rec> {
  const obj = isPlainObject(body) ? body : undefined;
  // A list nested one level deep ({ data: { items, total } }) is read from the inner object.
  const inner = obj && !findArray(obj) ? firstObject(obj, ROW_KEYS) : undefined;
  const rows = (Array.isArray(body) ? body : ((obj && findArray(obj)) ?? (inner && findArray(inner)) ?? [])) as Row[];
  const total = firstNumber(obj, TOTAL_KEYS) ?? firstNumber(inner, TOTAL_KEYS) ?? rows.length;
  const pages =
    firstNumber(obj, PAGES_KEYS) ??
    firstNumber(inner, PAGES_KEYS) ??
    computePages(total, rows.length, options.pageSize);
  const recordKeys =
    options.recordKey === undefined
      ? RECORD_KEYS
      : typeof options.recordKey === 'string'
        ? [options.recordKey]
        : options.recordKey;
  const record = (obj && (firstObject(obj, recordKeys) ?? (hasAny(obj, recordKeys) ? undefined : obj))) as
    Rec | undefined;
  const message = obj && typeof obj.message === 'string' && obj.message ? obj.message : undefined;
  return { rows, total, pages, record, message };
}

function findArray(obj: Record<string, unknown>): unknown[] | undefined {
  for (const key of ROW_KEYS) {
    const value = obj[key];
    if (Array.isArray(value)) return value;
  }
  return undefined;
}

function firstObject(obj: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> | undefined {
  for (const key of keys) {
    const value = obj[key];
    if (isPlainObject(value)) return value;
  }
  return undefined;
}

function hasAny(obj: Record<string, unknown>, keys: readonly string[]): boolean {
  return keys.some((k) => k in obj);
}

/** First value among `keys` that is a finite number or a numeric string. */
function firstNumber(obj: Record<string, unknown> | undefined, keys: readonly string[]): number | undefined {
  if (!obj) return undefined;
  for (const key of keys) {
    const value = obj[key];
    const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
    if (Number.isFinite(n)) return n;
  }
  return undefined;
}

function computePages(total: number, rowCount: number, pageSize?: number): number {
  if (pageSize && pageSize > 0) return Math.ceil(total / pageSize);
  return rowCount > 0 ? 1 : 0;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
