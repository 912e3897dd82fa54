import { HttpError } from './HttpError.js';
import * as consoleMessages from './consoleMessages.js';
import { isPlainObject } from './isPlainObject.js';

/**
 * The record an answer holds under `key` — a descriptor's `api.record` (`data`, or `config` for
 * device configurations), or the key a hand-written route answers with. Nothing is guessed: an
 * answer without an object there is an error (HttpError with the status of a successful answer
 * and a pt-BR message naming the key), never an empty record.
 *
 * @example readRecord({ config: { id: 7 }, message: 'Registro salvo com sucesso!' }, 'config') // { id: 7 }
 * @example readRecord({ data: [] }, 'data') // throws HttpError 'Resposta inesperada do servidor: o registro não veio em "data".'
 */
export function readRecord<Rec = Record<string, unknown>>(body: unknown, key: string): Rec {
  const record = isPlainObject(body) ? body[key] : undefined;
  if (!isPlainObject(record)) throw new HttpError(200, consoleMessages.recordMissing(key));
  return record as Rec;
}
