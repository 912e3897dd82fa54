import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { resetScreenPath } from './resetScreenPath.js';

/** A reset link works for 30 minutes (DECISIONS.md 3). */
const RESET_TTL_MS = 30 * 60 * 1000;

/** Only this hash of a token is stored: a database leak gives no usable link. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * Issues a reset token for a user: 32 random bytes (base64url), stored only as its SHA-256, single
 * use, valid 30 minutes. Earlier unused tokens of the user stop working (only the newest link is
 * good).
 */
export async function issueResetToken(
  db: Kysely<Database>,
  userId: number,
  now = Date.now(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now + RESET_TTL_MS);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('reset_tokens')
      .set({ used_at: new Date(now) })
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('reset_tokens')
      .values({ user_id: userId, token_hash: hashResetToken(token), expires_at: expiresAt })
      .execute();
  });
  return { token, expiresAt };
}

/**
 * Consumes a token: the user it was issued for, or null when it is unknown, used or expired. The
 * token is marked used in the same statement (two concurrent uses: one wins).
 */
export async function consumeResetToken(db: Kysely<Database>, token: string, now = Date.now()): Promise<number | null> {
  if (!/^[A-Za-z0-9_-]{20,128}$/.test(token)) return null;
  const row = await db
    .updateTable('reset_tokens')
    .set({ used_at: new Date(now) })
    .where('token_hash', '=', hashResetToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date(now))
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/**
 * The console address that opens the reset screen (`screen`: its path in schemas/console.json,
 * resetScreenPath) for a token.
 *
 * @example resetLink('https://console.example.com/', 'T0k3n', '/reset-password') // 'https://console.example.com/reset-password?token=T0k3n'
 */
export function resetLink(publicUrl: string, token: string, screen = resetScreenPath()): string {
  return `${publicUrl.replace(/\/+$/, '')}${screen}?token=${encodeURIComponent(token)}`;
}
