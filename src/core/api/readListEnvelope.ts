import type { ApiDescriptor } from '../descriptors/Descriptor.js';
import { HttpError } from './HttpError.js';
import * as consoleMessages from './consoleMessages.js';
import { isPlainObject } from './isPlainObject.js';
import { readCount } from './readCount.js';

/** One page of a list, read from its answer. */
export interface ListEnvelope<Row = Record<string, unknown>> {
  rows: Row[];
  /** Matching rows in all pages (10,000 when the server stopped counting: see `totalCapped`). */
  total: number;
  /** True when the server stopped counting at 10,000 (`total_capped`, 'mais de 10.000'). */
  totalCapped: boolean;
  /** Page count: the answer's own when the descriptor names its key, else from `total` and the page size. */
  pages: number;
}

/**
 * Reads one page of a list exactly where its descriptor says (`api.list`: the keys of the rows,
 * the total and, when the answer has one, the page count; spec 7). Nothing is guessed: an answer
 * without them is an error (HttpError with the status of a successful answer and a pt-BR message
 * naming the missing key), never an empty list.
 *
 * @example readListEnvelope({ items: [a, b], total: 12, pages: 2 }, { items: 'items', total: 'total', pages: 'pages' }, 10)
 *   // { rows: [a, b], total: 12, totalCapped: false, pages: 2 }
 * @example readListEnvelope({ items: [a], total: 21 }, { items: 'items', total: 'total' }, 10).pages // 3
 * @example readListEnvelope({ data: [a] }, { items: 'items', total: 'total' }, 10)
 *   // throws HttpError 'Resposta inesperada do servidor: a lista de registros não veio em "items".'
 */
export function readListEnvelope<Row = Record<string, unknown>>(
  body: unknown,
  list: ApiDescriptor['list'],
  pageSize: number,
): ListEnvelope<Row> {
  const rows = isPlainObject(body) ? body[list.items] : undefined;
  if (!Array.isArray(rows)) throw new HttpError(200, consoleMessages.listRowsMissing(list.items));
  const total = readCount(body, list.total);
  const pages = list.pages ? readCount(body, list.pages) : pageSize > 0 ? Math.ceil(total / pageSize) : 1;
  return { rows: rows as Row[], total, totalCapped: isPlainObject(body) && body.total_capped === true, pages };
}
