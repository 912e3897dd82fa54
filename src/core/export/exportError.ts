import { HttpError } from '../api/HttpError.js';
import * as apiMessages from '../api/apiMessages.js';

/**
 * The HttpError of an export that was refused (not 2xx): the server's pt-BR `message` and field
 * errors when the body is the API's JSON error, else `fallback`.
 *
 * @example await exportError(new Response('{"message":"Formato inválido"}', { status: 400 }), 'Erro') // HttpError 400 'Formato inválido'
 */
export async function exportError(response: Response, fallback: string): Promise<HttpError> {
  let body: { message?: unknown; errors?: unknown } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    // not the API's JSON (a proxy's page): the fallback
  }
  const message = typeof body.message === 'string' && body.message.trim() ? body.message : fallback;
  const errors =
    body.errors && typeof body.errors === 'object' && !Array.isArray(body.errors)
      ? Object.fromEntries(Object.entries(body.errors).filter((e): e is [string, string] => typeof e[1] === 'string'))
      : undefined;
  return new HttpError(response.status, message || apiMessages.requestFailed, undefined, errors);
}
