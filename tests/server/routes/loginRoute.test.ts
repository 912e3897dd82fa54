import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../support/testApp.js';
import { testDbKinds } from '../../support/testDb.js';

describe.each(testDbKinds)('POST /api/v2/user/login (%s)', (kind) => {
  let ctx: TestContext;
  let userId: number;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    userId = await ctx.createUser({ name: 'Ana Souza', email: 'Ana@Example.com', password: 'segredo1' });
    await ctx.createUser({ email: 'bloqueado@example.com', password: 'segredo1', is_active: 0 });
  });
  afterAll(() => ctx.close());

  const login = (payload: unknown) =>
    ctx.app.inject({ method: 'POST', url: '/api/v2/user/login', payload: payload as object });

  it('returns the token and the user, email case-insensitive, never the hash', async () => {
    const res = await login({ email: 'ana@example.com', password: 'segredo1' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.data).toEqual({
      id: userId,
      name: 'Ana Souza',
      email: 'Ana@Example.com',
      role: 'admin',
      permissions: ['*'],
    });
    expect(res.body).not.toContain('argon2');
  });

  it('the token opens admin routes', async () => {
    const res = await login({ email: 'ana@example.com', password: 'segredo1' });
    const profile = await ctx.app.inject({
      url: '/admin/v1/user/profile',
      headers: { authorization: `Bearer ${res.json().access_token}` },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data).toMatchObject({ id: userId, email: 'Ana@Example.com', is_active: 1 });
    expect(profile.json().data).not.toHaveProperty('password_hash');
  });

  it('answers unknown email and wrong password alike', async () => {
    const wrong = await login({ email: 'ana@example.com', password: 'errada' });
    const unknown = await login({ email: 'ninguem@example.com', password: 'errada' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Email ou senha inválidos.' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('100 concurrent wrong passwords from one address: 5 checked, 95 answered 429; the user at another address signs in', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/v2/user/login',
          payload: { email: 'ana@example.com', password: `errada-${i}` },
          remoteAddress: '10.100.0.1',
        }),
      ),
    );
    expect(guesses.map((g) => g.statusCode).sort()).toEqual([...Array(5).fill(401), ...Array(95).fill(429)]);
    expect(guesses.find((g) => g.statusCode === 429)!.headers['retry-after']).toBeDefined();
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/v2/user/login',
          payload: { email: 'ana@example.com', password: 'segredo1' },
          remoteAddress: '10.100.0.1',
        })
      ).statusCode,
    ).toBe(429);
    expect((await login({ email: 'ana@example.com', password: 'segredo1' })).statusCode).toBe(200);
  });

  it('refuses a blocked user with the right password', async () => {
    const res = await login({ email: 'bloqueado@example.com', password: 'segredo1' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Usuário bloqueado. Procure o administrador.');
  });

  it('requires both fields with the pt-BR messages', async () => {
    const res = await login({});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ email: 'Informe seu email', password: 'Informe sua senha' });
  });

  it('refuses blank, overlong and wrong-typed fields before any lookup, each with its message', async () => {
    expect((await login({ email: '   ', password: '' })).json()).toEqual({
      message: 'Verifique os campos e tente novamente.',
      errors: { email: 'Informe seu email', password: 'Informe sua senha' },
    });
    expect((await login({ email: `${'a'.repeat(250)}@x.com`, password: 'x'.repeat(1025) })).json().errors).toEqual({
      email: 'Email inválido',
      password: 'Senha inválida',
    });
    const typed = await login({ email: ['a'], password: { $ne: 1 } });
    expect(typed.statusCode).toBe(400);
    expect(typed.json().errors).toEqual({ email: 'Email inválido', password: 'Senha inválida' });
  });

  it('answers only the declared fields: the token and the session user', async () => {
    const res = await login({ email: ' ana@example.com ', password: 'segredo1', extra: 'ignorado' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['access_token', 'data']);
    expect(Object.keys(res.json().data).sort()).toEqual(['email', 'id', 'name', 'permissions', 'role']);
  });

  it('refuses wrong types and a broken JSON body with a pt-BR message', async () => {
    expect((await login({ email: ['a'], password: { $ne: 1 } })).statusCode).toBe(400);
    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: 'O corpo da requisição não é um JSON válido.' });
  });
});
