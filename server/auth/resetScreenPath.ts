import { join, relative } from 'node:path';
import { sanitizeConsoleConfig } from '../../src/core/console/sanitizeConsoleConfig.js';
import { DescriptorError } from '../../src/core/descriptors/DescriptorError.js';
import type { ViewKey } from '../../src/core/views/viewKeys.js';
import { schemasDir } from '../descriptors/loadDescriptors.js';
import { readJsonFile } from '../descriptors/readJsonFile.js';

/** The console's shell, in the descriptors folder (server/descriptors/loadConsoleConfig.ts). */
const CONSOLE_FILE = 'console.json';

/** The screen a reset link opens: the public screen showing this view. */
const RESET_VIEW: ViewKey = 'resetPassword';

/**
 * The console path of the public reset-password screen: the one schemas/console.json
 * (`publicScreens`) shows the reset view at, so a reset link follows that screen when it moves.
 * Throws DescriptorError when the file has none.
 *
 * @example resetScreenPath() // '/reset-password'
 */
export function resetScreenPath(dir = schemasDir(), root = process.cwd()): string {
  const path = join(dir, CONSOLE_FILE);
  const label = relative(root, path) || path;
  const { publicScreens } = sanitizeConsoleConfig(readJsonFile(path, label), label);
  const screen = Object.values(publicScreens).find((s) => s.view === RESET_VIEW);
  if (!screen) throw new DescriptorError(label, '/publicScreens', `nenhuma tela pública mostra a view "${RESET_VIEW}"`);
  return screen.path;
}
