import argon2 from 'argon2';

/**
 * An argon2id hash at argon2's lowest cost (1 MiB, one pass), for the users tests write straight
 * into the database. Signing in with it runs the production verification (argon2 reads the cost
 * from the hash) in about a millisecond instead of tens; passwords set through the API are still
 * hashed at the production cost (server/auth/password.ts).
 *
 * @example password_hash: await testPasswordHash('senha123')
 */
export function testPasswordHash(plain: string): Promise<string> {
  return argon2.hash(plain, { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 });
}
