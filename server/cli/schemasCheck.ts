import { join, relative } from 'node:path';
import { loadDescriptors, schemasDir } from '../descriptors/loadDescriptors.js';
import { loadRoles, rolesFile } from '../descriptors/loadRoles.js';

/**
 * `npm run schemas:check`: checks every descriptor, then the roles file against them (known
 * resources and actions, the users' 'Tipo' options); exit 1 with file, path and reason when one
 * is wrong.
 */
try {
  const dir = schemasDir();
  const descriptors = loadDescriptors(dir);
  for (const d of descriptors)
    console.log(`ok  ${relative(process.cwd(), join(dir, d.key))}.json  (${Object.keys(d.fields).length} campos)`);
  console.log(`${descriptors.length} descritores válidos.`);
  const { roles } = loadRoles(rolesFile(dir), descriptors);
  console.log(
    `ok  ${relative(process.cwd(), rolesFile(dir))}  (papéis: ${roles.map((r) => `${r.key} ${r.grants.length} permissões`).join(', ')})`,
  );
} catch (error) {
  console.error(`Arquivo inválido: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
