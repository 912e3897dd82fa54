import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createApiClient, type ApiClient } from '../../core/api/apiClient.js';
import { HttpError } from '../../core/api/HttpError.js';
import { isForcedLogoutError } from '../../core/api/forcedLogout.js';
import * as apiMessages from '../../core/api/apiMessages.js';
import { tokenStore } from '../../core/auth/tokenStore.js';
import { earlyRequests } from '../../core/boot/earlyRequests.js';
import { permissionStore } from '../../core/auth/permissionStore.js';
import { ApiContext } from '../api/ApiContext.js';
import { useUiFeedback } from '../feedback/useUiFeedback.js';
import { AuthContext, type AuthContextValue, type AuthStatus, type SessionUser } from './AuthContext.js';
import { readSessionUser, type SessionUserData } from './readSessionUser.js';
import * as consoleMessages from '../../core/api/consoleMessages.js';
import { endpoints } from '../../core/api/endpoints.js';
import type { EndpointBody, EndpointJson } from '../../core/api/apiTypes.js';

/** The profile's answer (GET), as the API's document declares it. */
export type ProfileAnswer = EndpointJson<'profile', 'get'>;

interface Session {
  status: AuthStatus;
  user: SessionUser | null;
}

export interface AuthProviderProps {
  /** API base address ('' = same origin), from `loadApiBase`. */
  apiBase: string;
  /** For tests: another fetch. */
  fetchImpl?: typeof fetch;
  /**
   * The stored token's profile, already read at startup (src/main.tsx, from src/boot.ts's early
   * read): the session starts signed in with it instead of checking the token again.
   */
  initialProfile?: ProfileAnswer | null;
  children: ReactNode;
}

/**
 * The session and its API client (spec 4, 8), at the paths of schemas/api/endpoints.json (login,
 * logout, profile). At startup a stored token is checked with GET of the profile
 * (/admin/v1/user/profile); after a login the profile is read too, so that the console knows
 * whether the user must change their password first. Any answer with code 96–99, from any call,
 * shows an error dialog with the server's message and, once it is closed, signs out (the token
 * is removed at once). Logout ends the session on the server (every session of the user), then
 * here. Needs a UiFeedbackProvider above.
 */
export function AuthProvider({ apiBase, fetchImpl, initialProfile, children }: AuthProviderProps) {
  const { showDialog } = useUiFeedback();
  const [session, setSession] = useState<Session>(() => {
    if (!tokenStore.get()) return { status: 'signedOut', user: null };
    const user = initialProfile ? readSessionUser(initialProfile.data satisfies SessionUserData) : null;
    return user ? { status: 'signedIn', user } : { status: 'loading', user: null };
  });
  /** True from a forced-logout error until the user is signed out: later 96–99 answers add no dialog. */
  const forcingLogout = useRef(false);

  /** Signs out of this browser only: the token goes, the login shows. */
  const signOutHere = useCallback(() => {
    tokenStore.remove();
    permissionStore.remove();
    forcingLogout.current = false;
    setSession({ status: 'signedOut', user: null });
  }, []);

  const onAuthError = useCallback(
    (error: HttpError) => {
      if (forcingLogout.current) return;
      forcingLogout.current = true;
      tokenStore.remove();
      permissionStore.remove();
      showDialog({ type: 'error', message: error.message, onClose: signOutHere });
    },
    [showDialog, signOutHere],
  );

  // The page's own fetch takes the reads src/boot.ts started; a test's fetch takes nothing early.
  const requests = useMemo(() => (fetchImpl ? { fetchImpl } : { earlyRequests }), [fetchImpl]);
  const client = useMemo<ApiClient>(
    // onAuthError reads forcingLogout only when an answer arrives, never while rendering; the rule
    // cannot see that createApiClient keeps the callback for later (React issue #35982).
    // eslint-disable-next-line react-hooks/refs -- the ref is read in the client's response callback, not in render
    () => createApiClient({ baseUrl: apiBase, getToken: tokenStore.get, onAuthError, ...requests }),
    [apiBase, onAuthError, requests],
  );

  // Startup check of a stored token.
  const checking = session.status === 'loading';
  useEffect(() => {
    if (!checking) return;
    let cancelled = false;
    client
      .get<ProfileAnswer>(endpoints.paths.profile)
      .then((body) => {
        if (!cancelled) setSession({ status: 'signedIn', user: readSessionUser(body?.data satisfies SessionUserData) });
      })
      .catch((error: unknown) => {
        if (cancelled || isForcedLogoutError(error)) return;
        // The server could not confirm the session (unreachable, 5xx): the stored token keeps
        // the user signed in (spec 4); the next calls will tell.
        setSession({ status: 'signedIn', user: null });
        showDialog({ type: 'error', message: error instanceof HttpError ? error.message : apiMessages.authError });
      });
    return () => {
      cancelled = true;
    };
  }, [checking, client, showDialog]);

  const login = useCallback(
    async (email: string, password: string) => {
      const credentials: EndpointBody<'login', 'post'> = { email, password };
      const body = await client.post<EndpointJson<'login', 'post'> | undefined>(endpoints.paths.login, credentials, {
        auth: false,
        fallbackMessage: consoleMessages.loginFailed,
      });
      const token = body?.access_token;
      if (typeof token !== 'string' || !token) throw new HttpError(200, consoleMessages.loginFailed);
      tokenStore.set(token);
      forcingLogout.current = false;
      // The login answer does not say whether the password must be changed; the profile does.
      let user = readSessionUser(body?.data satisfies SessionUserData | undefined);
      try {
        const profile = await client.get<ProfileAnswer | undefined>(endpoints.paths.profile);
        user = readSessionUser(profile?.data satisfies SessionUserData | undefined) ?? user;
      } catch (error) {
        // A forced logout (96–99) is already on screen; otherwise the login's own answer will do,
        // and the server still refuses what this user may not do yet.
        if (isForcedLogoutError(error)) return;
      }
      setSession({ status: 'signedIn', user });
    },
    [client],
  );

  const logout = useCallback(async () => {
    let confirmed = true;
    if (tokenStore.get()) {
      // A 96–99 answer here means the session had already ended: no forced-logout dialog.
      forcingLogout.current = true;
      try {
        await client.post<EndpointJson<'logout', 'post'>>(endpoints.paths.logout);
      } catch (error) {
        confirmed = isForcedLogoutError(error);
      }
    }
    signOutHere();
    if (!confirmed) showDialog({ type: 'error', message: consoleMessages.logoutUnconfirmed });
  }, [client, signOutHere, showDialog]);

  // The next cold load's hint of what this user may read (src/boot.ts reads it before React).
  const permissions = session.user?.permissions;
  useEffect(() => {
    const token = tokenStore.get();
    if (token && permissions) permissionStore.set(token, permissions);
  }, [permissions]);

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
