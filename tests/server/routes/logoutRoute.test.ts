import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as apiMessages from '../../../src/core/api/apiMessages.js';
import { createTestContext, type TestContext } from '../../support/testApp.js';
import { testDbKinds } from '../../support/testDb.js';

describe.each(testDbKinds)('POST /api/v2/user/logout (%s)', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind, { requestLog: false });
  });
  afterAll(() => ctx.close());

  const profile = (headers: Record<string, string>) => ctx.app.inject({ url: '/admin/v1/user/profile', headers });
  const logout = (headers: Record<string, string>, payload?: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/v2/user/logout', headers, ...(payload && { payload }) });

  it('ends the session on the server: the old token is refused with code 98 on its next request', async () => {
    await ctx.createUser({ email: 'sai@example.com', password: 'segredo1', role: 'operador' });
    const auth = await ctx.login('sai@example.com', 'segredo1');
    expect((await profile(auth)).statusCode).toBe(200);
    const res = await logout(auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: apiMessages.loggedOut });
    const after = await profile(auth);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe(98);
    // A second logout with the dead token is a 401 too, and a new sign-in works.
    expect((await logout(auth)).json().code).toBe(98);
    expect((await profile(await ctx.login('sai@example.com', 'segredo1'))).statusCode).toBe(200);
  });

  it('ends every session of that user (sessions are versioned per user), and only theirs', async () => {
    await ctx.createUser({ email: 'dois@example.com', password: 'segredo1' });
    await ctx.createUser({ email: 'vizinha@example.com', password: 'segredo1' });
    const laptop = await ctx.login('dois@example.com', 'segredo1');
    const phone = await ctx.login('dois@example.com', 'segredo1');
    const neighbour = await ctx.login('vizinha@example.com', 'segredo1');
    expect((await logout(laptop, { all: true })).statusCode).toBe(200);
    expect((await profile(phone)).json().code).toBe(98);
    expect((await profile(neighbour)).statusCode).toBe(200);
  });

  it('needs a token (401 code 99)', async () => {
    const res = await logout({});
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(99);
  });

  it('is open to a user who must still change their password', async () => {
    const id = await ctx.createUser({ email: 'nova@example.com', password: 'segredo1' });
    await ctx.handle.db.updateTable('users').set({ must_change_password: true }).where('id', '=', id).execute();
    const auth = await ctx.login('nova@example.com', 'segredo1');
    expect((await logout(auth)).statusCode).toBe(200);
    expect((await profile(auth)).json().code).toBe(98);
  });
});
