/**
 * API error codes that end the session (DECISIONS.md 3): the console logs the user out on any
 * of them (spec 8).
 */
export const AuthCode = {
  /** No token, or a malformed or forged one. */
  missingToken: 99,
  /** The token expired, or its sessions were ended (logout, password change). */
  expiredToken: 98,
  userBlocked: 97,
  /** The user no longer exists. */
  userGone: 96,
} as const;

export type AuthCode = (typeof AuthCode)[keyof typeof AuthCode];

/** The forced-logout codes: 96, 97, 98 and 99. */
export const FORCED_LOGOUT_CODES: readonly number[] = Object.values(AuthCode);
