import { HttpError } from '../../core/api/HttpError.js';

/** What a refused save means for the form. */
export type SaveFailure =
  /** 400 with field errors: each message under its field, and the "check the fields" alert. */
  | { kind: 'invalid'; errors: Readonly<Record<string, string>> }
  /** 409 (the record changed meanwhile, or a unique value is taken): the server's message in a dialog, and its field errors if any. */
  | { kind: 'conflict'; message: string; errors: Readonly<Record<string, string>> }
  /** Anything else: the console's error dialog (showError, which stays silent for a forced logout or an abort). */
  | { kind: 'other'; error: unknown };

/**
 * Sorts the error of a failed save (the API's `{ message, errors: { field: message } }`) into
 * what the form shows.
 *
 * @example saveFailure(new HttpError(400, '…', undefined, { email: 'Email inválido' }))
 *   // { kind: 'invalid', errors: { email: 'Email inválido' } }
 * @example saveFailure(new TypeError('Failed to fetch')) // { kind: 'other', error }
 */
export function saveFailure(error: unknown): SaveFailure {
  if (error instanceof HttpError && error.status === 400 && error.errors)
    return { kind: 'invalid', errors: error.errors };
  if (error instanceof HttpError && error.status === 409)
    return { kind: 'conflict', message: error.message, errors: error.errors ?? {} };
  return { kind: 'other', error };
}
