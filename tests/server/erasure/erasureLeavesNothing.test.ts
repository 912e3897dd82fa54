import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { hashPassword } from '../../../server/auth/password.js';
import { ERASED_MARKER } from '../../../server/erasure/scrubPersonalText.js';
import { createTestContext, type TestContext } from '../../support/testApp.js';
import { testDbKinds } from '../../support/testDb.js';
import { findPersonalData } from './leavesNothing.js';
import { filesLeft, personWithCaptures, type PersonWithCaptures } from './personWithCaptures.js';

const formatted = (cpf: string) => `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
const masked = (cpf: string) => `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`;
const formattedPhone = (phone: string) => `(${phone.slice(0, 2)}) ${phone.slice(2, 7)}-${phone.slice(7)}`;
const needlesOf = (p: PersonWithCaptures) => [
  p.cpf,
  formatted(p.cpf),
  masked(p.cpf),
  p.name,
  p.email,
  p.phone,
  formattedPhone(p.phone),
  ...p.files,
];

describe.each(testDbKinds)('an erasure leaves nothing: every table and the storage folder searched (%s)', (kind) => {
  let ctx: TestContext;
  let admin: { authorization: string };

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    await ctx.createUser({ email: 'admin@example.com', password: 'admin123', role: 'admin' });
    admin = await ctx.login('admin@example.com', 'admin123');
  }, 60_000);
  afterAll(() => ctx.close());

  /** What an operator's work leaves about a person: record reads, filters, a refused create, an access-log entry. */
  async function traces(p: PersonWithCaptures): Promise<void> {
    const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: admin });
    await get(`/person/v1/${p.id}`);
    await get(`/person/v1?cpf=${formatted(p.cpf)}`);
    await get(`/person/v1?cpf=${p.cpf}&name=${encodeURIComponent(p.name)}`);
    await get(`/person/v1?name=${p.name.replace(/ /g, '+')}`);
    await get(`/admin/v1/liveness/${p.livenessLogId}`);
    await get(`/admin/v1/fingerprint/${p.fingerLogId}`);
    await get(`/admin/v1/liveness?cpf=${p.cpf}`);
    await get(`/person/v1?search=${encodeURIComponent(formattedPhone(p.phone))}`);
    await get(`/person/v1?phone=${p.phone}`);
    const dup = await ctx.app.inject({
      method: 'POST',
      url: '/person/v1',
      headers: admin,
      payload: { name: p.name, email: p.email.toUpperCase(), cpf: formatted(p.cpf), phone: '11987654321' },
    });
    expect(dup.statusCode).toBeGreaterThanOrEqual(400);
    await ctx.handle.db
      .insertInto('access_logs')
      .values({ user_id: null, action: 'person.view', subject: 'person', subject_id: p.cpf })
      .execute();
    // A reveal whose written reason names the person: the reason is theirs too.
    const reveal = await ctx.app.inject({
      method: 'POST',
      url: `/person/v1/${p.id}/reveal`,
      headers: admin,
      payload: { field: 'cpf', reason: `outro: ligação de ${p.name}` },
    });
    expect(reveal.statusCode, reveal.body).toBe(200);
    // A saved view of the person list: the CPF typed in its filter, the person named in its name.
    const view = await ctx.app.inject({
      method: 'POST',
      url: '/admin/v1/list-views',
      headers: admin,
      payload: {
        list: 'person',
        name: `Caso ${p.name}`,
        shared: true,
        default: false,
        state: { filters: { cpf: formatted(p.cpf), name: p.name } },
      },
    });
    expect(view.statusCode, view.body).toBe(201);
  }

  it('console delete: CPF (digits, formatted, masked), name, e-mail, phone and files found before, none after; another person untouched', async () => {
    const ana = await personWithCaptures(ctx.handle.db, ctx.storage, 'ana-souza', '49858782004', 'Ana Beatriz Souza');
    const bruno = await personWithCaptures(
      ctx.handle.db,
      ctx.storage,
      'bruno-lima',
      '36923802164',
      'Bruno Henrique Lima',
    );
    await traces(ana);
    await traces(bruno);
    await ctx.app.requestLog!.flush();
    const before = await findPersonalData(ctx.handle.db, ctx.storage, needlesOf(ana));
    const brunoBefore = await findPersonalData(ctx.handle.db, ctx.storage, needlesOf(bruno));
    console.info(`antes (${kind}): ${before.length} ocorrências`, before);
    expect(before.length).toBeGreaterThan(20);

    // Right after the reads (their rows still queued): the erasure flushes the queue first.
    const res = await ctx.app.inject({ method: 'DELETE', url: `/person/v1/${ana.id}`, headers: admin });
    expect(res.statusCode).toBe(200);
    await ctx.app.requestLog!.flush();

    expect(await findPersonalData(ctx.handle.db, ctx.storage, needlesOf(ana))).toEqual([]);
    expect(filesLeft(ctx.storage, ana.files)).toEqual([]);
    expect(await findPersonalData(ctx.handle.db, ctx.storage, needlesOf(bruno))).toEqual(brunoBefore);
    const marked = await sql<{
      n: number;
    }>`select count(*)::int as n from request_logs where body like ${`%${ERASED_MARKER}%`} or path like ${`%${ERASED_MARKER}%`} or response_body like ${`%${ERASED_MARKER}%`}`.execute(
      ctx.handle.db,
    );
    expect(marked.rows[0]!.n).toBeGreaterThan(3);
    const [receipt] = (await ctx.app.inject({ method: 'GET', url: '/admin/v1/erasure-receipt', headers: admin })).json()
      .items;
    expect(receipt.counts.request_logs).toBeGreaterThan(3);
    expect(receipt.counts.access_logs).toBe(2);
    expect(receipt.counts.list_views).toBe(1);
  });

  it('public delete-account: the same search finds nothing, the request itself included', async () => {
    const carla = await personWithCaptures(
      ctx.handle.db,
      ctx.storage,
      'carla-dias',
      '05538873943',
      'Carla Regina Dias',
    );
    await ctx.handle.db
      .updateTable('people')
      .set({ password_hash: await hashPassword('minha-senha-1') })
      .where('id', '=', carla.id)
      .execute();
    await traces(carla);
    // A wrong password first: its row (with the CPF) is written before the erasure.
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/person/delete-account',
      payload: { cpf: formatted(carla.cpf), password: 'errada-123' },
      remoteAddress: '10.9.0.1',
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/person/delete-account',
      payload: { cpf: formatted(carla.cpf), password: 'minha-senha-1' },
      remoteAddress: '10.9.0.1',
    });
    expect(res.statusCode).toBe(200);
    await ctx.app.requestLog!.flush();
    expect(await findPersonalData(ctx.handle.db, ctx.storage, needlesOf(carla))).toEqual([]);
    const [receipt] = (
      await ctx.app.inject({ method: 'GET', url: '/admin/v1/erasure-receipt?per_page=1', headers: admin })
    ).json().items;
    expect(receipt).toMatchObject({ channel: 'public', people: 1, files: 16, filesPending: 0 });
  });
});
