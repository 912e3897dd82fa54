import type { ClientDescriptor } from '../descriptors/Descriptor.js';
import { DescriptorError } from '../descriptors/DescriptorError.js';
import { isViewKey, unknownViewReason } from '../views/viewKeys.js';
import type { ConsoleConfig } from './ConsoleConfig.js';
import { isPathWithin, samePath } from './samePath.js';
import { unknownGroupReason } from './sanitizeConsoleConfig.js';

/** Where each file is, as an administrator reads it in an error (`schemas/console.json`). */
export interface ConsoleFiles {
  console: string;
  descriptor: (key: string) => string;
}

/**
 * What console.json and the descriptors say about each other, checked once both are sanitised:
 * every descriptor's `menu.group` is a group of console.json and its `menu.to` a route that
 * exists; every `list.view` a key of the view registry; no screen takes a descriptor's address;
 * the home route is a descriptor's list or a screen. Throws DescriptorError with the file that
 * must change, the JSON path and the reason.
 *
 * @example checkConsoleReferences(config, descriptors, { console: 'schemas/console.json',
 *   descriptor: (key) => `schemas/${key}.json` })
 */
export function checkConsoleReferences(
  config: ConsoleConfig,
  descriptors: readonly ClientDescriptor[],
  files: ConsoleFiles,
): void {
  for (const d of descriptors) {
    const fail = (path: string, reason: string): never => {
      throw new DescriptorError(files.descriptor(d.key), path, reason);
    };
    if (d.list.view !== undefined && !isViewKey(d.list.view)) fail('/list/view', unknownViewReason(d.list.view));
    if (!d.menu) continue;
    if (!config.menuGroups.includes(d.menu.group))
      fail('/menu/group', unknownGroupReason(d.menu.group, config.menuGroups));
    const to = d.menu.to;
    if (to !== undefined && !leadsToRoute(to, config, descriptors))
      fail('/menu/to', `"${to}" não é uma rota do console (a lista, o formulário ou uma tela de console.json)`);
  }

  const failConsole = (path: string, reason: string): never => {
    throw new DescriptorError(files.console, path, reason);
  };
  const screens = [
    ...Object.entries(config.screens).map(([name, s]) => [`/screens/${name}/path`, s.path] as const),
    ...Object.entries(config.publicScreens).map(([name, s]) => [`/publicScreens/${name}/path`, s.path] as const),
  ];
  for (const [at, path] of screens) {
    for (const d of descriptors) {
      for (const [what, route] of [
        ['routes.list', d.routes.list],
        ['routes.form', d.routes.form],
      ] as const) {
        if (route !== undefined && samePath(route, path))
          failConsole(at, `"${path}" já é usado por ${files.descriptor(d.key)} (${what})`);
      }
    }
  }
  const homes = [...descriptors.map((d) => d.routes.list), ...Object.values(config.screens).map((s) => s.path)];
  if (!homes.some((route) => samePath(route, config.home)))
    failConsole('/home', `"${config.home}" não é uma rota de lista de um descritor nem o path de uma tela de screens`);
}

/** A descriptor's list or form route (or one record's form: the form route and an id) or a screen's path. */
function leadsToRoute(to: string, config: ConsoleConfig, descriptors: readonly ClientDescriptor[]): boolean {
  const screens = [...Object.values(config.screens), ...Object.values(config.publicScreens)];
  const recordForm = (form: string) => {
    const id = to.replace(/\/+$/, '').slice(form.replace(/\/+$/, '').length + 1);
    return isPathWithin(to, form) && id !== '' && !id.includes('/');
  };
  return (
    screens.some((s) => samePath(s.path, to)) ||
    descriptors.some(
      ({ routes }) =>
        samePath(routes.list, to) ||
        (routes.form !== undefined && (samePath(routes.form, to) || recordForm(routes.form))),
    )
  );
}
