import { readTableColumns } from '../db/readTableColumns.js';
import { resolveExtraFields } from '../crud/resolveStorage.js';
import type { ServedDescriptor } from '../crud/sqlMapping.js';
import { schemasDir, SCHEMAS_DIR } from '../descriptors/loadDescriptors.js';
import { checkSchemaFiles } from '../schemasCheck/checkSchemaFiles.js';
import { countOrphanKeys } from '../schemasCheck/countOrphanKeys.js';
import { openDbToCheck } from '../schemasCheck/openDbToCheck.js';
import { purgeExtraKeys } from '../schemasCheck/purgeExtraKeys.js';
import { countOf } from '../schemasCheck/SchemaProblem.js';
import { shellArgument } from '../schemasCheck/shellArgument.js';

/** The flag that makes the command delete; without it, it only says what it would delete. */
const CONFIRM = '--apagar';
const USAGE = `Uso: npm run schemas:purge -- <descritor> [chave...] [${CONFIRM}]`;

/**
 * `npm run schemas:purge -- <key> [name...] [--apagar]`: the values a removed field left in the
 * `extra` JSON column of descriptor `<key>`'s records (the keys `npm run schemas:check` reports),
 * all of them or only the keys named. Without --apagar it lists what it would delete, with counts;
 * with it, it deletes them in batches and reports how many records changed. A key that is still a
 * field of the descriptor is refused: its values are live data.
 */
async function main(args: string[]): Promise<number> {
  const confirmed = args.includes(CONFIRM);
  const [key, ...named] = args.filter((a) => a !== CONFIRM);
  if (!key || named.some((a) => a.startsWith('--'))) {
    console.error(USAGE);
    return 1;
  }
  const { descriptors } = checkSchemaFiles(schemasDir());
  const d = descriptors.find((x) => x.key === key) as ServedDescriptor | undefined;
  const file = `${SCHEMAS_DIR}/${key}.json`;
  if (!d?.server || d.readOnly) {
    console.error(`${file}: não há descritor editável "${key}" (${descriptors.map((x) => x.key).join(', ')}).`);
    return 1;
  }
  const db = await openDbToCheck(process.env);
  if ('unreachable' in db) {
    console.error(`Banco de dados inacessível: ${db.unreachable}.`);
    return 1;
  }
  try {
    console.log(`Banco de dados: ${db.handle.location}`);
    const tables = await readTableColumns(db.handle.db);
    if (!tables.get(d.server.table)?.has('extra')) {
      console.log(`${file}: a tabela "${d.server.table}" não tem a coluna extra; nada a apagar.`);
      return 0;
    }
    const extra = resolveExtraFields(tables, d);
    const orphans = await countOrphanKeys(db.handle.db, d, extra);
    for (const name of named) {
      if (extra.has(name)) {
        console.error(`${file}: "${name}" é um campo do descritor; seus valores não são apagados.`);
        return 1;
      }
      if (!orphans.some((o) => o.key === name)) console.log(`${file}: nenhum registro tem "${name}" em extra.`);
    }
    const chosen = named.length ? orphans.filter((o) => named.includes(o.key)) : orphans;
    if (!chosen.length) {
      console.log(`${file}: nada a apagar.`);
      return 0;
    }
    for (const o of chosen) console.log(`${file}: "${o.key}" em ${countOf(o.count, 'registro', 'registros')}`);
    if (!confirmed) {
      const words = [key, ...chosen.map((o) => o.key)].map(shellArgument).join(' ');
      console.log(`Nada foi apagado. Para apagar: npm run schemas:purge -- ${words} ${CONFIRM}`);
      return 0;
    }
    const changed = await purgeExtraKeys(
      db.handle.db,
      d.server.table,
      chosen.map((o) => o.key),
    );
    console.log(
      `${file}: ${chosen.map((o) => `"${o.key}"`).join(', ')} apagado(s) de ${countOf(changed, 'registro', 'registros')}.`,
    );
    return 0;
  } finally {
    await db.handle.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
