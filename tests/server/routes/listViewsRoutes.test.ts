import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as apiMessages from '../../../src/core/api/apiMessages.js';
import { LIST_VIEW_LIMITS as L } from '../../../src/core/listViews/listViewLimits.js';
import { LIST_VIEW_MESSAGES as M } from '../../../src/core/listViews/listViewMessages.js';
import { createTestContext, type TestContext } from '../../support/testApp.js';
import { testDbKinds } from '../../support/testDb.js';

const BASE = '/admin/v1/list-views';
type Auth = { authorization: string };

describe.each(testDbKinds)('saved list views, /admin/v1/list-views (%s)', (kind) => {
  let ctx: TestContext;
  let ana: Auth; // operador: reads people, not users
  let bia: Auth; // operador
  let admin: Auth;
  let anaId: number;
  beforeAll(async () => {
    ctx = await createTestContext(kind, { requestLog: false });
    anaId = await ctx.createUser({ email: 'ana@example.com', password: 'segredo1', role: 'operador' });
    await ctx.createUser({ email: 'bia@example.com', password: 'segredo1', role: 'operador' });
    await ctx.createUser({ email: 'chefe@example.com', password: 'segredo1', role: 'admin' });
    ana = await ctx.login('ana@example.com', 'segredo1');
    bia = await ctx.login('bia@example.com', 'segredo1');
    admin = await ctx.login('chefe@example.com', 'segredo1');
  });
  afterAll(() => ctx.close());

  const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT', url: string, headers: object, payload?: unknown) =>
    ctx.app.inject({
      method,
      url,
      headers: headers as Record<string, string>,
      ...(payload !== undefined && { payload: payload as object }),
    });
  const views = (auth: Auth, list = 'person') => send('GET', `${BASE}?list=${list}`, auth);
  const create = (auth: Auth, body: Record<string, unknown>) =>
    send('POST', BASE, auth, { list: 'person', state: { filters: {} }, ...body });
  const state = {
    filters: { name: 'ana' },
    sort: { field: 'name', order: 'desc' },
    columns: ['cpf', 'name'],
    perPage: 50,
  };

  it('saves a view with its filters, sort, columns and page size, and answers it to its owner only while personal', async () => {
    const res = await create(ana, { name: '  Minhas pessoas  ', state });
    expect(res.statusCode, res.body).toBe(201);
    const { data, message } = res.json();
    expect(message).toBe(M.created);
    expect(data).toMatchObject({
      list: 'person',
      name: 'Minhas pessoas',
      shared: false,
      mine: true,
      deletable: true,
      state,
    });
    expect((await views(ana)).json()).toMatchObject({
      data: [{ id: data.id, name: 'Minhas pessoas' }],
      default_view_id: null,
    });
    expect((await views(bia)).json().data).toEqual([]);
    // Another session of the same user (another browser) sees it.
    expect((await views(await ctx.login('ana@example.com', 'segredo1'))).json().data).toHaveLength(1);
  });

  it('shares a view: others see it (not theirs, not deletable), may make it their default, and lose it when unshared', async () => {
    const { data } = (await create(ana, { name: 'Equipe', shared: true, state })).json();
    const seen = (await views(bia)).json().data.find((v: { id: number }) => v.id === data.id);
    expect(seen).toMatchObject({ shared: true, mine: false, deletable: false, owner_name: 'Usuária 1' });
    // bia's default is hers only.
    const set = await send('PUT', `${BASE}/default`, bia, { list: 'person', view_id: data.id });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ default_view_id: data.id, message: M.defaultSet });
    expect((await views(bia)).json().default_view_id).toBe(data.id);
    expect((await views(ana)).json().default_view_id).toBe(null);
    // Only the owner changes it.
    expect((await send('PATCH', `${BASE}/${data.id}`, bia, { name: 'Minha' })).json()).toEqual({ message: M.notOwner });
    expect((await send('DELETE', `${BASE}/${data.id}`, bia)).statusCode).toBe(403);
    // Unshared: bia no longer sees it, nor opens the list with it.
    const unshared = await send('PATCH', `${BASE}/${data.id}`, ana, { shared: false });
    expect(unshared.statusCode, unshared.body).toBe(200);
    expect(unshared.json().data).toMatchObject({ shared: false, name: 'Equipe' });
    expect((await views(bia)).json()).toEqual({ data: [], default_view_id: null });
    expect((await send('PATCH', `${BASE}/${data.id}`, bia, { name: 'x' })).statusCode).toBe(404);
    expect((await send('PUT', `${BASE}/default`, bia, { list: 'person', view_id: data.id })).statusCode).toBe(404);
  });

  it('lets an administrator delete a shared view of someone else, never a personal one', async () => {
    const shared = (await create(bia, { name: 'Compartilhada da Bia', shared: true })).json().data;
    const personal = (await create(bia, { name: 'Só da Bia' })).json().data;
    const adminSees = (await views(admin)).json().data;
    expect(adminSees.find((v: { id: number }) => v.id === shared.id)).toMatchObject({ mine: false, deletable: true });
    expect(adminSees.some((v: { id: number }) => v.id === personal.id)).toBe(false);
    expect((await send('DELETE', `${BASE}/${personal.id}`, admin)).statusCode).toBe(404);
    expect((await send('PATCH', `${BASE}/${shared.id}`, admin, { name: 'Minha' })).statusCode).toBe(403);
    const del = await send('DELETE', `${BASE}/${shared.id}`, admin);
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json()).toEqual({ message: M.deleted });
    expect((await views(bia)).json().data.map((v: { name: string }) => v.name)).toEqual(['Só da Bia']);
  });

  it('renames and rewrites its own view; a default goes with its deleted view', async () => {
    const { data } = (await create(bia, { name: 'Rascunho', default: true })).json();
    expect((await views(bia)).json().default_view_id).toBe(data.id);
    const changed = await send('PATCH', `${BASE}/${data.id}`, bia, {
      name: 'Final',
      state: { filters: { cpf: '123' } },
    });
    expect(changed.json().data).toMatchObject({ name: 'Final', state: { filters: { cpf: '123' } } });
    expect((await send('DELETE', `${BASE}/${data.id}`, bia)).statusCode).toBe(200);
    expect((await views(bia)).json().default_view_id).toBe(null);
    const cleared = await send('PUT', `${BASE}/default`, bia, { list: 'person', view_id: null });
    expect(cleared.json()).toEqual({ default_view_id: null, message: M.defaultCleared });
  });

  it('refuses a state that does not fit the list, with a pt-BR message per part', async () => {
    const cases: [unknown, string, string][] = [
      [{ filters: { nope: '1' } }, 'state.filters', M.filterUnknown('nope')],
      [{ filters: {}, sort: { field: 'cpf', order: 'asc' } }, 'state.sort', M.sortUnknown('cpf')],
      [{ filters: {}, columns: ['name', 'senha'] }, 'state.columns', M.columnUnknown('senha')],
      [{ filters: {}, columns: ['name', 'name'] }, 'state.columns', M.columnRepeated('name')],
      [{ filters: {}, perPage: 7 }, 'state.perPage', M.perPageInvalid([10, 25, 50, 100, 500, 1000])],
    ];
    for (const [bad, field, message] of cases) {
      const res = await create(ana, { name: `Ruim ${field}`, state: bad });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ message, errors: { [field]: message } });
    }
    const shape = await create(ana, { name: 'Forma', state: { filters: [] } });
    expect(shape.statusCode).toBe(400);
    expect(shape.json().message).toBe(M.stateInvalid);
    const extra = await create(ana, { name: 'Forma', state: { filters: {}, extra: 1 } });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toMatch(/extra/);
  });

  it('refuses a blank or too long name, an unknown list and an unknown key', async () => {
    expect((await create(ana, { name: '   ' })).json()).toMatchObject({ message: M.nameRequired });
    expect((await create(ana, { name: 'x'.repeat(L.nameLength + 1) })).json()).toMatchObject({
      message: M.nameTooLong,
    });
    expect((await create(ana, { name: `  ${'x'.repeat(L.nameLength)}  ` })).statusCode).toBe(201);
    expect((await create(ana, { list: 'nada', name: 'a' })).json()).toMatchObject({ message: M.listUnknown });
    expect((await views(ana, 'nada')).statusCode).toBe(400);
    expect((await create(ana, { name: 'a', owner: 1 })).statusCode).toBe(400);
    expect((await send('PATCH', `${BASE}/1`, ana, {})).statusCode).toBe(400);
  });

  it(`refuses a state past ${L.stateBytes / 1024} KiB of JSON (UTF-8 bytes), before looking at what it holds`, async () => {
    // Two filters of 1,000 two-byte characters: about 4 KiB, within the limit.
    const fits = await create(ana, {
      name: 'Grande',
      state: { filters: { name: 'ç'.repeat(1000), cpf: 'ã'.repeat(1000) } },
    });
    expect(fits.statusCode, fits.body).toBe(201);
    const filters = Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`f${i}`, 'ç'.repeat(1000)]));
    const res = await create(ana, { name: 'Grande demais', state: { filters } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: M.stateTooLarge, errors: { state: M.stateTooLarge } });
  });

  it('names are unique per owner and list (case-insensitively): 409; two users may use the same one', async () => {
    await create(ana, { name: 'Duplicada' });
    const again = await create(ana, { name: 'duplicada' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: M.nameTaken, errors: { name: M.nameTaken } });
    expect((await create(bia, { name: 'Duplicada' })).statusCode).toBe(201);
    const other = (await create(ana, { name: 'Outra' })).json().data;
    expect((await send('PATCH', `${BASE}/${other.id}`, ana, { name: 'DUPLICADA' })).statusCode).toBe(409);
  });

  it('concurrent creates with the same name: one 201, the rest 409, no 5xx', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => create(bia, { name: 'Corrida' })));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
  });

  it(`keeps at most ${L.viewsPerList} views per user per list, even under concurrent saves`, async () => {
    const id = await ctx.createUser({ email: 'muitas@example.com', password: 'segredo1', role: 'operador' });
    const auth = await ctx.login('muitas@example.com', 'segredo1');
    const answers = await Promise.all(
      Array.from({ length: L.viewsPerList + 5 }, (_, i) => create(auth, { name: `Visão ${i}` })),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(L.viewsPerList);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(refused.map((a) => a.json())).toEqual(Array(5).fill({ message: M.tooMany }));
    expect((await views(auth)).json().data).toHaveLength(L.viewsPerList);
    // Another list has its own count.
    expect((await create(auth, { list: 'client', name: 'Visão 0' })).statusCode).toBe(201);
    // Deleting the user deletes their views and defaults (FK cascade).
    await send('PUT', `${BASE}/default`, auth, {
      list: 'client',
      view_id: (await views(auth, 'client')).json().data[0].id,
    });
    await ctx.handle.db.deleteFrom('users').where('id', '=', id).execute();
    const left = await ctx.handle.db
      .withTables<{ list_views: { user_id: number }; user_list_defaults: { user_id: number } }>()
      .selectFrom('list_views')
      .select('user_id')
      .where('user_id', '=', id)
      .execute();
    expect(left).toEqual([]);
  });

  it('only on lists the role may read: 403 for the least-privileged role on users; 401 without a session', async () => {
    expect((await views(ana, 'user')).statusCode).toBe(403);
    expect((await views(ana, 'user')).json()).toEqual({ message: apiMessages.forbidden });
    expect((await create(ana, { list: 'user', name: 'Usuários' })).statusCode).toBe(403);
    expect((await send('PUT', `${BASE}/default`, ana, { list: 'user', view_id: null })).statusCode).toBe(403);
    // An administrator's shared view of users stays out of an operator's reach.
    const usersView = (await create(admin, { list: 'user', name: 'Admins', shared: true })).json().data;
    expect((await send('PATCH', `${BASE}/${usersView.id}`, ana, { name: 'x' })).statusCode).toBe(404);
    expect((await send('DELETE', `${BASE}/${usersView.id}`, ana)).statusCode).toBe(404);
    expect((await views({} as Auth)).statusCode).toBe(401);
    expect((await send('POST', BASE, {}, { list: 'person', name: 'a', state: { filters: {} } })).json().code).toBe(99);
  });

  it('ids: a bad or huge id is a 400 or 404, percent-encoded paths reach the same routes', async () => {
    expect((await send('DELETE', `${BASE}/abc`, ana)).statusCode).toBe(400);
    expect((await send('DELETE', `${BASE}/99999999999`, ana)).statusCode).toBe(404);
    expect((await send('DELETE', `${BASE}/999999`, ana)).json()).toEqual({ message: M.notFound });
    const mine = (await create(ana, { name: 'Codificada' })).json().data;
    const encoded = await send(
      'PATCH',
      `/admin/v1/list-%76iews/%3${String(mine.id)[0]}${String(mine.id).slice(1)}`,
      ana,
      {
        name: 'Decodificada',
      },
    );
    expect(encoded.statusCode, encoded.body).toBe(200);
    expect(encoded.json().data.name).toBe('Decodificada');
    expect((await send('GET', '/admin/v1/list-views?list=%70erson', ana)).statusCode).toBe(200);
    expect(anaId).toBeGreaterThan(0);
  });
});
