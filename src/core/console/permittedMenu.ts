import { can } from '../auth/can.js';
import type { ShellMenuGroup } from './ConsoleShell.js';

/**
 * The side menu a user sees: the items whose `permission` their role grants (an item without
 * one is everyone's), without a group left empty. Unknown permissions (the startup check could
 * not reach the server) hide nothing: the API decides, as it always does.
 *
 * @example permittedMenu(menuGroups, ['person:*']) // [{ label: 'Cadastros', items: [Pessoas] }]
 */
export function permittedMenu<Icon>(
  groups: readonly ShellMenuGroup<Icon>[],
  permissions: readonly string[] | undefined,
): readonly ShellMenuGroup<Icon>[] {
  if (!permissions) return groups;
  return groups
    .map((group) => ({
      ...group,
      items: group.items.filter((item) => item.permission === undefined || can(permissions, item.permission)),
    }))
    .filter((group) => group.items.length > 0);
}
