import { openDbFromEnv } from '../db/openDbFromEnv.js';
import { migrateToLatest } from '../db/migrate.js';

/**
 * `npm run migrate`: brings the database (DATABASE_URL, else PGlite in DATA_DIR) up to date and
 * prints the migrations it applied.
 */
async function main(): Promise<void> {
  const handle = await openDbFromEnv(process.env);
  try {
    console.log(`Banco de dados: ${handle.location}`);
    const applied = await migrateToLatest(handle.db);
    if (applied.length === 0) console.log('Nenhuma migração pendente.');
    for (const name of applied) console.log(`Migração aplicada: ${name}`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
