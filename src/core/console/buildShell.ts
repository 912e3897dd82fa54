import type { ClientDescriptor, MenuEntry, Route } from '../descriptors/Descriptor.js';
import type { ConsoleConfig, ConsoleScreen } from './ConsoleConfig.js';
import type { ConsoleShell, ShellMenuItem, ShellRoute } from './ConsoleShell.js';
import { isPathWithin, samePath } from './samePath.js';

/** A menu item before grouping: its group and order still attached. */
interface Placed {
  group: string;
  order: number;
  item: ShellMenuItem;
}

/**
 * The shell of the console from sanitised (and cross-checked) console.json and descriptors: the
 * side menu's groups with each descriptor's and screen's entry, in order; the user menu; the
 * hand-written screens' routes. Which paths highlight an entry is derived, not written: its
 * list and form routes (and `menu.to`), '/' too for the home entry, except the addresses below
 * them that belong to another screen ('/user/profile' does not highlight 'Usuários').
 *
 * @example buildShell(config, descriptors).menuGroups[0].items[0]
 * // { label: 'Dispositivos', to: '/config', icon: 'cpu', activeFor: ['/', '/config'], except: [], permission: 'device-config:read' }
 */
export function buildShell(config: ConsoleConfig, descriptors: readonly ClientDescriptor[]): ConsoleShell {
  const routes: { path: Route; owner: string }[] = [
    ...descriptors.flatMap((d) =>
      [d.routes.list, d.routes.form].filter((p) => p !== undefined).map((path) => ({ path, owner: d.key })),
    ),
    ...Object.entries({ ...config.screens, ...config.publicScreens }).map(([name, s]) => ({
      path: s.path,
      owner: `screen:${name}`,
    })),
  ];
  const item = (owner: string, own: Route[], entry: Omit<MenuEntry, 'group' | 'order'>, permission?: string) => {
    const activeFor = outermost(own);
    const except = outermost(
      routes
        .filter((r) => r.owner !== owner && activeFor.some((base) => isPathWithin(r.path, base)))
        .map((r) => r.path),
    );
    if (activeFor.some((base) => isPathWithin(config.home, base))) activeFor.unshift('/');
    const built: ShellMenuItem = { label: entry.label, to: entry.to ?? own[0]!, icon: entry.icon, activeFor, except };
    if (permission) built.permission = permission;
    return built;
  };

  const placed: Placed[] = [];
  for (const d of descriptors) {
    if (!d.menu) continue;
    const own = [d.routes.list, ...(d.routes.form ? [d.routes.form] : []), ...(d.menu.to ? [d.menu.to] : [])];
    placed.push({ group: d.menu.group, order: d.menu.order, item: item(d.key, own, d.menu, `${d.key}:read`) });
  }
  for (const [name, s] of Object.entries(config.screens)) {
    if (s.menu)
      placed.push({
        group: s.menu.group,
        order: s.menu.order,
        item: item(`screen:${name}`, [s.path], s.menu, s.permission),
      });
  }
  const byOrder = (a: { order: number; label: string }, b: { order: number; label: string }) =>
    a.order - b.order || a.label.localeCompare(b.label, 'pt-BR');

  return {
    home: config.home,
    screens: Object.values(config.screens).map(toRoute),
    publicScreens: Object.values(config.publicScreens).map(({ path, view, title }) => ({ path, view, title })),
    menuGroups: config.menuGroups
      .map((label) => ({
        label,
        items: placed
          .filter((p) => p.group === label)
          .sort((a, b) => byOrder({ order: a.order, label: a.item.label }, { order: b.order, label: b.item.label }))
          .map((p) => p.item),
      }))
      .filter((group) => group.items.length > 0),
    userMenu: Object.values(config.screens)
      .filter((s): s is ConsoleScreen & Required<Pick<ConsoleScreen, 'userMenu'>> => s.userMenu !== undefined)
      .sort((a, b) => byOrder(a.userMenu, b.userMenu))
      .map((s) => ({
        label: s.userMenu.label,
        to: s.path,
        icon: s.userMenu.icon,
        ...(s.permission && { permission: s.permission }),
      })),
  };
}

function toRoute({ path, view, title, breadcrumb, permission }: ConsoleScreen): ShellRoute {
  return { path, view, title, ...(breadcrumb && { breadcrumb }), ...(permission && { permission }) };
}

/** The paths not below another one of the list, each once: ['/user', '/user/form'] → ['/user']. */
function outermost(paths: readonly Route[]): Route[] {
  return paths.filter(
    (p, i) => !paths.some((other, j) => j !== i && isPathWithin(p, other) && !(samePath(p, other) && j > i)),
  );
}
