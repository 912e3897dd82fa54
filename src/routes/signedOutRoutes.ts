import type { ConsoleRoute } from './ConsoleRoute.js';

/** The two public screens, reachable signed in or not. */
export const deleteAccountRoute = {
  path: '/delete-account',
  view: 'deleteAccount',
  title: 'Excluir cadastro',
} as const satisfies ConsoleRoute;
export const resetPasswordRoute = {
  path: '/reset-password',
  view: 'resetPassword',
  title: 'Redefinir senha',
} as const satisfies ConsoleRoute;

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
 * Signed-out routes (spec 2.2): the login at / and at any unknown path, plus the two public
 * screens. Apart from routeTable.ts (the signed-in routes, built from the descriptors), so the
 * login page loads no descriptor.
 */
export const SIGNED_OUT_ROUTES: readonly ConsoleRoute[] = [
  { path: '/', view: 'login', title: 'Login' },
  deleteAccountRoute,
  resetPasswordRoute,
  { path: '*', view: 'login', title: 'Login' },
];
