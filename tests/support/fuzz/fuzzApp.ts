import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { sql } from 'kysely';
import { buildApp, type App } from '../../../server/app.js';
import { hashPassword } from '../../../server/auth/password.js';
import type { DbHandle } from '../../../server/db/openDb.js';
import { loadDescriptors, schemasDir } from '../../../server/descriptors/loadDescriptors.js';
import { seed } from '../../../server/seed/seed.js';
import type { Descriptor } from '../../../src/core/descriptors/Descriptor.js';
import { tempDir } from '../tempDir.js';
import { FUZZ_ADMIN_EMAIL, FUZZ_FILES, FUZZ_RESET_EMAIL } from './specialTargets.js';

/** The seeded API both fuzzers drive, and what they need to sign requests and find rows. */
export interface FuzzApp {
  app: App;
  db: DbHandle['db'];
  descriptors: Descriptor[];
  /** The storage folder (stored files live under it: its path must never reach a client). */
  storage: string;
  /** `Bearer …` of the fuzz administrator (its password is random: no request can guess it). */
  bearer: string;
  admin: { id: number; token_version: number };
  /** The user whose reset links and sessions the fuzz may use up (never the administrator). */
  resetUserId: number;
  /** Warning and error lines the server logged (cleared by the caller between routes). */
  logged: string[];
  /** The first 50 ids of a table, in order. */
  idsOf: (table: string) => Promise<number[]>;
}

/**
 * Seeds `handle` (a fresh database: 40 people, their captures and logs, the fuzz administrator
 * and a user to reset), puts the fuzz files (and `files`, by relative path) in a new storage
 * folder and builds the API on them from schemas/ (SCHEMAS_DIR when set), logging warnings and
 * errors into `logged`.
 */
export async function startFuzzApp(
  handle: DbHandle,
  options: { files?: Record<string, Buffer> } = {},
): Promise<FuzzApp> {
  const { db } = handle;
  const storage = tempDir('fuzz-storage');
  for (const [path, bytes] of Object.entries({ ...FUZZ_FILES, ...options.files })) {
    mkdirSync(dirname(join(storage, path)), { recursive: true });
    writeFileSync(join(storage, path), bytes);
  }
  await seed(db, {
    admin: { email: FUZZ_ADMIN_EMAIL, password: randomBytes(18).toString('base64url') },
    hashPassword,
    people: 40,
    requestLogs: 100,
    livenessLogs: 30,
    fingerLogs: 30,
  });
  // One capture log points at a real file that is no video: 'gerar arquivos' reaches ffmpeg.
  await sql`update liveness_logs set arquivo_video = 'liveness/fuzz/video.mp4' where id = (select min(id) from liveness_logs)`.execute(
    db,
  );
  const resetUser = await db
    .insertInto('users')
    .values({
      name: 'Redefinição Fuzz',
      email: FUZZ_RESET_EMAIL,
      phone: '11911112222',
      role: 'operador',
      is_active: 1,
      password_hash: await hashPassword(randomBytes(9).toString('hex')),
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const logged: string[] = [];
  const descriptors = loadDescriptors(schemasDir());
  const app = await buildApp({
    db,
    descriptors,
    jwtSecret: randomBytes(32).toString('hex'),
    storageDir: storage,
    logger: { level: 'warn', stream: { write: (line: string) => void logged.push(line) } },
  });
  await app.ready();
  const admin = await db
    .selectFrom('users')
    .select(['id', 'token_version'])
    .where('email', '=', FUZZ_ADMIN_EMAIL)
    .executeTakeFirstOrThrow();
  const bearer = `Bearer ${await app.tokens.sign({ userId: admin.id, tokenVersion: admin.token_version })}`;
  const idsOf = async (table: string) =>
    (await sql<{ id: number }>`select id from ${sql.table(table)} order by id limit 50`.execute(db)).rows.map((r) =>
      Number(r.id),
    );
  return { app, db, descriptors, storage, bearer, admin, resetUserId: resetUser.id, logged, idsOf };
}
