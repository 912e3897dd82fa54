import { isPlainObject } from './isPlainObject.js';

/**
 * The server's `message`, when the answer has a non-empty one (spec 7: shown when present).
 *
 * @example readMessage({ data: {}, message: 'Registro salvo com sucesso!' }) // 'Registro salvo com sucesso!'
 * @example readMessage({ message: '' }) // undefined
 */
export function readMessage(body: unknown): string | undefined {
  const message = isPlainObject(body) ? body.message : undefined;
  return typeof message === 'string' && message ? message : undefined;
}
