import { randomInt } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { isSeeded, seed, SEED_OPERATOR_PASSWORD, SEED_PERSON_PASSWORD } from './seed.js';

/** The sample administrator's password when ADMIN_PASSWORD is not given (sample data only). */
export const SAMPLE_ADMIN_PASSWORD = 'admin123';

export interface FirstRunOptions {
  /**
   * Fill a new database with the sample deployment (seed(): known passwords, fake people, logs
   * and files) instead of one administrator. Never for production.
   */
  sample: boolean;
  /** ADMIN_EMAIL, and ADMIN_PASSWORD when given. */
  admin: { email: string; password?: string };
  hashPassword: (plain: string) => Promise<string>;
  /** The stored-file folder, for the sample's files. */
  storage?: string;
  /** Where the lines for the operator go (the server's log). */
  log: (line: string) => void;
}

/**
 * What start-up did: nothing (the database already had users), the sample deployment, or one
 * administrator; `password` is set only when it was generated (and printed, this once).
 */
export type FirstRunResult =
  | { setup: 'none' }
  | { setup: 'sample'; adminEmail: string }
  | { setup: 'admin'; adminEmail: string; password?: string };

/**
 * Start-up's work on a database without back-office users (a new one):
 *
 * - `sample` (the embedded quick start by default, or SEED_SAMPLE=1): the sample deployment,
 *   with its known passwords said loudly in the log;
 * - otherwise (production): exactly ONE administrator, ADMIN_EMAIL with ADMIN_PASSWORD or, when
 *   it is not given, a random 15-character password printed once (never stored in clear, never
 *   printed again). Either way `must_change_password` is set: the console asks for a new
 *   password at first sign-in and the API refuses everything else until then. No people, logs,
 *   partners or files.
 *
 * A database that already has a user is left alone. Two servers starting together on the same
 * new database create one administrator: the one that loses the race prints no password.
 *
 * @example
 * await firstRunSetup(db, { sample: false, admin: { email: 'ti@empresa.com.br' }, hashPassword, log: console.log });
 */
export async function firstRunSetup(db: Kysely<Database>, options: FirstRunOptions): Promise<FirstRunResult> {
  if (await isSeeded(db)) return { setup: 'none' };
  const { log } = options;
  const email = options.admin.email;

  if (options.sample) {
    const password = options.admin.password ?? SAMPLE_ADMIN_PASSWORD;
    log(
      'Banco novo: gerando DADOS DE EXEMPLO (padrão do modo embutido, sem DATABASE_URL; SEED_SAMPLE=0 desliga, SEED_SAMPLE=1 liga com DATABASE_URL)...',
    );
    await seed(db, { admin: { email, password }, hashPassword: options.hashPassword, storage: options.storage, log });
    log(
      `DADOS DE EXEMPLO com senhas conhecidas, só para avaliação (nunca em produção): administrador ${email} / ${password}; ` +
        `operadores (operador@example.com e outros) / ${SEED_OPERATOR_PASSWORD}; pessoas / ${SEED_PERSON_PASSWORD}.`,
    );
    return { setup: 'sample', adminEmail: email };
  }

  const generated = options.admin.password === undefined ? randomPassword() : undefined;
  const passwordHash = await options.hashPassword(options.admin.password ?? generated!);
  const created = await db
    .insertInto('users')
    .values({
      name: 'Administrador',
      email,
      phone: null,
      role: 'admin',
      is_active: 1,
      password_hash: passwordHash,
      must_change_password: true,
    })
    .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!created) return { setup: 'none' };
  log(`Banco novo: criado o administrador ${email} (sem dados de exemplo).`);
  log(
    generated
      ? `Senha inicial (mostrada só desta vez, guarde-a agora): ${generated}`
      : 'Senha inicial: a de ADMIN_PASSWORD.',
  );
  log('No primeiro acesso o console exige uma nova senha; até lá a API recusa as demais operações.');
  return { setup: 'admin', adminEmail: email, ...(generated && { password: generated }) };
}

/** No look-alike characters (0/O, 1/l/I): it may be typed from a log. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/**
 * 15 characters (the console's maximum password length) drawn with the OS's CSPRNG from 57
 * symbols: about 87 bits.
 */
export function randomPassword(length = 15): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}
