import { HttpError } from './HttpError.js';
import * as consoleMessages from './consoleMessages.js';
import { isPlainObject } from './isPlainObject.js';

/**
 * A count an answer must hold under `key` (a list's total or page count): a whole number, zero or
 * more. Anything else is an error (HttpError with the status of a successful answer and a pt-BR
 * message naming the key), never a guessed zero.
 *
 * @example readCount({ items: [], total: 12 }, 'total') // 12
 * @example readCount({ total: '12' }, 'total') // throws HttpError 'Resposta inesperada do servidor: a contagem de registros não veio em "total".'
 */
export function readCount(body: unknown, key: string): number {
  const value = isPlainObject(body) ? body[key] : undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0)
    throw new HttpError(200, consoleMessages.listCountMissing(key));
  return value;
}
