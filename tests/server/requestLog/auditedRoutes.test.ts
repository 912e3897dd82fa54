import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../support/testApp.js';
import { testDbKinds } from '../../support/testDb.js';

// Issue 18: request-log rows waited up to 250 ms in memory, so a crash right after an answer lost
// the record of a sign-in, an erasure or a file read. Routes whose config says `audit` write
// their row before the answer leaves: it is in the table the moment the client has the answer,
// with no flush.

describe.each(testDbKinds)('security events are stored before they are answered (%s)', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    // The queue's timer never fires on its own here: a loaded host once let it write the ordinary
    // request's row between the answer and the check, and the test read the queue empty.
    ctx = await createTestContext(kind, { requestLogFlushMs: 10 * 60_000 });
    await ctx.createUser({ email: 'auditada@example.com', password: 'certa-123' });
  });
  afterAll(() => ctx.close());

  const storedNow = async (path: string) =>
    (
      await sql<{
        path: string;
        response_status: number;
      }>`select path, response_status from request_logs where path = ${path}`.execute(ctx.handle.db)
    ).rows;

  it('declares the security-relevant routes as audited', () => {
    const audited = ctx.app.routeList.filter((r) => r.audit).map((r) => `${r.method} ${r.url}`);
    for (const route of [
      'POST /api/v2/user/login',
      'POST /api/v2/user/logout',
      'POST /api/v2/person/delete-account',
      'POST /auth/v1/reset-password',
      'POST /admin/v1/user/:id/reset-link',
      'GET /files/*',
    ]) {
      expect(audited).toContain(route);
    }
    expect(audited.filter((r) => r.endsWith('/export.csv') && r.startsWith('GET ')).length).toBeGreaterThan(5);
  });

  it('a failed and a successful sign-in are in the table when their answers arrive', async () => {
    const failed = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/user/login',
      payload: { email: 'auditada@example.com', password: 'errada-1' },
    });
    expect(failed.statusCode).toBe(401);
    expect((await storedNow('/api/v2/user/login')).map((r) => r.response_status)).toEqual([401]);
    await ctx.login('auditada@example.com', 'certa-123');
    expect((await storedNow('/api/v2/user/login')).map((r) => r.response_status).sort()).toEqual([200, 401]);
  });

  it('an ordinary request is still queued (the batched log), not written on its path', async () => {
    const auth = await ctx.login('auditada@example.com', 'certa-123');
    await ctx.app.inject({ method: 'GET', url: '/admin/v1/param?marca=fila', headers: auth });
    expect(await storedNow('/admin/v1/param?marca=fila')).toEqual([]);
    expect(ctx.app.requestLog!.pending).toBeGreaterThan(0);
    await ctx.app.requestLog!.flush();
    expect(await storedNow('/admin/v1/param?marca=fila')).toHaveLength(1);
  });

  it('an audited row is written once, not again by the queue', async () => {
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/person/delete-account',
      payload: { cpf: '529.982.247-25', password: 'errada-9' },
    });
    await ctx.app.requestLog!.flush();
    expect(await storedNow('/api/v2/person/delete-account')).toHaveLength(1);
  });
});
