import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DescriptorError } from '../../../src/core/descriptors/DescriptorError.js';
import * as apiMessages from '../../../src/core/api/apiMessages.js';
import { createTestContext, type TestContext } from '../../support/testApp.js';
import { testDbKinds } from '../../support/testDb.js';
import { tempDir } from '../../support/tempDir.js';

/** A copy of schemas/ with `edit` applied to the JSON file `name` (relative to the folder). */
function schemasWith(edits: Record<string, (json: any) => void>): string {
  const dir = tempDir('schemas-endpoints');
  cpSync('schemas', dir, { recursive: true });
  for (const [name, edit] of Object.entries(edits)) {
    const file = join(dir, name);
    const json = JSON.parse(readFileSync(file, 'utf8'));
    edit(json);
    writeFileSync(file, JSON.stringify(json, null, 2));
  }
  return dir;
}

/** Runs `body` with SCHEMAS_DIR set to `dir`, as `npm start` would read it. */
async function withSchemas<T>(dir: string, body: () => Promise<T>): Promise<T> {
  const previous = process.env.SCHEMAS_DIR;
  process.env.SCHEMAS_DIR = dir;
  try {
    return await body();
  } finally {
    if (previous === undefined) delete process.env.SCHEMAS_DIR;
    else process.env.SCHEMAS_DIR = previous;
  }
}

describe.each(testDbKinds)('the hand-written routes register where schemas/api/endpoints.json says (%s)', (kind) => {
  let ctx: TestContext;
  let auth: { authorization: string };
  let adminId: number;
  let otherId: number;
  beforeAll(async () => {
    const dir = schemasWith({
      'api/endpoints.json': (c) => {
        c.paths.pricing = '/prices/v3/list';
        c.paths.logout = '/api/v2/session/end';
        c.paths.profile = '/staff/v2/me';
        c.users.paths.deactivate = '/{id}/block';
        c.entityPaths.requestLogStats.path = '/counts';
      },
      'user.json': (d) => (d.api.endpoint = '/staff/v2/members'),
    });
    ctx = await withSchemas(dir, () => createTestContext(kind, { requestLog: false }));
    adminId = await ctx.createUser({ email: 'admin@example.com', password: 'admin123' });
    otherId = await ctx.createUser({ email: 'outra@example.com' });
    auth = await ctx.login('admin@example.com', 'admin123');
  }, 60_000);
  afterAll(() => ctx?.close());

  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: auth });

  it('serves each route at its new path, and nothing at the old one', async () => {
    expect((await get('/prices/v3/list?per_page=10&page=1')).statusCode).toBe(200);
    expect((await get('/services/v1/pricing')).statusCode).toBe(404);
    expect((await get('/requests/v1/request-logs/counts')).json()).toMatchObject({ data: { total: 0 } });
    expect((await get('/requests/v1/request-logs/stats')).statusCode).not.toBe(200);
  });

  it("puts the users' routes under the users' descriptor's endpoint, moved with it", async () => {
    const profile = await get('/staff/v2/me');
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data).toMatchObject({ id: adminId, email: 'admin@example.com' });
    expect((await get('/admin/v1/user/profile')).statusCode).toBe(404);
    const blocked = await ctx.app.inject({ method: 'PATCH', url: `/staff/v2/members/${otherId}/block`, headers: auth });
    expect(blocked.json()).toMatchObject({ data: { id: otherId, is_active: 0 }, message: apiMessages.accessBlocked });
  });

  it("keeps the users' own rules at the new path: nobody blocks themselves", async () => {
    const self = await ctx.app.inject({ method: 'PATCH', url: `/staff/v2/members/${adminId}/block`, headers: auth });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(apiMessages.selfBlock);
  });

  it('ends the session at the new logout path', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v2/session/end', headers: auth });
    expect(res.json()).toEqual({ message: apiMessages.loggedOut });
  });
});

describe('a wrong schemas/api/endpoints.json stops the start', () => {
  it.each<[string, (c: any) => void, string]>([
    ['a path that is not an API path', (c) => (c.paths.login = '/login'), '/paths/login: formato inválido'],
    [
      'an entity without a descriptor',
      (c) => (c.entityPaths.livenessFiles.entity = 'liveness-logs'),
      '/entityPaths/livenessFiles/entity: descritor "liveness-logs" não existe',
    ],
  ])('%s: file, JSON path and reason', async (_name, edit, message) => {
    const dir = schemasWith({ 'api/endpoints.json': edit });
    const started = withSchemas(dir, () => createTestContext('pglite', { requestLog: false }));
    await expect(started).rejects.toBeInstanceOf(DescriptorError);
    await expect(started).rejects.toThrow(message);
    await expect(started).rejects.toThrow(/api\/endpoints\.json/);
  });
});
