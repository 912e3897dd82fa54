import { publicScreens } from 'virtual:console-public';
import type { ConsoleRoute } from './ConsoleRoute.js';

/**
 * The public screens of schemas/console.json (`publicScreens`: deleting one's registration,
 * resetting a password), reachable signed in or not.
 */
export const PUBLIC_ROUTES: readonly ConsoleRoute[] = publicScreens;

/**
 * Signed in, instead of the shell and at every address, while the user must change their password
 * (the first administrator of a new database): AppRoutes shows only this.
 */
export const forcedPasswordChangeRoute = {
  path: '*',
  view: 'forcedPasswordChange',
  title: 'Defina uma nova senha',
} as const satisfies ConsoleRoute;

/**
 * Signed-out routes (spec 2.2): the login at / and at any unknown path, plus the public screens.
 * Apart from routeTable.ts (the signed-in routes, built from the descriptors), so the login page
 * loads no descriptor.
 */
export const SIGNED_OUT_ROUTES: readonly ConsoleRoute[] = [
  { path: '/', view: 'login', title: 'Login' },
  ...PUBLIC_ROUTES,
  { path: '*', view: 'login', title: 'Login' },
];
