import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import type { FastifyReply } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBruteForceGuard, type BruteForceGuard } from '../../../server/security/createBruteForceGuard.js';
import { HttpError } from '../../../src/core/api/HttpError.js';
import { networkOf } from '../../../server/security/networkOf.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A reply that remembers its headers. */
const replyStub = () => {
  const headers: Record<string, string> = {};
  return {
    headers,
    reply: { header: (name: string, value: string) => void (headers[name] = value) } as unknown as FastifyReply,
  };
};

/**
 * Counts the checks a guard lets run. A wrong check ends only once every attempt of its burst has
 * been let through or refused (as a slow argon2 would), so all the reservations overlap all the
 * checks; a right one proves its account at once.
 */
function counter(total = 1) {
  let checks = 0;
  let refused = 0;
  let release: () => void = () => {};
  const allIn = new Promise<void>((resolve) => (release = resolve));
  const arrived = () => checks + refused === total && release();
  return {
    get checks() {
      return checks;
    },
    /** An attempt that was answered without its check running. */
    refuse: () => {
      refused += 1;
      arrived();
    },
    wrong: async (): Promise<undefined> => {
      checks += 1;
      arrived();
      await allIn;
      return undefined;
    },
    right: async () => {
      checks += 1;
      return 'ok';
    },
  };
}

/** Runs attempts at once; tells how many got through to the check and how many got 429. */
async function burst(guard: BruteForceGuard | BruteForceGuard[], attempts: Array<{ account: string; ip: string }>) {
  const guards = Array.isArray(guard) ? guard : [guard];
  const count = counter(attempts.length);
  const results = await Promise.allSettled(
    attempts.map(({ account, ip }, i) =>
      guards[i % guards.length]!.attempt(replyStub().reply, account, ip, count.wrong).catch((error: unknown) => {
        count.refuse();
        throw error;
      }),
    ),
  );
  const refused = results.filter(
    (r) => r.status === 'rejected' && r.reason instanceof HttpError && r.reason.statusCode === 429,
  ).length;
  return { checked: count.checks, refused, other: results.length - count.checks - refused };
}

const times = <T>(n: number, f: (i: number) => T) => Array.from({ length: n }, (_, i) => f(i));
/** A fresh IPv4 address per call, so Redis keys left by an earlier run do not matter. */
const randomIp = () => `10.${times(3, () => Math.floor(Math.random() * 250) + 1).join('.')}`;

describe.each(['in process', 'Redis'] as const)('createBruteForceGuard (%s counters)', (kind) => {
  const clients: Redis[] = [];
  beforeAll(async () => {
    if (kind !== 'Redis') return;
    for (let i = 0; i < 2; i++) {
      const client = new Redis(REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
      await once(client, 'ready');
      clients.push(client);
    }
  });
  afterAll(() => clients.forEach((c) => c.disconnect()));
  /** One guard per API process; with Redis, two processes share the counters. */
  const guards = () => {
    const name = `test-${randomUUID()}`;
    return kind === 'Redis'
      ? clients.map((redis) => createBruteForceGuard(name, { redis }))
      : [createBruteForceGuard(name)];
  };

  it('100 concurrent wrong guesses at one account from one address: 5 checked, 95 answered 429', async () => {
    const ip = randomIp();
    expect(
      await burst(
        guards(),
        times(100, () => ({ account: 'alvo@example.com', ip })),
      ),
    ).toEqual({ checked: 5, refused: 95, other: 0 });
  });

  it('100 concurrent guesses at one account from 100 addresses: 50 checked (the account-wide limit)', async () => {
    expect(
      await burst(
        guards(),
        times(100, () => ({ account: 'alvo@example.com', ip: randomIp() })),
      ),
    ).toEqual({ checked: 50, refused: 50, other: 0 });
  });

  it('100 concurrent guesses from one address at 100 accounts: 20 checked (the address limit)', async () => {
    const ip = randomIp();
    expect(
      await burst(
        guards(),
        times(100, (i) => ({ account: `conta${i}@example.com`, ip })),
      ),
    ).toEqual({ checked: 20, refused: 80, other: 0 });
  });

  it('a locked address leaves the account open elsewhere; its 429s cost the account and the address nothing', async () => {
    const [guard] = guards();
    const attacker = randomIp();
    await burst(
      guard!,
      times(5, () => ({ account: 'alvo@example.com', ip: attacker })),
    );
    const { reply, headers } = replyStub();
    const locked = guard!.attempt(reply, 'Alvo@Example.com ', attacker, counter().right);
    await expect(locked).rejects.toMatchObject({
      statusCode: 429,
      message: expect.stringMatching(/^Muitas tentativas sem sucesso\. Tente novamente em 1[45] minutos\.$/),
    });
    expect(Number(headers['retry-after'])).toBeGreaterThan(800);
    // 100 more refused guesses from the attacker did not use up the account's 50 or the address's 20.
    expect(
      (
        await burst(
          guard!,
          times(100, () => ({ account: 'alvo@example.com', ip: attacker })),
        )
      ).checked,
    ).toBe(0);
    expect(await guard!.attempt(replyStub().reply, 'alvo@example.com', randomIp(), counter().right)).toBe('ok');
    expect(
      (
        await burst(
          guard!,
          times(45, () => ({ account: 'alvo@example.com', ip: randomIp() })),
        )
      ).checked,
    ).toBe(45);
    expect(
      (
        await burst(
          guard!,
          times(15, (i) => ({ account: `outra${i}@example.com`, ip: attacker })),
        )
      ).checked,
    ).toBe(15);
  });

  it('a success costs nothing and clears the failures of its account at that address', async () => {
    const [guard] = guards();
    const ip = randomIp();
    const right = (account: string) => guard!.attempt(replyStub().reply, account, ip, counter().right);
    await burst(
      guard!,
      times(4, () => ({ account: 'alvo@example.com', ip })),
    );
    expect(await right('alvo@example.com')).toBe('ok');
    expect(
      (
        await burst(
          guard!,
          times(10, () => ({ account: 'alvo@example.com', ip })),
        )
      ).checked,
    ).toBe(5);
    await burst(
      guard!,
      times(10, (i) => ({ account: `conta${i}@example.com`, ip })),
    );
    for (let i = 0; i < 3; i++) expect(await right('outra@example.com')).toBe('ok');
    // 19 failures from the address, whatever the successes: one more is checked, then it is locked for every account.
    expect(
      await burst(
        guard!,
        times(3, () => ({ account: 'terceira@example.com', ip })),
      ),
    ).toEqual({ checked: 1, refused: 2, other: 0 });
    await expect(right('outra@example.com')).rejects.toMatchObject({ statusCode: 429 });
  });

  it('a success does not clear the account-wide failures', async () => {
    const [guard] = guards();
    await burst(
      guard!,
      times(49, () => ({ account: 'alvo@example.com', ip: randomIp() })),
    );
    expect(await guard!.attempt(replyStub().reply, 'alvo@example.com', randomIp(), counter().right)).toBe('ok');
    expect(
      await burst(
        guard!,
        times(3, () => ({ account: 'alvo@example.com', ip: randomIp() })),
      ),
    ).toEqual({ checked: 1, refused: 2, other: 0 });
  });

  it('a check that throws counts as a failure', async () => {
    const [guard] = guards();
    const ip = randomIp();
    const boom = () => Promise.reject(new Error('boom'));
    for (let i = 0; i < 5; i++)
      await expect(guard!.attempt(replyStub().reply, 'alvo@example.com', ip, boom)).rejects.toThrow('boom');
    await expect(guard!.attempt(replyStub().reply, 'alvo@example.com', ip, boom)).rejects.toMatchObject({
      statusCode: 429,
    });
  });

  it('addresses of one IPv6 /64 share their counters', async () => {
    const [guard] = guards();
    const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:1`;
    expect(
      (
        await burst(
          guard!,
          times(10, (i) => ({ account: 'alvo@example.com', ip: `${prefix}::${(i + 1).toString(16)}` })),
        )
      ).checked,
    ).toBe(5);
  });
});

describe('networkOf', () => {
  it('is the IPv4 address itself, mapped or not, and the /64 of an IPv6 address', () => {
    expect(networkOf('10.1.2.3')).toBe('10.1.2.3');
    expect(networkOf('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(networkOf('2001:db8:0:7::1')).toBe('2001:db8:0:7::/64');
    expect(networkOf('2001:DB8:0000:7:a:b:c:d')).toBe('2001:db8:0:7::/64');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
    expect(networkOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});
