import type { SessionUser } from './AuthContext.js';

/**
 * What the session keeps of the user in a login or profile answer's `data`. The calls check the
 * API's declared answers against it (`body.data satisfies SessionUserData`), so a response schema
 * that drops or retypes one of these fails `npm run typecheck`.
 */
export interface SessionUserData {
  id: number;
  name: string;
  email: string;
  role: string;
  permissions: string[];
  phone?: string | null;
  is_active?: number;
  must_change_password?: boolean;
}

/** The user in a login or profile answer's `data`, or null when it has no usable shape. */
export function readSessionUser(data: unknown): SessionUser | null {
  if (!data || typeof data !== 'object') return null;
  const d = data as Record<string, unknown>;
  const id = typeof d.id === 'number' ? d.id : Number(d.id);
  if (!Number.isFinite(id) || typeof d.name !== 'string') return null;
  const user: SessionUser = { id, name: d.name, email: typeof d.email === 'string' ? d.email : '' };
  if (typeof d.role === 'string') user.role = d.role;
  if (Array.isArray(d.permissions)) user.permissions = d.permissions.filter((x): x is string => typeof x === 'string');
  if (typeof d.phone === 'string') user.phone = d.phone;
  if (typeof d.is_active === 'number') user.is_active = d.is_active;
  if (d.must_change_password === true) user.mustChangePassword = true;
  return user;
}
