/**
 * Whether a set of granted permissions includes one permission. Permissions are
 * `<resource>:<action>` (`person:reveal`, `user:read`, `subject-report:create`); a grant may end
 * in a wildcard: `person:*` (every action on a resource) or `*` (everything). The server
 * (roles file in schemas/) decides; the console only hides what would be refused.
 *
 * @example can(['person:*'], 'person:reveal') // true
 * @example can(['person:read'], 'person:reveal') // false
 * @example can(undefined, 'person:read') // false
 */
export function can(granted: readonly string[] | undefined, permission: string): boolean {
  if (!granted) return false;
  const resource = permission.slice(0, permission.indexOf(':'));
  return granted.some((g) => g === '*' || g === permission || (g.endsWith(':*') && g.slice(0, -2) === resource));
}
