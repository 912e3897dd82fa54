import type { ClientDescriptor } from '../descriptors/Descriptor.js';

/** The permission each list action needs (the API's own: server/auth/routePermission.ts). */
const ACTION_PERMISSION = { view: 'read', edit: 'write', delete: 'delete' } as const;

/**
 * The list a role may use: the descriptor with only the row actions, 'Cadastrar' and batch
 * selection its permissions allow, and whether it may export (a list with `export: false` never). The console hides the rest; the
 * API refuses it anyway.
 *
 * @example permittedList(person, (p) => p === 'person:read').descriptor.list.actions // []
 */
export function permittedList(
  d: ClientDescriptor,
  can: (permission: string) => boolean,
): { descriptor: ClientDescriptor; canExport: boolean } {
  const may = (action: string) => can(`${d.key}:${action}`);
  const actions = d.list.actions.filter((a) => may(ACTION_PERMISSION[a as keyof typeof ACTION_PERMISSION] ?? 'read'));
  const create = d.list.create && may('write') ? d.list.create : undefined;
  const selection = d.list.selection && may('delete');
  const same = actions.length === d.list.actions.length && create === d.list.create && selection === d.list.selection;
  const { create: _create, ...list } = d.list;
  return {
    descriptor: same ? d : { ...d, list: { ...list, actions, selection, ...(create && { create }) } },
    canExport: d.list.export !== false && may('export'),
  };
}
