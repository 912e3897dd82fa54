import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { createTestContext, TEST_SECRET, type TestContext } from '../../support/testApp.js';
import { testDbKinds } from '../../support/testDb.js';

const key = new TextEncoder().encode(TEST_SECRET);
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe.each(testDbKinds)('admin route guard (%s)', (kind) => {
  let ctx: TestContext;
  let userId: number;
  let auth: { authorization: string };
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    userId = await ctx.createUser({ email: 'guarda@example.com', password: 'segredo1' });
    auth = await ctx.login('guarda@example.com', 'segredo1');
  });
  afterAll(() => ctx.close());

  const profile = (headers: Record<string, string> = {}) => ctx.app.inject({ url: '/admin/v1/user/profile', headers });

  it('code 99 without a token or with a malformed one', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { authorization: 'Bearer' },
      { authorization: 'Basic abc' },
      { authorization: 'Bearer lixo.lixo.lixo' },
    ]) {
      const res = await profile(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe(99);
      expect(res.json().message).toMatch(/Entre novamente/);
    }
  });

  // Issue 18: the scheme name is case-insensitive (RFC 9110 11.1); 'bearer' was refused.
  it('accepts the Bearer scheme in any case', async () => {
    const token = auth.authorization.slice('Bearer '.length);
    for (const scheme of ['Bearer', 'bearer', 'BEARER', 'bEaReR']) {
      expect((await profile({ authorization: `${scheme} ${token}` })).statusCode, scheme).toBe(200);
    }
  });

  it('code 99 for alg none and for a tampered signature', async () => {
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: String(userId), ver: 0, iat: 1, exp: 9_999_999_999 })}.`;
    expect((await profile({ authorization: `Bearer ${none}` })).json().code).toBe(99);
    const token = auth.authorization.slice(7);
    const [h, p] = token.split('.');
    const forged = `${h}.${b64({ sub: '999', ver: 0, iat: 1, exp: 9_999_999_999 })}.${token.split('.')[2]}`;
    expect((await profile({ authorization: `Bearer ${forged}` })).json().code).toBe(99);
    expect(p).toBeTruthy();
  });

  it('code 99 for another algorithm signed with the same secret', async () => {
    const hs512 = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(String(userId))
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
    expect((await profile({ authorization: `Bearer ${hs512}` })).json().code).toBe(99);
  });

  it('code 98 for an expired token, 99 for a not-yet-valid one', async () => {
    const past = Math.floor(Date.now() / 1000) - 9 * 3600;
    const expired = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setIssuedAt(past)
      .setExpirationTime(past + 8 * 3600)
      .sign(key);
    const expiredRes = await profile({ authorization: `Bearer ${expired}` });
    expect(expiredRes.statusCode).toBe(401);
    expect(expiredRes.json().code).toBe(98);
    const future = Math.floor(Date.now() / 1000) + 3600;
    const early = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setIssuedAt()
      .setNotBefore(future)
      .setExpirationTime(future + 3600)
      .sign(key);
    expect((await profile({ authorization: `Bearer ${early}` })).json().code).toBe(99);
  });

  it('code 97 on the very next request after the user is blocked, 98 after sessions are ended', async () => {
    const id = await ctx.createUser({ email: 'vai-ser-bloqueado@example.com', password: 'segredo1' });
    const headers = await ctx.login('vai-ser-bloqueado@example.com', 'segredo1');
    expect((await profile(headers)).statusCode).toBe(200);
    await ctx.handle.db.updateTable('users').set({ is_active: 0 }).where('id', '=', id).execute();
    const blocked = await profile(headers);
    expect(blocked.statusCode).toBe(401);
    expect(blocked.json()).toEqual({ code: 97, message: 'Usuário bloqueado. Procure o administrador.' });
    await ctx.handle.db.updateTable('users').set({ is_active: 1, token_version: 1 }).where('id', '=', id).execute();
    expect((await profile(headers)).json().code).toBe(98);
  });

  it('code 96 once the user no longer exists', async () => {
    const id = await ctx.createUser({ email: 'vai-sumir@example.com', password: 'segredo1' });
    const headers = await ctx.login('vai-sumir@example.com', 'segredo1');
    await ctx.handle.db.deleteFrom('users').where('id', '=', id).execute();
    const res = await profile(headers);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(96);
  });
});
