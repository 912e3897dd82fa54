import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createApiClient, type ApiClient } from '../../core/api/apiClient.js';
import { HttpError } from '../../core/api/HttpError.js';
import { isForcedLogoutError } from '../../core/api/forcedLogout.js';
import { tokenStore } from '../../core/auth/tokenStore.js';
import { ApiContext } from '../api/ApiContext.js';
import { useUiFeedback } from '../feedback/useUiFeedback.js';
import { AuthContext, type AuthContextValue, type AuthStatus, type SessionUser } from './AuthContext.js';
import { readSessionUser } from './readSessionUser.js';

export const LOGIN_PATH = '/api/v2/user/login';
export const PROFILE_PATH = '/admin/v1/user/profile';
export const LOGIN_ERROR_MESSAGE = 'Erro ao realizar login!';

interface LoginResponse {
  access_token?: unknown;
  data?: unknown;
}

interface Session {
  status: AuthStatus;
  user: SessionUser | null;
}

export interface AuthProviderProps {
  /** API base address ('' = same origin), from `loadApiBase`. */
  apiBase: string;
  /** For tests: another fetch. */
  fetchImpl?: typeof fetch;
  children: ReactNode;
}

/**
 * The session and its API client (spec 4, 8). At startup a stored token is checked with
 * GET /admin/v1/user/profile. Any answer with code 96–99, from any call, shows an error dialog
 * with the server's message and, once it is closed, signs out (the token is removed at once).
 * Needs a UiFeedbackProvider above.
 */
export function AuthProvider({ apiBase, fetchImpl, children }: AuthProviderProps) {
  const { showDialog } = useUiFeedback();
  const [session, setSession] = useState<Session>(() => ({ status: tokenStore.get() ? 'loading' : 'signedOut', user: null }));
  /** True from a forced-logout error until the user is signed out: later 96–99 answers add no dialog. */
  const forcingLogout = useRef(false);

  const logout = useCallback(() => {
    tokenStore.remove();
    forcingLogout.current = false;
    setSession({ status: 'signedOut', user: null });
  }, []);

  const onAuthError = useCallback(
    (error: HttpError) => {
      if (forcingLogout.current) return;
      forcingLogout.current = true;
      tokenStore.remove();
      showDialog({ type: 'error', message: error.message, onClose: logout });
    },
    [showDialog, logout],
  );

  const client = useMemo<ApiClient>(
    () => createApiClient({ baseUrl: apiBase, getToken: tokenStore.get, onAuthError, ...(fetchImpl && { fetchImpl }) }),
    [apiBase, onAuthError, fetchImpl],
  );

  // Startup check of a stored token.
  const checking = session.status === 'loading';
  useEffect(() => {
    if (!checking) return;
    let cancelled = false;
    client
      .get<{ data?: unknown }>(PROFILE_PATH)
      .then((body) => {
        if (!cancelled) setSession({ status: 'signedIn', user: readSessionUser(body?.data) });
      })
      .catch((error: unknown) => {
        if (cancelled || isForcedLogoutError(error)) return;
        // The server could not confirm the session (unreachable, 5xx): the stored token keeps
        // the user signed in (spec 4); the next calls will tell.
        setSession({ status: 'signedIn', user: null });
        showDialog({ type: 'error', message: error instanceof HttpError ? error.message : 'Erro de autenticação!' });
      });
    return () => {
      cancelled = true;
    };
  }, [checking, client, showDialog]);

  const login = useCallback(
    async (email: string, password: string) => {
      const body = await client.post<LoginResponse | undefined>(LOGIN_PATH, { email, password }, { auth: false, fallbackMessage: LOGIN_ERROR_MESSAGE });
      const token = body?.access_token;
      if (typeof token !== 'string' || !token) throw new HttpError({ status: 200, message: LOGIN_ERROR_MESSAGE });
      tokenStore.set(token);
      forcingLogout.current = false;
      setSession({ status: 'signedIn', user: readSessionUser(body?.data) });
    },
    [client],
  );

  const setUser = useCallback((user: SessionUser) => setSession((s) => ({ ...s, user })), []);

  const value = useMemo<AuthContextValue>(
    () => ({ status: session.status, user: session.user, login, logout, setUser }),
    [session, login, logout, setUser],
  );

  return (
    <ApiContext.Provider value={client}>
      <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
    </ApiContext.Provider>
  );
}
