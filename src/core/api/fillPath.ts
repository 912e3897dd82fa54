/**
 * A route's path with its `{id}` filled in, percent-encoded (paths of schemas/api/endpoints.json).
 *
 * @example fillPath('/admin/v1/user/{id}/password', 7) // '/admin/v1/user/7/password'
 * @example fillPath('/admin/v1/user/{id}/password', 'a/b') // '/admin/v1/user/a%2Fb/password'
 */
export function fillPath(path: string, id: number | string): string {
  return path.replaceAll('{id}', encodeURIComponent(String(id)));
}
