import type { BreadcrumbItem, MenuEntry, Route } from '../descriptors/Descriptor.js';
import type { ViewKey } from '../views/viewKeys.js';

/**
 * schemas/console.json after sanitising (sanitizeConsoleConfig): what belongs to no entity. The
 * meta-schema, schemas/console.schema.json, documents every property for administrators.
 */
export interface ConsoleConfig {
  /** The screen shown at '/': a descriptor's list route or a screen's path. */
  home: Route;
  /** The side menu's groups, top to bottom. */
  menuGroups: string[];
  /** The hand-written signed-in screens, by name. */
  screens: Record<string, ConsoleScreen>;
  /** Screens reachable signed in or not, by name. */
  publicScreens: Record<string, PublicScreen>;
}

/** A public screen: no shell when signed out, no permission. */
export interface PublicScreen {
  path: Route;
  view: ViewKey;
  title: string;
}

/** A hand-written signed-in screen. */
export interface ConsoleScreen extends PublicScreen {
  breadcrumb?: BreadcrumbItem[];
  /** `<resource>:<action>` of schemas/roles.json; absent: every signed-in user. */
  permission?: string;
  /** Its side-menu entry (where it goes is its path). */
  menu?: Omit<MenuEntry, 'to'>;
  /** Its entry in the top bar's user menu. */
  userMenu?: UserMenuEntry;
}

/** An entry of the top bar's user menu. */
export interface UserMenuEntry {
  label: string;
  /** A lucide icon by its kebab-case name (`user-cog`). */
  icon: string;
  /** Position, ascending (default 100). */
  order: number;
}
