import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../../server/app.js';
import { createTestContext, TEST_SECRET, type TestContext } from '../../support/testApp.js';
import { tempDir } from '../../support/tempDir.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('brute force: failed logins are limited per account and per IP', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext('pglite', { requestLog: false });
    await ctx.createUser({ email: 'alvo@example.com', password: 'certa-123' });
    await ctx.createUser({ email: 'outra@example.com', password: 'certa-456' });
  });
  afterAll(() => ctx.close());

  const login = (email: string, password: string, ip = '10.1.1.1', app: App = ctx.app) =>
    app.inject({ method: 'POST', url: '/api/v2/user/login', payload: { email, password }, remoteAddress: ip });

  it('after 5 failures on one account, answers 429 (pt-BR, Retry-After) even with the right password; other accounts go on', async () => {
    for (let i = 0; i < 5; i++) expect((await login('alvo@example.com', `errada-${i}`, `10.0.0.${i}`)).statusCode).toBe(401);
    const blocked = await login('Alvo@Example.com', 'certa-123', '10.0.0.99');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Muitas tentativas sem sucesso\. Tente novamente em 1[45] minutos\.$/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    expect((await login('outra@example.com', 'certa-456', '10.0.0.99')).statusCode).toBe(200);
  });

  it('after 20 failures from one IP, that IP gets 429 for any account; other IPs do not', async () => {
    for (let i = 0; i < 20; i++) await login(`ninguem${i}@example.com`, 'x1234567', '10.9.9.9');
    expect((await login('outra@example.com', 'certa-456', '10.9.9.9')).statusCode).toBe(429);
    expect((await login('outra@example.com', 'certa-456', '10.9.9.8')).statusCode).toBe(200);
  });

  it('a success clears the account failures', async () => {
    for (let i = 0; i < 4; i++) await login('outra@example.com', 'errada', `10.2.0.${i}`);
    expect((await login('outra@example.com', 'certa-456', '10.2.0.50')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login('outra@example.com', 'errada', `10.2.1.${i}`)).statusCode).toBe(401);
  });

  it('limits delete-account per CPF and reset-password per IP the same way', async () => {
    const del = (cpf: string) => ctx.app.inject({ method: 'POST', url: '/api/v2/person/delete-account', payload: { cpf, password: 'errada1' }, remoteAddress: '10.3.3.3' });
    for (let i = 0; i < 5; i++) expect((await del('39053344705')).statusCode).toBe(401);
    expect((await del('39053344705')).statusCode).toBe(429);
    const reset = () => ctx.app.inject({ method: 'POST', url: '/auth/v1/reset-password', payload: { token: randomUUID().replace(/-/g, ''), new_password: 'nova-123' }, remoteAddress: '10.4.4.4' });
    for (let i = 0; i < 20; i++) expect((await reset()).statusCode).toBe(400);
    expect((await reset()).statusCode).toBe(429);
  });

  it('with REDIS_URL, API processes share the counters', async () => {
    const email = `redis-${randomUUID()}@example.com`;
    const apps = await Promise.all(
      [1, 2].map(() => buildApp({ db: ctx.handle.db, jwtSecret: TEST_SECRET, storageDir: tempDir('bf'), requestLog: false, redisUrl: REDIS_URL })),
    );
    try {
      for (let i = 0; i < 5; i++) await login(email, 'errada-1', `10.5.0.${i}`, apps[i % 2]);
      expect((await login(email, 'errada-1', '10.5.1.1', apps[0])).statusCode).toBe(429);
      expect((await login(email, 'errada-1', '10.5.1.1', apps[1])).statusCode).toBe(429);
    } finally {
      await Promise.all(apps.map((a) => a.close()));
    }
  });
});
