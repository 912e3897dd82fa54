/** localStorage key of the login token (spec 3). */
export const TOKEN_KEY = 'authToken';

/**
 * The login token in the browser's local storage. A storage failure (private mode, quota,
 * storage disabled) is only logged to the console (spec 8): reading then gives null.
 */
export const tokenStore = {
  get(): string | null {
    try {
      return localStorage.getItem(TOKEN_KEY);
    } catch (error) {
      console.error('Não foi possível ler o token de acesso.', error);
      return null;
    }
  },
  set(token: string): void {
    try {
      localStorage.setItem(TOKEN_KEY, token);
    } catch (error) {
      console.error('Não foi possível salvar o token de acesso.', error);
    }
  },
  remove(): void {
    try {
      localStorage.removeItem(TOKEN_KEY);
    } catch (error) {
      console.error('Não foi possível remover o token de acesso.', error);
    }
  },
};
