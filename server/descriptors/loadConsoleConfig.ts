import { join, relative } from 'node:path';
import type { ConsoleConfig } from '../../src/core/console/ConsoleConfig.js';
import { checkConsoleReferences, type ConsoleFiles } from '../../src/core/console/checkConsoleReferences.js';
import { sanitizeConsoleConfig } from '../../src/core/console/sanitizeConsoleConfig.js';
import type { ClientDescriptor } from '../../src/core/descriptors/Descriptor.js';
import { DescriptorError } from '../../src/core/descriptors/DescriptorError.js';
import { lucideIconProblem } from './lucideIcons.js';
import { readJsonFile } from './readJsonFile.js';

/** The console's shell file, in the descriptors folder. */
const CONSOLE_FILE = 'console.json';

/**
 * Reads schemas/console.json (`dir` the descriptors folder, schemasDir()), sanitises it and checks
 * it against the descriptors already loaded: their menu groups and list views, the home route,
 * addresses used twice, and every icon (a descriptor's or a screen's) against the installed
 * lucide-react. Used at start (server/app.ts), by the console build and the dev server
 * (descriptorsVitePlugin) and by `npm run schemas:check`. Throws DescriptorError with the file,
 * the JSON path and the reason.
 *
 * @example loadConsoleConfig(schemasDir(), loadDescriptors(schemasDir())).home // '/config'
 */
export function loadConsoleConfig(
  dir: string,
  descriptors: readonly ClientDescriptor[],
  root = process.cwd(),
): ConsoleConfig {
  const label = (file: string) => relative(root, join(dir, file)) || join(dir, file);
  const files: ConsoleFiles = { console: label(CONSOLE_FILE), descriptor: (key) => label(`${key}.json`) };
  const config = sanitizeConsoleConfig(readJsonFile(join(dir, CONSOLE_FILE), files.console), files.console);
  checkConsoleReferences(config, descriptors, files);
  const icons: (readonly [file: string, path: string, icon: string])[] = [
    ...descriptors.flatMap((d) => (d.menu ? [[files.descriptor(d.key), '/menu/icon', d.menu.icon] as const] : [])),
    ...Object.entries(config.screens).flatMap(([name, s]) => [
      ...(s.menu ? [[files.console, `/screens/${name}/menu/icon`, s.menu.icon] as const] : []),
      ...(s.userMenu ? [[files.console, `/screens/${name}/userMenu/icon`, s.userMenu.icon] as const] : []),
    ]),
  ];
  for (const [file, path, icon] of icons) {
    const problem = lucideIconProblem(icon);
    if (problem) throw new DescriptorError(file, path, problem);
  }
  return config;
}
