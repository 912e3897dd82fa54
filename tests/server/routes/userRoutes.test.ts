import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../support/testApp.js';
import { testDbKinds } from '../../support/testDb.js';

describe.each(testDbKinds)('user endpoints beyond CRUD (%s)', (kind) => {
  let ctx: TestContext;
  let adminId: number;
  let auth: { authorization: string };
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    adminId = await ctx.createUser({ name: 'Admin', email: 'admin@example.com', password: 'segredo1' });
    auth = await ctx.login('admin@example.com', 'segredo1');
  });
  afterAll(() => ctx.close());

  const call = (method: string, url: string, payload?: unknown, headers = auth) =>
    ctx.app.inject({
      method: method as 'GET',
      url,
      headers,
      ...(payload !== undefined && { payload: payload as object }),
    });

  it('creates users active, refuses a duplicate email (any case) with 409, never returns the hash', async () => {
    const body = {
      name: 'Bia',
      phone: '(11) 98888-7777',
      email: 'bia@example.com',
      password: 'segredo1',
      confirm_password: 'segredo1',
    };
    const created = await call('POST', '/admin/v1/user', body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({
      name: 'Bia',
      phone: '11988887777',
      email: 'bia@example.com',
      is_active: 1,
      role: 'operador',
    });
    expect(created.body).not.toMatch(/password|argon2/);
    const dup = await call('POST', '/admin/v1/user', { ...body, email: 'BIA@example.com' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({
      message: 'Já existe um usuário com este email.',
      errors: { email: 'Já existe um usuário com este email.' },
    });
  });

  it('checks the password length and confirmation', async () => {
    const res = await call('POST', '/admin/v1/user', {
      name: 'C',
      phone: '11988887777',
      email: 'c@example.com',
      password: '123',
      confirm_password: '1234567',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      password: 'A senha deve ter entre 6 e 15 caracteres',
      confirm_password: 'As senhas não conferem',
    });
  });

  it('keeps the email as it was when editing', async () => {
    const created = (
      await call('POST', '/admin/v1/user', {
        name: 'D',
        phone: '11988887777',
        email: 'd@example.com',
        password: 'segredo1',
        confirm_password: 'segredo1',
      })
    ).json().data;
    const res = await call('PUT', `/admin/v1/user/${created.id}`, {
      ...created,
      email: 'outro@example.com',
      name: 'Dora',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Dora', email: 'd@example.com' });
  });

  it('blocking ends the user’s sessions at once; unblocking lets them sign in again', async () => {
    const u = (
      await call('POST', '/admin/v1/user', {
        name: 'E',
        phone: '11988887777',
        email: 'e@example.com',
        password: 'segredo1',
        confirm_password: 'segredo1',
      })
    ).json().data;
    const theirs = await ctx.login('e@example.com', 'segredo1');
    expect((await call('GET', '/admin/v1/user/profile', undefined, theirs)).statusCode).toBe(200);
    const blocked = await call('PATCH', `/admin/v1/user/${u.id}/deactivate`);
    expect(blocked.json()).toMatchObject({ data: { is_active: 0 }, message: 'Acesso bloqueado' });
    expect((await call('GET', '/admin/v1/user/profile', undefined, theirs)).json().code).toBe(97);
    const unblocked = await call('PATCH', `/admin/v1/user/${u.id}/activate`);
    expect(unblocked.json().data.is_active).toBe(1);
    // The old token stays dead (sessions ended); a new sign-in works.
    expect((await call('GET', '/admin/v1/user/profile', undefined, theirs)).json().code).toBe(98);
    await ctx.login('e@example.com', 'segredo1');
  });

  it('an admin cannot block or delete themselves (403)', async () => {
    const res = await call('PATCH', `/admin/v1/user/${adminId}/deactivate`);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Você não pode bloquear o próprio usuário.');
    const del = await call('DELETE', `/admin/v1/user/${adminId}`);
    expect(del.statusCode).toBe(403);
    expect(del.json().message).toBe('Você não pode excluir o próprio usuário.');
    expect((await call('GET', '/admin/v1/user/profile')).statusCode).toBe(200);
  });

  it('changes a password only with the current one; ends other sessions, keeps the changer signed in', async () => {
    const id = await ctx.createUser({ email: 'f@example.com', password: 'segredo1' });
    const first = await ctx.login('f@example.com', 'segredo1');
    const second = await ctx.login('f@example.com', 'segredo1');
    const wrong = await call(
      'PUT',
      `/admin/v1/user/${id}/password`,
      { password: 'errada1', new_password: 'novasenha', confirm_new_password: 'novasenha' },
      first,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ password: 'Senha atual incorreta.' });
    const same = await call(
      'PUT',
      `/admin/v1/user/${id}/password`,
      { password: 'segredo1', new_password: 'segredo1', confirm_new_password: 'segredo1' },
      first,
    );
    expect(same.json().errors).toEqual({ new_password: 'A nova senha deve ser diferente da atual' });
    const empty = await call('PUT', `/admin/v1/user/${id}/password`, {}, first);
    expect(empty.json()).toEqual({
      message: 'Verifique os campos do formulário e tente novamente!',
      errors: {
        password: 'Informe a senha atual',
        new_password: 'Informe a nova senha',
        confirm_new_password: 'Confirme a nova senha',
      },
    });
    // Empty or not text counts as missing; otherwise 6 to 15 characters; then the confirmation.
    const shapes = await call(
      'PUT',
      `/admin/v1/user/${id}/password`,
      { password: '', new_password: 12345678, confirm_new_password: '123' },
      first,
    );
    expect(shapes.json().errors).toEqual({
      password: 'Informe a senha atual',
      new_password: 'Informe a nova senha',
      confirm_new_password: 'A senha deve ter entre 6 e 15 caracteres',
    });
    const mismatch = await call(
      'PUT',
      `/admin/v1/user/${id}/password`,
      { password: 'segredo1', new_password: 'novasenha', confirm_new_password: 'outrasenha' },
      first,
    );
    expect(mismatch.json().errors).toEqual({ confirm_new_password: 'As senhas não conferem' });
    const ok = await call(
      'PUT',
      `/admin/v1/user/${id}/password`,
      { password: 'segredo1', new_password: 'novasenha', confirm_new_password: 'novasenha' },
      first,
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Senha alterada com sucesso!');
    expect((await call('GET', '/admin/v1/user/profile', undefined, second)).json().code).toBe(98);
    const fresh = { authorization: `Bearer ${ok.json().access_token}` };
    expect((await call('GET', '/admin/v1/user/profile', undefined, fresh)).statusCode).toBe(200);
    await ctx.login('f@example.com', 'novasenha');
  });

  it('profile: reads and updates name and phone, never the email', async () => {
    const res = await call('POST', '/admin/v1/user/profile', {
      name: 'Admin Silva',
      phone: '(21) 3333-4444',
      email: 'hacker@example.com',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Admin Silva',
      phone: '2133334444',
      email: 'admin@example.com',
      permissions: ['*'],
    });
    expect(Object.keys(res.json().data).sort()).toEqual([
      'email',
      'id',
      'is_active',
      'name',
      'permissions',
      'phone',
      'role',
    ]);
    const bad = await call('POST', '/admin/v1/user/profile', { name: '', phone: '12' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: 'Verifique os campos do formulário e tente novamente!',
      errors: { name: 'Informe o nome do usuário', phone: 'Telefone inválido' },
    });
    // The user descriptor's rules and messages (schemas/user.json), whatever else the body holds.
    const long = await call('POST', '/admin/v1/user/profile', { name: 'x'.repeat(101), phone: 11988887777, role: 'x' });
    expect(long.json().errors).toEqual({
      name: 'O nome deve ter no máximo 100 caracteres',
      phone: 'Telefone inválido',
    });
    const notObject = await call('POST', '/admin/v1/user/profile', ['Admin']);
    expect(notObject.json().errors).toEqual({
      name: 'Informe o nome do usuário',
      phone: 'Informe o telefone do usuário',
    });
    const read = await call('GET', '/admin/v1/user/profile');
    expect(read.json().data).toMatchObject({ name: 'Admin Silva', role: 'admin', must_change_password: false });
    expect(Object.keys(read.json().data)).not.toContain('token_version');
  });

  it('block and unblock answer the user without secrets; an id beyond any user is a 404', async () => {
    const id = await ctx.createUser({ email: 'g@example.com', password: 'segredo1' });
    const res = await call('PATCH', `/admin/v1/user/${id}/deactivate`);
    expect(Object.keys(res.json()).sort()).toEqual(['data', 'message']);
    expect(Object.keys(res.json().data).sort()).toEqual(['email', 'id', 'is_active', 'name', 'phone', 'role']);
    expect((await call('PATCH', `/admin/v1/user/99999999999/activate`)).statusCode).toBe(404);
    expect((await call('PATCH', `/admin/v1/user/abc/activate`)).statusCode).toBe(400);
  });
});
