import type { Page } from 'playwright-core';
import type { CheckName } from './pageProbes.js';
import { PERMISSIONS_KEY, permissionsValue } from '../../src/core/auth/permissionStore.js';

/** A console under measurement: ours, or the react-admin peer. */
export interface ConsoleTarget {
  name: 'ours' | 'react-admin';
  baseUrl: string;
  /** localStorage entries that sign the page in (and, for the peer, point it at the API). */
  storage: Record<string, string>;
  /** The request-log list ('Logs de Requisições'). */
  listPath: string;
  /** In-page check (pageProbes) true once the list shows `rows` rows, not loading. */
  shows: CheckName;
  /** Gets the page-size control ready (focus it, open its menu): not part of the measured interaction. */
  openSizes(page: Page): Promise<void>;
  /** The interaction measured: picks 1000 rows per page the way an operator does (trusted input). */
  pick1000(page: Page): Promise<void>;
}

/**
 * Our console, signed in as a browser that signed in before keeps it: the token and the
 * permissions the profile gave (src/core/auth/permissionStore.ts), read by a cold load before React.
 */
export function oursTarget(baseUrl: string, token: string, permissions: readonly string[]): ConsoleTarget {
  return {
    name: 'ours',
    baseUrl,
    storage: { authToken: token, [PERMISSIONS_KEY]: permissionsValue(token, permissions) },
    listPath: '/requests',
    shows: 'oursShows',
    // A native <select>: focused, then End picks the last size (1000), as a keyboard user does.
    openSizes: (page) => page.getByLabel('Itens por página').focus(),
    pick1000: (page) => page.keyboard.press('End'),
  };
}

export function peerTarget(baseUrl: string, apiUrl: string, token: string): ConsoleTarget {
  return {
    name: 'react-admin',
    baseUrl,
    storage: { authToken: token, apiBase: apiUrl },
    listPath: '/#/request-logs',
    shows: 'peerShows',
    // MUI's rows-per-page menu: opened, then the option clicked.
    openSizes: (page) => page.getByRole('combobox', { name: 'Rows per page:' }).click(),
    pick1000: (page) => page.getByRole('option', { name: '1000' }).click(),
  };
}
