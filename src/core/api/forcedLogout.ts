import { HttpError } from './HttpError.js';
import { FORCED_LOGOUT_CODES } from './AuthCode.js';

/** True for a code that must log the user out (96 to 99, DECISIONS.md 3). */
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
