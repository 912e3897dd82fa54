import { useCallback } from 'react';
import { can } from '../../core/auth/can.js';
import { useAuth } from './useAuth.js';

/**
 * `can(permission)` for the signed-in user (see core/auth/can). An unknown user can do nothing.
 */
export function useCan(): (permission: string) => boolean {
  const { user } = useAuth();
  const granted = user?.permissions;
  return useCallback((permission: string) => can(granted, permission), [granted]);
}
