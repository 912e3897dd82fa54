import type { ConsoleShell } from '../../src/core/console/ConsoleShell.js';
import { lucideExportName } from '../../src/core/console/lucideExportName.js';
import type { ClientDescriptor } from '../../src/core/descriptors/Descriptor.js';

/** Stands for an icon in the JSON until it is replaced by the icon's import. */
const ICON = '\u0000lucide:';

/**
 * Source of `virtual:console-shell`: the shell's data as JSON, each icon name replaced by the
 * lucide-react component imported by name, one static import per icon used — the bundle gets
 * those icons and no map of all of them. The icon names were checked by loadConsoleConfig.
 *
 * @example shellModuleCode(shell)
 * // import { Cpu, Users } from 'lucide-react';
 * // export const home = "/config"; ... icon: Cpu ...
 */
export function shellModuleCode(shell: ConsoleShell): string {
  const icons = new Set<string>();
  const json = (value: unknown) =>
    JSON.stringify(value, (key, v: unknown) => {
      if (key !== 'icon' || typeof v !== 'string') return v;
      icons.add(lucideExportName(v));
      return `${ICON}${lucideExportName(v)}`;
    }).replace(/"\\u0000lucide:(\w+)"/g, '$1');
  const body = [
    `export const home = ${json(shell.home)};`,
    `export const screens = ${json(shell.screens)};`,
    `export const menuGroups = ${json(shell.menuGroups)};`,
    `export const userMenu = ${json(shell.userMenu)};`,
  ];
  const imports = icons.size ? [`import { ${[...icons].sort().join(', ')} } from 'lucide-react';`] : [];
  return [...imports, ...body, ''].join('\n');
}

/** Source of `virtual:console-public`: the public screens' routes, for the login's chunk (no icons). */
export function publicScreensModuleCode(shell: ConsoleShell): string {
  return `export const publicScreens = ${JSON.stringify(shell.publicScreens)};\n`;
}

/** Whether a descriptor has a form whose validators are precompiled. */
export function isEditable(d: ClientDescriptor): boolean {
  return !d.readOnly && d.form !== undefined;
}

/**
 * Source of `virtual:validator-loaders`: for every editable descriptor, its two precompiled
 * validators as lazy imports (`virtual:validators/<key>/<create|update>`, one chunk each).
 */
export function validatorLoadersModuleCode(descriptors: readonly ClientDescriptor[], prefix: string): string {
  const entries = descriptors.filter(isEditable).map((d) => {
    const mode = (m: string) => `${m}: () => import(${JSON.stringify(`${prefix}${d.key}/${m}`)})`;
    return `  ${JSON.stringify(d.key)}: { ${mode('create')}, ${mode('update')} },`;
  });
  return ['export const validatorLoaders = {', ...entries, '};', ''].join('\n');
}
