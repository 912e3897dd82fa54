import descriptors from 'virtual:descriptors';
import { home, screens } from 'virtual:console-shell';
import { samePath } from '../core/console/samePath.js';
import type { ClientDescriptor } from '../core/descriptors/Descriptor.js';
import type { ConsoleRoute } from './ConsoleRoute.js';
import { PUBLIC_ROUTES } from './signedOutRoutes.js';

/**
 * The list route and the two form routes of one descriptor, titled from it, each with the
 * permission it needs (the API's own, server/auth/routePermission.ts): the list and a record's
 * form `<key>:read`, the new-record form `<key>:write`. The list is the generic list engine, or
 * the hand-written view its `list.view` names (the descriptor still drives columns, filters and
 * the API).
 */
function descriptorRoutes(d: ClientDescriptor): ConsoleRoute[] {
  const list: ConsoleRoute = {
    path: d.routes.list,
    view: d.list.view ?? 'entityList',
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

const shellRoutes: ConsoleRoute[] = [...Object.values(descriptors).flatMap(descriptorRoutes), ...screens];
// schemas/console.json's home is a descriptor's list or a screen (checked at start and build).
const homeRoute = shellRoutes.find((r) => samePath(r.path, home))!;

/**
 * Signed-in routes (spec 2.2), inside the shell: '/' is the home of schemas/console.json; every
 * entity's list and form routes come from its descriptor (schemas/*.json), the hand-written
 * screens and the public ones from console.json; anything else shows 'Not Found'. Routes match
 * case-insensitively ('/Param/form' works).
 */
export const SIGNED_IN_ROUTES: readonly ConsoleRoute[] = [
  { ...homeRoute, path: '/' },
  ...shellRoutes,
  ...PUBLIC_ROUTES,
  { path: '*', view: 'notFound', title: 'Not Found' },
];

export { SIGNED_OUT_ROUTES } from './signedOutRoutes.js';
