import { join, relative } from 'node:path';
import { schemasDir } from '../descriptors/loadDescriptors.js';
import { rolesFile } from '../descriptors/loadRoles.js';
import { checkSchemaFiles } from '../schemasCheck/checkSchemaFiles.js';
import { checkDatabase } from '../schemasCheck/checkDatabase.js';
import { openDbToCheck } from '../schemasCheck/openDbToCheck.js';
import { formatProblem } from '../schemasCheck/SchemaProblem.js';
import { ENDPOINTS_FILE } from '../routes/loadEndpoints.js';

/**
 * `npm run schemas:check`: checks every file of the schemas folder (descriptors, then
 * console.json, api/endpoints.json and the roles file against them), then, when the database `npm start` would open
 * answers, the descriptors against it (docs/descriptors-checks.md): tables and columns they
 * name, records lacking a required field, data left in `extra` by a removed field. One line per
 * problem (file, JSON path, reason, the command that fixes it); exit 1 when any is an error.
 */
async function main(): Promise<number> {
  const dir = schemasDir();
  let checked;
  try {
    checked = checkSchemaFiles(dir);
  } catch (error) {
    console.error(`Arquivo inválido: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  const { descriptors, console: consoleConfig, endpoints, roles } = checked;
  for (const d of descriptors)
    console.log(`ok  ${relative(process.cwd(), join(dir, d.key))}.json  (${Object.keys(d.fields).length} campos)`);
  console.log(`${descriptors.length} descritores válidos.`);
  const screens = Object.keys(consoleConfig.screens).length;
  console.log(
    `ok  ${relative(process.cwd(), join(dir, 'console.json'))}  (${screens} telas, menu de ${consoleConfig.menuGroups.length} grupos)`,
  );
  console.log(
    `ok  ${relative(process.cwd(), join(dir, ENDPOINTS_FILE))}  (${Object.keys(endpoints.paths).length} rotas próprias)`,
  );
  console.log(
    `ok  ${relative(process.cwd(), rolesFile(dir))}  (papéis: ${roles.roles.map((r) => `${r.key} ${r.grants.length} permissões`).join(', ')})`,
  );

  const db = await openDbToCheck(process.env);
  if ('unreachable' in db) {
    console.log(`Banco de dados não conferido: ${db.unreachable}. Conferidos só os arquivos.`);
    return 0;
  }
  try {
    console.log(`Banco de dados: ${db.handle.location}`);
    const problems = await checkDatabase(db.handle.db, descriptors);
    for (const p of problems) (p.level === 'erro' ? console.error : console.log)(formatProblem(p));
    const errors = problems.filter((p) => p.level === 'erro').length;
    console.log(errors ? `${errors} erro(s) no banco.` : 'Descritores conferem com o banco.');
    return errors ? 1 : 0;
  } finally {
    await db.handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
