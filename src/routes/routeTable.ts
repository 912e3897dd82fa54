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
 * The list route and the two form routes of one descriptor, titled from it, each with the
 * permission it needs (the API's own, server/auth/routePermission.ts): the list and a record's
 * form `<key>:read`, the new-record form `<key>:write`.
 */
function descriptorRoutes(d: ClientDescriptor): ConsoleRoute[] {
  const list: ConsoleRoute = {
    path: d.routes.list,
    view: specialLists[d.key] ?? 'entityList',
    title: d.title,
    entity: d.key,
    ...(d.breadcrumb && { breadcrumb: d.breadcrumb }),
    permission: `${d.key}:read`,
  };
  if (!d.routes.form || !d.form) return [list];
  if (list.view === 'entityList') list.next = 'entityForm';
  const form = {
    view: 'entityForm',
    title: d.form.title,
    entity: d.key,
    ...(d.form.breadcrumb && { breadcrumb: d.form.breadcrumb }),
  } as const;
  return [
    list,
    { path: d.routes.form, ...form, permission: `${d.key}:write` },
    { path: `${d.routes.form}/:id`, ...form, permission: `${d.key}:read` },
  ];
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
  {
    path: '/user/profile',
    view: 'userProfile',
    title: 'Meu Perfil',
    breadcrumb: [{ label: 'Dashboard', to: '/' }, { label: 'Meu Perfil' }],
  },
  {
    path: '/prices',
    view: 'prices',
    title: 'Lista de Preços',
    breadcrumb: [{ label: 'Financeiro' }, { label: 'Preços' }],
    permission: 'prices:read',
  },
  {
    path: '/subject-report',
    view: 'subjectReport',
    title: 'Relatório do titular',
    breadcrumb: [{ label: 'Privacidade' }, { label: 'Relatório do titular' }],
    permission: 'subject-report:create',
  },
  deleteAccountRoute,
  resetPasswordRoute,
  { path: '*', view: 'notFound', title: 'Not Found' },
];

export { SIGNED_OUT_ROUTES } from './signedOutRoutes.js';
