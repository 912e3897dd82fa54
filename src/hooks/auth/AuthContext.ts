import { createContext } from 'react';

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

/** The signed-in back-office user (login's `data`, or the profile). */
export interface SessionUser {
  id: number;
  name: string;
  email: string;
  role?: string;
  phone?: string;
  is_active?: number;
}

export interface AuthContextValue {
  /** 'loading' while a stored token is being checked at startup. */
  status: AuthStatus;
  /** Null when signed out, or when the startup check could not reach the server. */
  user: SessionUser | null;
  /** Signs in; throws the HttpError (message = server's, else 'Erro ao realizar login!'). */
  login(email: string, password: string): Promise<void>;
  /** Removes the token and shows the login screen. */
  logout(): void;
  /** Replaces the user shown in the top bar (after the profile is saved). */
  setUser(user: SessionUser): void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
