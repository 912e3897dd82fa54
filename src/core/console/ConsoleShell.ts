import type { BreadcrumbItem, Route } from '../descriptors/Descriptor.js';
import type { ViewKey } from '../views/viewKeys.js';

/**
 * The console's shell as built from schemas/console.json and the descriptors (buildShell), what
 * `virtual:console-shell` exports. `Icon` is a lucide name here and the icon's component in the
 * generated module.
 */
export interface ConsoleShell<Icon = string> {
  /** The route shown at '/' too. */
  home: Route;
  /** The hand-written signed-in screens. */
  screens: ShellRoute[];
  /** The screens reachable signed in or not. */
  publicScreens: ShellRoute[];
  /** The side menu, top to bottom, without groups left empty. */
  menuGroups: ShellMenuGroup<Icon>[];
  /** The entries of the top bar's user menu, in order (before 'Logout'). */
  userMenu: ShellUserMenuEntry<Icon>[];
}

/** A hand-written screen's route. */
export interface ShellRoute {
  path: Route;
  view: ViewKey;
  title: string;
  breadcrumb?: BreadcrumbItem[];
  /** What the screen needs (`<resource>:<action>`); absent: every signed-in user. */
  permission?: string;
}

export interface ShellMenuGroup<Icon = string> {
  label: string;
  items: ShellMenuItem<Icon>[];
}

/** One link of the side menu. */
export interface ShellMenuItem<Icon = string> {
  label: string;
  /** Where the link goes. */
  to: Route;
  icon: Icon;
  /** Paths that highlight the item: each one itself or anything below it (case-insensitive). */
  activeFor: Route[];
  /** Paths below `activeFor` that belong to other screens and do not highlight it. */
  except: Route[];
  /** What the screen needs (`<resource>:<action>`): shown only to a role granted it; absent: to everyone. */
  permission?: string;
}

/** One entry of the top bar's user menu. */
export interface ShellUserMenuEntry<Icon = string> {
  label: string;
  to: Route;
  icon: Icon;
  permission?: string;
}
