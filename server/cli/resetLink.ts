import { openDbFromEnv } from '../db/openDbFromEnv.js';
import { migrateToLatest } from '../db/migrate.js';
import { issueResetToken, resetLink } from '../auth/resetTokens.js';
import { loadConfig, requirePublicUrl } from '../config.js';

/**
 * `npm run reset-link -- EMAIL`: prints a reset-password link for a back-office user (valid 30
 * minutes, single use). The link's address is PUBLIC_URL, else (embedded quick start only)
 * http://localhost:PORT; with DATABASE_URL, PUBLIC_URL is required.
 */
async function main(): Promise<void> {
  const email = process.argv[2]?.trim();
  if (!email || process.argv.length > 3) {
    console.error('Uso: npm run reset-link -- EMAIL');
    process.exit(2);
  }
  const config = loadConfig();
  requirePublicUrl(config);
  const handle = await openDbFromEnv(process.env);
  try {
    await migrateToLatest(handle.db);
    const user = await handle.db
      .selectFrom('users')
      .select(['id', 'name'])
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
      .executeTakeFirst();
    if (!user) {
      console.error(`Nenhum usuário com o email ${email}.`);
      process.exitCode = 1;
      return;
    }
    const { token, expiresAt } = await issueResetToken(handle.db, user.id);
    const base = config.publicUrl ?? `http://localhost:${config.port}`;
    console.log(
      `Link de redefinição de senha para ${user.name} (vale até ${expiresAt.toLocaleString('pt-BR')}, uma única vez):`,
    );
    console.log(resetLink(base, token));
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(`Falha: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
