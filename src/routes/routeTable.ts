import descriptors from 'virtual:descriptors';
import type { ClientDescriptor } from '../core/descriptors/Descriptor.js';
import type { ConsoleRoute } from './ConsoleRoute.js';
import { deleteAccountRoute, resetPasswordRoute } from './signedOutRoutes.js';
import type { ViewKey } from './viewRegistry.js';

/**
 * Entities whose list is a hand-written special view instead of the generic list engine
 * (their descriptor still drives columns, filters and the API).
 */
const specialLists: Partial<Record<string, ViewKey>> = {
  'request-log': 'requestLogList',
  fingerprint: 'fingerprintList',
};

/**
 * Entities only administrators manage (the API's requireAdmin answers 403 to anyone else), until
 * the roles file says who may do what.
 */
const adminOnlyEntities = new Set(['user']);

/** The list route and the two form routes of one descriptor, titled from it. */
export function descriptorRoutes(d: ClientDescriptor): ConsoleRoute[] {
  const adminOnly = adminOnlyEntities.has(d.key) ? { adminOnly: true } : {};
  const list: ConsoleRoute = {
    path: d.routes.list,
    view: specialLists[d.key] ?? 'entityList',
    title: d.title,
    entity: d.key,
    ...(d.breadcrumb && { breadcrumb: d.breadcrumb }),
    ...adminOnly,
  };
  if (!d.routes.form || !d.form) return [list];
  const form = { view: 'entityForm', title: d.form.title, entity: d.key, ...(d.form.breadcrumb && { breadcrumb: d.form.breadcrumb }), ...adminOnly } as const;
  return [list, { path: d.routes.form, ...form }, { path: `${d.routes.form}/:id`, ...form }];
}

const entityRoutes = Object.values(descriptors).flatMap(descriptorRoutes);
const home = entityRoutes.find((r) => r.path === '/config')!;

/**
 * Signed-in routes (spec 2.2), inside the shell: '/' is the device configuration list; every
 * entity's list and form routes come from its descriptor (schemas/*.json); anything else shows
 * 'Not Found'. Routes match case-insensitively ('/Param/form' works).
 */
export const SIGNED_IN_ROUTES: readonly ConsoleRoute[] = [
  { ...home, path: '/' },
  ...entityRoutes,
  { path: '/user/profile', view: 'userProfile', title: 'Meu Perfil', breadcrumb: [{ label: 'Dashboard', to: '/' }, { label: 'Meu Perfil' }] },
  { path: '/prices', view: 'prices', title: 'Lista de Preços', breadcrumb: [{ label: 'Financeiro' }, { label: 'Preços' }] },
  deleteAccountRoute,
  resetPasswordRoute,
  { path: '*', view: 'notFound', title: 'Not Found' },
];

export { SIGNED_OUT_ROUTES } from './signedOutRoutes.js';
