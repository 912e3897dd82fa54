import { createContext } from 'react';

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

/** The signed-in back-office user (login's `data`, or the profile). */
export interface SessionUser {
  id: number;
  name: string;
  email: string;
  role?: string;
  /** What the role may do (`<resource>:<action>`, wildcards allowed; see core/auth/can). */
  permissions?: string[];
  phone?: string;
  is_active?: number;
  /**
   * Their password was set by someone else (the first administrator of a new database): the
   * console shows only the password change until it is done, and the API refuses the rest.
   */
  mustChangePassword?: boolean;
}

export interface AuthContextValue {
  /** 'loading' while a stored token is being checked at startup. */
  status: AuthStatus;
  /** Null when signed out, or when the startup check could not reach the server. */
  user: SessionUser | null;
  /** Signs in; throws the HttpError (message = server's, else `consoleMessages.loginFailed`). */
  login(email: string, password: string): Promise<void>;
  /**
   * Ends the session on the server (POST /api/v2/user/logout: every session of this user, since
   * sessions are versioned per user), then removes the token and shows the login screen. Signs
   * out of this browser even when the call fails, and then says the server did not confirm it.
   */
  logout(): Promise<void>;
  /** Replaces the user shown in the top bar (after the profile is saved). */
  setUser(user: SessionUser): void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
