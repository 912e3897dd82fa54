import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestContext, type TestContext } from '../../support/testApp.js';
import { testDbKinds } from '../../support/testDb.js';
import { REDACTED } from '../../../server/requestLog/redact.js';

describe.each(testDbKinds)('request logging (%s)', (kind) => {
  let ctx: TestContext;
  let userId: number;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    userId = await ctx.createUser({ email: 'log@example.com', password: 'Segredo#Antigo1' });
  });
  afterAll(() => ctx.close());

  const rows = async () => {
    await ctx.app.requestLog!.flush();
    const { rows } = await sql<
      Record<string, unknown>
    >`select *, row_to_json(request_logs)::text as whole from request_logs order by id`.execute(ctx.handle.db);
    return rows;
  };

  it('stores a scripted session (login, password change, file ticket, reset link and reset, delete-account) with no password, token or bearer in any row', async () => {
    const first = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/user/login',
      payload: { email: 'log@example.com', password: 'Segredo#Antigo1' },
    });
    const token = first.json().access_token as string;
    const auth = { authorization: `Bearer ${token}` };
    const change = await ctx.app.inject({
      method: 'PUT',
      url: `/admin/v1/user/${userId}/password`,
      headers: { ...auth, cookie: 'sessao=biscoito-secreto' },
      payload: { password: 'Segredo#Antigo1', new_password: 'Segredo#Novo22', confirm_new_password: 'Segredo#Novo22' },
    });
    expect(change.statusCode, change.body).toBe(200);
    const fresh = change.json().access_token as string;
    const ticket = await ctx.app.inject({
      method: 'POST',
      url: '/admin/v1/files/ticket',
      headers: { authorization: `Bearer ${fresh}` },
      payload: { path: 'nada/aqui.txt' },
    });
    const t = ticket.json().ticket as string;
    await ctx.app.inject({ method: 'GET', url: `/files/nada/aqui.txt?ticket=${t}` });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/user/login',
      payload: { email: 'log@example.com', password: 'errada-123' },
    });
    const link = (
      await ctx.app.inject({
        method: 'POST',
        url: `/admin/v1/user/${userId}/reset-link`,
        headers: { authorization: `Bearer ${fresh}` },
      })
    ).json().data.link as string;
    const resetToken = new URL(link).searchParams.get('token')!;
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/auth/v1/reset-password',
      payload: { token: resetToken, new_password: 'Segredo#Reset3' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/person/delete-account',
      payload: { cpf: '529.982.247-25', password: 'Senha#Pessoa9' },
    });
    await ctx.app.inject({ method: 'GET', url: `/reset-password?token=${resetToken}` });
    const relogin = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/user/login',
      payload: { email: 'log@example.com', password: 'Segredo#Reset3' },
    });
    expect(relogin.statusCode).toBe(200);

    const stored = await rows();
    expect(stored.length).toBeGreaterThanOrEqual(8);
    const everything = stored.map((r) => r.whole).join('\n');
    const { rows: hashes } = await sql<{
      h: string;
    }>`select password_hash as h from users union all select token_hash from reset_tokens`.execute(ctx.handle.db);
    for (const secret of [
      'Segredo#Antigo1',
      'Segredo#Novo22',
      'Segredo#Reset3',
      'Senha#Pessoa9',
      'errada-123',
      token,
      fresh,
      t,
      resetToken,
      relogin.json().access_token,
      'Bearer ',
      'biscoito-secreto',
      '$argon2',
      ...hashes.map((r) => r.h),
    ]) {
      expect(everything).not.toContain(secret);
    }
    expect(everything).toContain(REDACTED);

    const issued = stored.find((r) => String(r.path).endsWith('/reset-link'))!;
    expect(JSON.parse(String(issued.response_body)).data.link).toMatch(/\/reset-password\?token=\[removido\]$/);
    const login = stored.find((r) => r.path === '/api/v2/user/login' && r.response_status === 200)!;
    expect(JSON.parse(String(login.body))).toEqual({ email: 'log@example.com', password: REDACTED });
    expect(JSON.parse(String(login.response_body)).access_token).toBe(REDACTED);
    expect(login.client_id).toBeNull();

    const changed = stored.find((r) => String(r.path).endsWith('/password'))!;
    expect(changed.client_id).toBe(userId);
    expect(changed.client_kind).toBe('user');
    expect((changed.headers as { request: Record<string, string> }).request.authorization).toBe(REDACTED);
    expect((changed.headers as { request: Record<string, string> }).request.cookie).toBe(REDACTED);
    expect(changed.method).toBe('PUT');
    expect(Number(changed.duration_ms)).toBeGreaterThan(0);
    expect(changed.ip_address).toBeTruthy();

    const file = stored.find((r) => String(r.path).startsWith('/files/'))!;
    expect(file.path).toBe(`/files/nada/aqui.txt?ticket=${REDACTED}`);
    expect(file.response_status).toBe(404);

    const failed = stored.find((r) => r.path === '/api/v2/user/login' && r.response_status === 401)!;
    expect(failed.errors).toMatchObject({ message: expect.any(String) });
  });

  it('caps large bodies with the cut marked, keeps a preview, and stores text that PostgreSQL cannot hold as is', async () => {
    const auth = await ctx.login('log@example.com', 'Segredo#Reset3');
    const big = await ctx.app.inject({
      method: 'POST',
      url: '/client/v1',
      headers: auth,
      payload: { name: `x\u0000${'y'.repeat(40_000)}`, note: '\ud800' },
    });
    expect(big.statusCode).toBe(400);
    const stored = (await rows()).find((r) => r.path === '/client/v1' && r.method === 'POST')!;
    expect(String(stored.body)).toMatch(/…\[truncado: \d+ bytes\]$/);
    expect(Buffer.byteLength(String(stored.body))).toBeLessThan(16 * 1024 + 64);
    expect(String(stored.body_preview).length).toBeLessThanOrEqual(200);
    expect(stored.errors).toMatchObject({
      message: 'O texto enviado contém caracteres inválidos (caractere nulo ou Unicode incompleto).',
    });
  });

  it('keeps 2 KiB of a successful GET answer, 16 KiB of any other', async () => {
    const auth = await ctx.login('log@example.com', 'Segredo#Reset3');
    for (let i = 0; i < 40; i++)
      await ctx.app.inject({ method: 'GET', url: `/admin/v1/param?page=1&volta=${i}`, headers: auth });
    await ctx.app.requestLog!.flush();
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/requests/v1/request-logs?per_page=100&marca=lista-grande',
      headers: auth,
    });
    expect(list.statusCode).toBe(200);
    expect(list.body.length).toBeGreaterThan(8 * 1024);
    const stored = (await rows()).find((r) => String(r.path).includes('marca=lista-grande'))!;
    expect(String(stored.response_body)).toMatch(new RegExp(`…\\[truncado: ${Buffer.byteLength(list.body)} bytes\\]$`));
    expect(Buffer.byteLength(String(stored.response_body))).toBeLessThan(2 * 1024 + 64);
  });

  it('stores the response headers that vary, not the security headers every answer carries', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/admin/v1/param?page=1&marca=cabecalhos' });
    expect(res.headers['content-security-policy']).toContain("object-src 'none'");
    const stored = (await rows()).find((r) => String(r.path).includes('marca=cabecalhos'))!;
    const response = (stored.headers as { response: Record<string, unknown> }).response;
    expect(response['content-type']).toMatch(/application\/json/);
    expect(response).not.toHaveProperty('content-security-policy');
    expect(response).not.toHaveProperty('strict-transport-security');
  });

  // The console's own files and pages are not logged (tests/server/security/encodedPaths.test.ts,
  // with a console build); with no console, an unknown address is a JSON 404: a probe, logged.
  it('logs a not-found answer, however its address is encoded', async () => {
    const before = (await rows()).length;
    await ctx.app.inject({ method: 'GET', url: '/client/form' });
    await ctx.app.inject({ method: 'GET', url: '/%61dmin/v1/nada' });
    const after = await rows();
    expect(after.length).toBe(before + 2);
    expect(after.map((r) => r.path)).toEqual(expect.arrayContaining(['/client/form', '/%61dmin/v1/nada']));
  });

  it('writes what is still queued when the app closes (clean stop loses nothing)', async () => {
    const local = await createTestContext(kind);
    for (let i = 0; i < 30; i++) await local.app.inject({ method: 'GET', url: `/admin/v1/param?page=${i + 1}` });
    expect(local.app.requestLog!.pending).toBeGreaterThan(0);
    await local.app.close();
    const { rows: r } = await sql<{ n: number }>`select count(*)::int as n from request_logs`.execute(local.handle.db);
    expect(r[0]!.n).toBe(30);
    await local.handle.close();
  });
});
