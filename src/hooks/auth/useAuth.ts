import { useContext } from 'react';
import { AuthContext, type AuthContextValue } from './AuthContext.js';

/** The session: status, user, login and logout. */
export function useAuth(): AuthContextValue {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth precisa de um <AuthProvider> acima.');
  return auth;
}
