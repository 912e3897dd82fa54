import { storageRoot } from '../storage/storageRoot.js';
import { loadConfig } from '../config.js';
import { openDbFromEnv } from '../db/openDbFromEnv.js';
import { migrateToLatest } from '../db/migrate.js';
import { hashPassword } from '../auth/password.js';
import { seed, SEED_OPERATOR_PASSWORD, SEED_PERSON_PASSWORD } from '../seed/seed.js';
import { SAMPLE_ADMIN_PASSWORD } from '../seed/firstRunSetup.js';
import { parseSeedArgs, SeedArgsError, seedUsage } from '../seed/parseSeedArgs.js';
import { useS3Storage } from '../storage/useS3Storage.js';

/**
 * `npm run seed -- --people 100000 --request-logs 1000000 [--liveness-logs N] [--finger-logs N] [--reset]`:
 * opens the database as the server does (DATABASE_URL, else PGlite in DATA_DIR), migrates,
 * generates the sample data and prints the rows per table and the time taken. The sample data
 * has known passwords: this command is the explicit way to ask for it on any database (the
 * server itself seeds it only in the embedded quick start or with SEED_SAMPLE=1).
 */
async function main(): Promise<void> {
  let args;
  try {
    args = parseSeedArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof SeedArgsError)) throw error;
    console.error(`${error.message}\n\n${seedUsage}`);
    process.exit(2);
  }
  if (args.help) {
    console.log(seedUsage);
    return;
  }

  const started = performance.now();
  const handle = await openDbFromEnv(process.env);
  try {
    console.log(`Banco de dados: ${handle.location}`);
    const applied = await migrateToLatest(handle.db);
    if (applied.length) console.log(`Migrações aplicadas: ${applied.join(', ')}`);
    const config = loadConfig();
    // The files go where the server reads them: the bucket with STORAGE_S3_BUCKET.
    if (config.s3) await useS3Storage(storageRoot(config.dataDir), config.s3);
    const admin = { email: config.adminEmail, password: config.adminPassword ?? SAMPLE_ADMIN_PASSWORD };
    const report = await seed(handle.db, {
      admin,
      people: args.people,
      requestLogs: args.requestLogs,
      livenessLogs: args.livenessLogs,
      fingerLogs: args.fingerLogs,
      reset: args.reset,
      hashPassword,
      storage: storageRoot(config.dataDir),
      log: (line) => console.log(`[${clock(performance.now() - started)}] ${line}`),
    });
    console.log(
      report.adminCreated
        ? `Administrador de exemplo criado: ${admin.email} / ${admin.password}. Operadores de exemplo: ${SEED_OPERATOR_PASSWORD}; pessoas: ${SEED_PERSON_PASSWORD}. Senhas conhecidas: só para avaliação, nunca em produção.`
        : `Administrador ${admin.email} já existia: mantido sem alterações.`,
    );
    console.log('\nRegistros por tabela:');
    const width = Math.max(...Object.keys(report.counts).map((t) => t.length));
    for (const [table, n] of Object.entries(report.counts)) {
      console.log(`  ${table.padEnd(width)}  ${n.toLocaleString('pt-BR').padStart(11)}`);
    }
    console.log(`\nConcluído em ${formatDuration(performance.now() - started)}.`);
  } finally {
    await handle.close();
  }
}

/** '01:05' (minutes:seconds). */
function clock(ms: number): string {
  const s = Math.floor(ms / 1000);
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** '2 min 05 s' or '8,4 s'. */
function formatDuration(ms: number): string {
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toLocaleString('pt-BR', { maximumFractionDigits: 1 })} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
}

main().catch((error: unknown) => {
  console.error(`Falha ao gerar os dados: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
