import type { SessionUser } from './AuthContext.js';

/**
 * Whether the signed-in user manages back-office users (role 'admin'; the API's requireAdmin
 * decides, this only hides what would be refused). An unknown user (the startup check could not
 * reach the server) is not an administrator.
 */
export function isAdmin(user: SessionUser | null | undefined): boolean {
  return user?.role === 'admin';
}
