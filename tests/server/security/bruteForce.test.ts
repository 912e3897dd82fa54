import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import argon2 from 'argon2';
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { buildApp, type App } from '../../../server/app.js';
import { createTestContext, TEST_SECRET, type TestContext } from '../../support/testApp.js';
import { tempDir } from '../../support/tempDir.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const times = <T>(n: number, f: (i: number) => T) => Array.from({ length: n }, (_, i) => f(i));
/** A fresh address per call: Redis keeps the counters of earlier runs for up to an hour. */
const randomIp = () => `10.${times(3, () => Math.floor(Math.random() * 250) + 1).join('.')}`;

const login = (app: App, email: string, password: string, ip: string) =>
  app.inject({ method: 'POST', url: '/api/v2/user/login', payload: { email, password }, remoteAddress: ip });

describe('brute force: failures are limited per account and address, per account, and per address', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext('pglite', { requestLog: false });
    await ctx.createUser({ email: 'alvo@example.com', password: 'certa-123' });
    await ctx.createUser({ email: 'outra@example.com', password: 'certa-456' });
    await ctx.createUser({ email: 'distribuida@example.com', password: 'certa-789' });
  });
  afterAll(() => ctx.close());
  const at = (email: string, password: string, ip: string) => login(ctx.app, email, password, ip);

  it('5 failures from one address lock the account there, even with the right password (pt-BR, Retry-After); the real user elsewhere signs in', async () => {
    for (let i = 0; i < 5; i++) expect((await at('alvo@example.com', `errada-${i}`, '10.0.0.1')).statusCode).toBe(401);
    const blocked = await at('Alvo@Example.com', 'certa-123', '10.0.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Muitas tentativas sem sucesso\. Tente novamente em 1[45] minutos\.$/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    expect((await at('alvo@example.com', 'certa-123', '10.0.0.2')).statusCode).toBe(200);
    expect((await at('outra@example.com', 'certa-456', '10.0.0.1')).statusCode).toBe(200);
  });

  it('50 failures from 10 addresses lock the account from everywhere (a distributed guess is bounded)', async () => {
    for (let a = 0; a < 10; a++)
      for (let i = 0; i < 5; i++)
        expect((await at('distribuida@example.com', 'errada', `10.6.0.${a}`)).statusCode).toBe(401);
    const blocked = await at('distribuida@example.com', 'certa-789', '10.6.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(3000);
  });

  it('after 20 failures from one address, it gets 429 for any account; other addresses do not', async () => {
    for (let i = 0; i < 20; i++) await at(`ninguem${i}@example.com`, 'x1234567', '10.9.9.9');
    expect((await at('outra@example.com', 'certa-456', '10.9.9.9')).statusCode).toBe(429);
    expect((await at('outra@example.com', 'certa-456', '10.9.9.8')).statusCode).toBe(200);
  });

  it('a success clears the failures of that account at that address', async () => {
    for (let i = 0; i < 4; i++) await at('outra@example.com', 'errada', '10.2.0.1');
    expect((await at('outra@example.com', 'certa-456', '10.2.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await at('outra@example.com', 'errada', '10.2.0.1')).statusCode).toBe(401);
    expect((await at('outra@example.com', 'certa-456', '10.2.0.1')).statusCode).toBe(429);
  });

  it('limits delete-account per CPF and address, and reset-password per address, the same way', async () => {
    const del = (ip: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v2/person/delete-account',
        payload: { cpf: '39053344705', password: 'errada1' },
        remoteAddress: ip,
      });
    for (let i = 0; i < 5; i++) expect((await del('10.3.3.3')).statusCode).toBe(401);
    expect((await del('10.3.3.3')).statusCode).toBe(429);
    expect((await del('10.3.3.4')).statusCode).toBe(401);
    const reset = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/auth/v1/reset-password',
        payload: { token: randomUUID().replace(/-/g, ''), new_password: 'nova-123' },
        remoteAddress: '10.4.4.4',
      });
    for (let i = 0; i < 20; i++) expect((await reset()).statusCode).toBe(400);
    expect((await reset()).statusCode).toBe(429);
  });
});

/**
 * Waits until every app counts in Redis: its Redis client connects on its own after buildApp,
 * and until then the guard counts in process (the insurance limiter).
 */
async function untilCountingInRedis(apps: App[], redis: Redis): Promise<void> {
  for (const app of apps) {
    for (let tries = 0; ; tries++) {
      const ip = randomIp();
      await login(app, `sonda-${randomUUID()}@example.com`, 'errada', ip);
      if (await redis.exists(`bf:login:ip:${ip}`)) break;
      if (tries > 100) throw new Error('Redis não ficou pronto');
      await sleep(20);
    }
  }
}

describe.each(['in process (PGlite)', 'Redis, two API processes'] as const)(
  'concurrent guesses never get more checks than the limits (%s)',
  (kind) => {
    let ctx: TestContext;
    let apps: App[];
    let redis: Redis | undefined;
    let verify: MockInstance<typeof argon2.verify>;
    beforeAll(async () => {
      verify = vi.spyOn(argon2, 'verify');
      ctx = await createTestContext('pglite', { requestLog: false });
      await ctx.createUser({ email: 'alvo@example.com', password: 'certa-123' });
      apps = [ctx.app];
      if (kind !== 'in process (PGlite)') {
        apps = await Promise.all(
          [1, 2].map(() =>
            buildApp({
              db: ctx.handle.db,
              jwtSecret: TEST_SECRET,
              storageDir: tempDir('bf'),
              requestLog: false,
              redisUrl: REDIS_URL,
            }),
          ),
        );
        redis = new Redis(REDIS_URL);
        await untilCountingInRedis(apps, redis);
      }
    });
    afterAll(async () => {
      redis?.disconnect();
      if (apps[0] !== ctx.app) await Promise.all(apps.map((a) => a.close()));
      await ctx.close();
      verify.mockRestore();
    });

    /**
     * Sends the requests at once, spread over the apps; counts argon2 verifications and answers.
     * `onAnswer` hears each answer as it comes.
     */
    async function burst(requests: Array<{ url: string; payload: object; ip: string }>, onAnswer = () => {}) {
      verify.mockClear();
      const answers = await Promise.all(
        requests.map(({ url, payload, ip }, i) =>
          apps[i % apps.length]!.inject({ method: 'POST', url, payload, remoteAddress: ip }).then((answer) => {
            onAnswer();
            return answer;
          }),
        ),
      );
      const statuses: Record<number, number> = {};
      for (const a of answers) statuses[a.statusCode] = (statuses[a.statusCode] ?? 0) + 1;
      return { verified: verify.mock.calls.length, statuses };
    }
    const signIn = (email: string, ip: string, password = 'errada-1') => ({
      url: '/api/v2/user/login',
      payload: { email, password },
      ip,
    });

    it('100 concurrent wrong passwords at one account from one address: 5 verified, 95 answered 429', async () => {
      const ip = randomIp();
      const email = kind === 'in process (PGlite)' ? 'alvo@example.com' : `alvo-${randomUUID()}@example.com`;
      expect(await burst(times(100, () => signIn(email, ip)))).toEqual({ verified: 5, statuses: { 401: 5, 429: 95 } });
    });

    it('100 concurrent sign-ins at one account from 100 addresses: 50 verified (the account-wide limit)', async () => {
      const email = `distribuida-${randomUUID()}@example.com`;
      expect(await burst(times(100, () => signIn(email, randomIp())))).toEqual({
        verified: 50,
        statuses: { 401: 50, 429: 50 },
      });
    });

    it('100 concurrent sign-ins from one address at 100 accounts: 20 verified (the address limit)', async () => {
      const ip = randomIp();
      expect(await burst(times(100, (i) => signIn(`conta${i}@example.com`, ip)))).toEqual({
        verified: 20,
        statuses: { 401: 20, 429: 80 },
      });
    });

    it('delete-account: 40 concurrent guesses at one CPF from one address: 5 verified, 35 answered 429', async () => {
      const ip = randomIp();
      const cpf = generateCpf();
      expect(
        await burst(
          times(40, (i) => ({ url: '/api/v2/person/delete-account', payload: { cpf, password: `errada-${i}` }, ip })),
        ),
      ).toEqual({ verified: 5, statuses: { 401: 5, 429: 35 } });
    });

    it('reset-password: 100 concurrent wrong tokens from one address: 20 looked up, 80 answered 429', async () => {
      const ip = randomIp();
      const tokens = times(100, () => ({
        url: '/auth/v1/reset-password',
        payload: { token: randomUUID().replace(/-/g, ''), new_password: 'nova-123' },
        ip,
      }));
      // A busy database (PGlite runs one transaction at a time): every request is in before any
      // lookup ends. It is busy until the 80 beyond the limit are answered (should they never be,
      // for 2 s: then more lookups than 20 are waiting, and the count below fails).
      let answered = 0;
      let allIn = () => {};
      const everyRequestIn = new Promise<void>((resolve) => {
        allIn = resolve;
        setTimeout(resolve, 2_000).unref();
      });
      const busy = ctx.handle.db.transaction().execute(() => everyRequestIn);
      const { statuses } = await burst(tokens, () => ++answered === 80 && allIn());
      expect(statuses).toEqual({ 400: 20, 429: 80 });
      await busy;
    });
  },
);
