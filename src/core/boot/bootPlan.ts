import type { ClientDescriptor } from '../descriptors/Descriptor.js';
import { can } from '../auth/can.js';
import { isPathWithin, samePath } from '../console/samePath.js';
import { listDataPath } from '../list/listDataPath.js';
import { parseListSearch } from '../list/listQuery.js';
import type { ViewKey } from '../views/viewKeys.js';

/** What the page at an address will need first, signed in: its screens' code and its first reads. */
export interface BootPlan {
  /** The views the route renders (their modules are fetched at once). */
  views: ViewKey[];
  /** API paths (GET) the console will read first, in the order it needs them. */
  gets: string[];
}

export interface BootPlanInput {
  pathname: string;
  search: string;
  descriptors: Record<string, ClientDescriptor>;
  /** schemas/console.json: the home route ('/' shows it) and the hand-written screens. */
  shell: { home: string; screens: Record<string, { path: string; view: ViewKey }> };
  /** The session's profile (schemas/api/endpoints.json `paths.profile`): read before any screen. */
  profilePath: string;
  /** The user's permissions as last known (permissionStore); null: unknown, no list is read early. */
  permissions: readonly string[] | null;
  now?: Date;
  timeZone?: string;
}

/**
 * The code and the reads a signed-in cold load of `pathname` needs, known before React renders
 * (src/boot.ts starts them, so they travel together): always the profile; for an entity's list the
 * user may read (by the permissions last known; unknown: none), its view and the exact first page
 * it will ask for (same state parser, same query builder as the list engine); for a form, the form
 * view; for a hand-written screen, its view.
 *
 * @example bootPlan({ pathname: '/param', search: '', descriptors, shell, profilePath: '/admin/v1/user/profile', permissions: ['*'] })
 *   // { views: ['entityList'], gets: ['/admin/v1/user/profile', '/admin/v1/param?page=1&per_page=10'] }
 */
export function bootPlan(input: BootPlanInput): BootPlan {
  const { descriptors, shell, profilePath } = input;
  const path = samePath(input.pathname, '/') ? shell.home : input.pathname;
  const gets = [profilePath];
  for (const d of Object.values(descriptors)) {
    if (samePath(d.routes.list, path)) {
      // A list the user may not read shows the forbidden screen and asks the API for nothing;
      // while the permissions are unknown, nothing but the profile is read early.
      if (!input.permissions) return { views: [], gets };
      if (!can(input.permissions, `${d.key}:read`)) return { views: ['forbidden'], gets };
      const state = parseListSearch(d, input.search, input.now);
      return { views: [d.list.view ?? 'entityList'], gets: [...gets, listDataPath(d, state, input.timeZone)] };
    }
    if (d.routes.form && d.form && isPathWithin(path, d.routes.form)) return { views: ['entityForm'], gets };
  }
  const screen = Object.values(shell.screens).find((s) => samePath(s.path, path));
  return { views: screen ? [screen.view] : [], gets };
}
