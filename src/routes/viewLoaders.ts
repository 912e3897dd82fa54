import type { ComponentType } from 'react';
import type { ViewKey } from '../core/views/viewKeys.js';
import type { ViewProps } from '../views/ViewProps.js';

/** A view module: its default export renders the screen. */
export interface ViewModule {
  default: ComponentType<ViewProps>;
}

/**
 * Every screen of the console, by key, as a lazy import: each module becomes its own chunk, so
 * the login screen loads little code. The route table (routeTable.ts), schemas/console.json and a
 * descriptor's `list.view` name views by these keys.
 *
 * A new hand-written screen adds its key to src/core/views/viewKeys.ts (the list the server and
 * the build check the files against) and its module here, e.g.
 * `prices: () => import('../views/prices/PricesView.js'),` — the module's default export
 * receives `{ route, loadNext }` (src/views/ViewProps.ts).
 */
export const viewLoaders = {
  login: () => import('../views/LoginView.js'),
  notFound: () => import('../views/NotFoundView.js'),
  forbidden: () => import('../views/ForbiddenView.js'),
  forcedPasswordChange: () => import('../views/ForcedPasswordChangeView.js'),
  entityList: () => import('../views/list/EntityListView.js'),
  entityForm: () => import('../views/form/EntityFormView.js'),
  requestLogList: () => import('../views/requestLog/RequestLogListView.js'),
  userProfile: () => import('../views/form/ProfileView.js'),
  prices: () => import('../views/prices/PricesView.js'),
  deleteAccount: () => import('../views/public/DeleteAccountView.js'),
  resetPassword: () => import('../views/public/ResetPasswordView.js'),
  fingerprintList: () => import('../views/fingerprint/FingerprintListView.js'),
  subjectReport: () => import('../views/subjectReport/SubjectReportView.js'),
} satisfies Record<ViewKey, () => Promise<ViewModule>>;
