/** localStorage key of the signed-in user's permissions, as the profile last gave them. */
export const PERMISSIONS_KEY = 'authPermissions';

/** A token is known by its end (a JWT's signature): enough to tell it from another. */
const tokenMark = (token: string) => token.slice(-24);

/** What is stored under PERMISSIONS_KEY for `token` (the benchmark signs its browser in with it too). */
export function permissionsValue(token: string, permissions: readonly string[]): string {
  return JSON.stringify({ token: tokenMark(token), permissions });
}

/**
 * The permissions of the session a token belongs to, kept beside the token so that a cold load
 * knows, before the profile answers, which reads the route's screen will make (src/boot.ts): a
 * screen the user may not open is never asked for. Only a hint: the server decides, and the
 * profile replaces it. Storage failures are ignored (no hint: nothing is read early).
 */
export const permissionStore = {
  /** The permissions stored for `token`; null when none, or stored for another token. */
  get(token: string): string[] | null {
    try {
      const stored = JSON.parse(localStorage.getItem(PERMISSIONS_KEY) ?? 'null') as unknown;
      if (!stored || typeof stored !== 'object') return null;
      const { token: mark, permissions } = stored as { token?: unknown; permissions?: unknown };
      if (mark !== tokenMark(token) || !Array.isArray(permissions)) return null;
      return permissions.filter((p): p is string => typeof p === 'string');
    } catch {
      return null;
    }
  },
  set(token: string, permissions: readonly string[]): void {
    try {
      localStorage.setItem(PERMISSIONS_KEY, permissionsValue(token, permissions));
    } catch {
      // No hint then: nothing is read early.
    }
  },
  remove(): void {
    try {
      localStorage.removeItem(PERMISSIONS_KEY);
    } catch {
      // Nothing stored.
    }
  },
};
