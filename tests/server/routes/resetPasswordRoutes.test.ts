import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildApp } from '../../../server/app.js';
import { hashResetToken } from '../../../server/auth/resetTokens.js';
import { createTestContext, TEST_SECRET, type TestContext } from '../../support/testApp.js';
import { tempDir } from '../../support/tempDir.js';
import { testDbKinds } from '../../support/testDb.js';

describe.each(testDbKinds)('reset password (%s)', (kind) => {
  let ctx: TestContext;
  let admin: { authorization: string };
  let userId: number;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    await ctx.createUser({ email: 'chefe@example.com', password: 'segredo1' });
    userId = await ctx.createUser({ email: 'esqueci@example.com', password: 'antiga-1' });
    admin = await ctx.login('chefe@example.com', 'segredo1');
  });
  afterAll(() => ctx.close());

  const issueAt = (host: string, app = ctx.app) =>
    app.inject({ method: 'POST', url: `/admin/v1/user/${userId}/reset-link`, headers: { ...admin, host } });
  const issue = async () => {
    const res = await issueAt('localhost:5173');
    expect(res.statusCode, res.body).toBe(200);
    const { link, expires_at } = res.json().data;
    expect(link).toMatch(/^http:\/\/localhost:5173\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
    expect(new Date(expires_at).getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
    return new URL(link).searchParams.get('token')!;
  };
  const reset = (token: string, new_password: string) =>
    ctx.app.inject({ method: 'POST', url: '/auth/v1/reset-password', payload: { token, new_password } });

  it('stores only a hash of the token', async () => {
    const token = await issue();
    const rows = await ctx.handle.db
      .selectFrom('reset_tokens')
      .select('token_hash')
      .where('user_id', '=', userId)
      .execute();
    expect(rows.map((r) => r.token_hash)).toContain(hashResetToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('sets the new password once, ends the existing sessions, and refuses the same link again', async () => {
    const session = await ctx.login('esqueci@example.com', 'antiga-1');
    const token = await issue();
    const res = await reset(token, 'nova-senha1');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Senha alterada com sucesso!');
    expect((await ctx.app.inject({ method: 'GET', url: '/admin/v1/user/profile', headers: session })).json().code).toBe(
      98,
    );
    await ctx.login('esqueci@example.com', 'nova-senha1');
    const again = await reset(token, 'outra-senha');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/inválido, expirado ou já usado/);
  });

  it("a password set through a reset link is the user's own: it clears a pending first-password change", async () => {
    await ctx.handle.db.updateTable('users').set({ must_change_password: true }).where('id', '=', userId).execute();
    const token = await issue();
    expect((await reset(token, 'minha-senha1')).statusCode).toBe(200);
    const row = await ctx.handle.db
      .selectFrom('users')
      .select('must_change_password')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(row.must_change_password).toBe(false);
    const session = await ctx.login('esqueci@example.com', 'minha-senha1');
    expect((await ctx.app.inject({ method: 'GET', url: '/admin/v1/param', headers: session })).statusCode).toBe(200);
  });

  it('refuses an expired link, and an older link once a newer one is issued', async () => {
    const old = await issue();
    const token = await issue();
    expect((await reset(old, 'nova-senha2')).statusCode).toBe(400);
    await sql`update reset_tokens set expires_at = now() - interval '1 second' where token_hash = ${hashResetToken(token)}`.execute(
      ctx.handle.db,
    );
    expect((await reset(token, 'nova-senha2')).statusCode).toBe(400);
  });

  it('checks the new password (required, 6 to 15) before using up the link', async () => {
    const token = await issue();
    expect((await reset(token, '')).json().errors).toEqual({ new_password: 'Informe sua nova senha' });
    expect((await reset(token, '12345')).json().errors.new_password).toMatch(/6 e 15/);
    expect((await reset(token, 'x'.repeat(16))).statusCode).toBe(400);
    expect((await reset(token, 'valida-123')).statusCode).toBe(200);
    expect((await reset('curto', 'valida-123')).statusCode).toBe(400);
  });

  it('refuses a body without a token, or with fields that are not text, with the pt-BR messages', async () => {
    const post = (payload: object) => ctx.app.inject({ method: 'POST', url: '/auth/v1/reset-password', payload });
    expect((await post({ new_password: 'valida-123' })).json()).toEqual({
      message: 'Link de redefinição inválido, expirado ou já usado. Peça um novo link ao administrador.',
      errors: { token: 'Link de redefinição inválido, expirado ou já usado. Peça um novo link ao administrador.' },
    });
    const typed = await post({ token: ['x'], new_password: 123456 });
    expect(typed.statusCode).toBe(400);
    expect(typed.json().errors.new_password).toBe('Informe sua nova senha');
    expect((await post({})).json().message).toBe('Informe sua nova senha');
  });

  it('an id beyond any user is a 404; one that is not a number, a 400', async () => {
    const at = (id: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/admin/v1/user/${id}/reset-link`,
        headers: { ...admin, host: 'localhost' },
      });
    expect((await at('99999999999')).statusCode).toBe(404);
    expect((await at('abc')).statusCode).toBe(400);
  });

  it('issuing a link needs a signed-in user', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: `/admin/v1/user/${userId}/reset-link` })).statusCode).toBe(401);
  });

  it('without PUBLIC_URL, a link is made only for a loopback Host; any other Host gets 503 and no token', async () => {
    const tokens = async () => (await ctx.handle.db.selectFrom('reset_tokens').select('id').execute()).length;
    const before = await tokens();
    for (const host of [
      'console.example.com',
      'evil.test:5173',
      '127.0.0.1.evil.test',
      'localhost.evil.test',
      'evil.test#@localhost',
      '[::1].evil.test',
    ]) {
      const res = await issueAt(host);
      expect(res.statusCode, host).toBe(503);
      expect(res.json()).toEqual({
        message: 'Configure PUBLIC_URL (o endereço público do console) para gerar links de redefinição de senha.',
      });
    }
    expect(await tokens()).toBe(before);
    for (const host of ['localhost', 'LOCALHOST:3000', '127.0.0.1:3000', '127.1.2.3', '[::1]:3000']) {
      const res = await issueAt(host);
      expect(res.statusCode, host).toBe(200);
      expect(res.json().data.link.startsWith(`http://${host}/reset-password?token=`)).toBe(true);
    }
  });

  it('with PUBLIC_URL, the link always points there, whatever the Host header', async () => {
    const app = await buildApp({
      db: ctx.handle.db,
      jwtSecret: TEST_SECRET,
      storageDir: tempDir('reset'),
      requestLog: false,
      publicUrl: 'https://console.exemplo.gov.br/',
    });
    try {
      for (const host of ['evil.test', 'localhost:5173']) {
        const res = await issueAt(host, app);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().data.link).toMatch(
          /^https:\/\/console\.exemplo\.gov\.br\/reset-password\?token=[A-Za-z0-9_-]{43}$/,
        );
      }
    } finally {
      await app.close();
    }
  });
});
