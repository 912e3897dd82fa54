import argon2 from 'argon2';

/**
 * argon2id parameters: OWASP's minimum is 19 MiB, t=2, p=1; we use 19 MiB with t=3 (stronger),
 * about 30 ms a hash on this machine.
 */
const options = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 3, parallelism: 1 } as const;

/** Hashes a password with argon2id; the result embeds salt and parameters. */
export function hashPassword(plain: string): Promise<string> {
  return argon2.hash(plain, options);
}

/** True when `plain` matches `hash`; false (never throws) for a malformed hash. */
export async function verifyPassword(hash: string, plain: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, plain);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * Spends the same time as a real verification; used when the account does not exist, so an
 * attacker cannot tell unknown accounts from wrong passwords by timing.
 */
export async function burnVerification(plain: string): Promise<void> {
  dummyHash ??= hashPassword('senha-inexistente-para-tempo-constante');
  await verifyPassword(await dummyHash, plain);
}
