import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Descriptor } from '../../src/core/descriptors/Descriptor.js';
import { DescriptorError } from '../../src/core/descriptors/DescriptorError.js';
import { sanitizeRoles, type Roles } from './sanitizeRoles.js';

/** The roles file's name in the schemas folder. */
const ROLES_FILE = 'roles.json';

/**
 * Reads and sanitises the roles file: `source` is its path, or its already-parsed content (tests
 * give their own roles). Throws DescriptorError naming the file, the JSON path and the reason.
 *
 * @example loadRoles(join(schemasDir(), ROLES_FILE), descriptors)
 */
export function loadRoles(
  source: string | { roles: unknown },
  descriptors: readonly Descriptor[],
  root = process.cwd(),
): Roles {
  if (typeof source !== 'string') return sanitizeRoles(source, `schemas/${ROLES_FILE}`, descriptors);
  const label = relative(root, source) || source;
  let text: string;
  try {
    text = readFileSync(source, 'utf8');
  } catch (error) {
    throw new DescriptorError(
      label,
      '',
      `arquivo não encontrado ou ilegível (${(error as NodeJS.ErrnoException).code ?? String(error)})`,
    );
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new DescriptorError(label, '', `JSON inválido: ${error instanceof Error ? error.message : String(error)}`);
  }
  return sanitizeRoles(raw, label, descriptors);
}

/** The roles file of a schemas folder. */
export function rolesFile(schemasFolder: string): string {
  return join(schemasFolder, ROLES_FILE);
}
