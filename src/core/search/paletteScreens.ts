import { can } from '../auth/can.js';
import type { ShellMenuGroup, ShellUserMenuEntry } from '../console/ConsoleShell.js';

/** A screen the command palette can jump to. */
export interface PaletteScreen<Icon> {
  /** Its menu name ('Pessoas'). */
  label: string;
  /** Its menu group ('Cadastros'), or 'Minha conta' for the user menu's entries. */
  group: string;
  to: string;
  icon: Icon;
}

/** The group the palette gives the top bar's user-menu entries. */
export const USER_MENU_GROUP = 'Minha conta';

/**
 * The screens of the console's menus that a role may open, by their menu names: the side menu's
 * items in menu order, then the user menu's entries (each once, by route). Unknown permissions
 * (the profile not read yet) hide nothing: the API decides, as the side menu does (permittedMenu).
 *
 * @example paletteScreens(menuGroups, userMenu, ['person:read']).map((s) => s.label) // ['Pessoas', 'Meu Perfil']
 */
export function paletteScreens<Icon>(
  menuGroups: readonly ShellMenuGroup<Icon>[],
  userMenu: readonly ShellUserMenuEntry<Icon>[],
  permissions: readonly string[] | undefined,
): PaletteScreen<Icon>[] {
  const allowed = (permission: string | undefined) =>
    !permissions || permission === undefined || can(permissions, permission);
  const screens: PaletteScreen<Icon>[] = [
    ...menuGroups.flatMap((g) =>
      g.items
        .filter((i) => allowed(i.permission))
        .map((i) => ({ label: i.label, group: g.label, to: i.to, icon: i.icon })),
    ),
    ...userMenu
      .filter((e) => allowed(e.permission))
      .map((e) => ({ label: e.label, group: USER_MENU_GROUP, to: e.to, icon: e.icon })),
  ];
  const seen = new Set<string>();
  return screens.filter((s) => !seen.has(s.to) && seen.add(s.to));
}
