/**
 * The paths of one saved view and of the default choice, under `paths.listViews`
 * (schemas/api/endpoints.json; server/routes/listViewsRoutes.ts registers the same).
 *
 * @example listViewPath('/admin/v1/list-views', 7) // '/admin/v1/list-views/7'
 * @example listViewPath('/admin/v1/list-views', ':id') // the route, as Fastify spells it
 */
export function listViewPath(base: string, id: number | ':id'): string {
  return `${base}/${id}`;
}

/**
 * Where the signed-in user's default view of a list is set (PUT `{ list, view_id }`).
 *
 * @example listViewDefaultPath('/admin/v1/list-views') // '/admin/v1/list-views/default'
 */
export function listViewDefaultPath(base: string): string {
  return `${base}/default`;
}
