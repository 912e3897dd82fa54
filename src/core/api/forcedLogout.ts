import { HttpError } from './HttpError.js';

/**
 * API error codes that end the session (DECISIONS.md 3): 99 no or malformed token, 98 expired
 * token, 97 user blocked, 96 user no longer exists.
 */
export const FORCED_LOGOUT_CODES: readonly number[] = [96, 97, 98, 99];

/** Message of the forced-logout dialog when the server sends none (spec 8). */
export const FORCED_LOGOUT_MESSAGE = 'Erro de autenticação!';

/** True for a code that must log the user out. */
export function isForcedLogoutCode(code: unknown): code is number {
  return typeof code === 'number' && FORCED_LOGOUT_CODES.includes(code);
}

/**
 * True for an error the API client has already reported as a forced logout: screens skip their
 * own error dialog for it (the session's dialog is already on screen).
 */
export function isForcedLogoutError(error: unknown): error is HttpError {
  return error instanceof HttpError && isForcedLogoutCode(error.code);
}
