import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildApp, type App } from '../../../server/app.js';
import type { DbHandle } from '../../../server/db/openDb.js';
import { openTestDb, testDbKinds } from '../../support/testDb.js';
import { tempDir } from '../../support/tempDir.js';
import { TEST_SECRET } from '../../support/testApp.js';
import { testPasswordHash } from '../../support/testPasswordHash.js';
import { fixtureDescriptors } from '../../support/fixtureSchemas.js';
import { personWithCaptures, type PersonWithCaptures } from '../erasure/personWithCaptures.js';
import { OMITTED } from '../../../server/requestLog/omitPersonalFields.js';

const CPF = '52998224725';
const FORMATTED = '529.982.247-25';
const MASKED = '***.982.247-**';
/**
 * The masking and reveal of `"personal": "cpf"` fields (server/crud, server/requestLog) on the fixture
 * descriptors of tests/fixtures/schemas: the five that carry a CPF, in a column of their own
 * (member, capture-log, scan-log) or through a join with people (fingerprint, proof), and
 * the request log's free text (`"personal": "text"`, the api-call fixture).
 */
const descriptors = fixtureDescriptors();
const byKey = (key: string) => descriptors.find((d) => d.key === key)!;
const member = byKey('member').api.endpoint;
const apiCalls = byKey('api-call').api.endpoint;

/** Admin, an operator who reveals the members' and the fingerprints' CPFs only, and a role that reads and exports but never reveals. */
const roles = {
  roles: [
    { key: 'admin', label: 'Administrador', grants: ['*'] },
    {
      key: 'operador',
      label: 'Operador',
      grants: [
        'member:read',
        'member:write',
        'member:export',
        'member:reveal',
        'fingerprint:read',
        'fingerprint:reveal',
        'proof:read',
        'capture-log:read',
        'scan-log:read',
      ],
    },
    {
      key: 'leitor',
      label: 'Leitor',
      grants: ['member:read', 'member:export', 'fingerprint:read', 'proof:read', 'capture-log:read', 'scan-log:read'],
    },
  ],
};

/** The descriptors that carry a CPF: endpoint, list key, personal field, CPF filter (a `cpf` mask) and table. */
const carriers = descriptors
  .filter((d) => d.server && Object.values(d.fields).some((f) => f.personal === 'cpf'))
  .map((d) => ({
    key: d.key,
    endpoint: d.api.endpoint,
    items: d.api.list.items,
    field: Object.entries(d.fields).find(([, f]) => f.personal === 'cpf')![0],
    filter: d.list.filters.find((f) => f.mask === 'cpf')?.param,
    table: d.server!.table,
  }));

describe.each(testDbKinds)('CPFs masked by default, revealed on purpose (%s)', (kind) => {
  let app: App;
  let handle: DbHandle;
  let person: PersonWithCaptures;
  const auth: Record<string, { authorization: string }> = {};
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    handle = await openTestDb(kind);
    const storage = tempDir('mask-storage');
    // The users' role options list the roles (sanitizeRoles checks it), in this test's order.
    byKey('user').fields.role!.options = roles.roles.map((r) => ({ value: r.key, label: r.label }));
    app = await buildApp({
      db: handle.db,
      jwtSecret: TEST_SECRET,
      storageDir: storage,
      roles,
      descriptors,
      dbKind: kind,
    });
    await app.ready();
    for (const role of ['admin', 'operador', 'leitor']) {
      await handle.db
        .insertInto('users')
        .values({
          name: `Usuária ${role}`,
          email: `${role}@example.com`,
          phone: '11987654321',
          role,
          password_hash: await testPasswordHash('senha123'),
        })
        .execute();
      const res = await app.inject({
        method: 'POST',
        url: '/api/v2/user/login',
        payload: { email: `${role}@example.com`, password: 'senha123' },
      });
      expect(res.statusCode, res.body).toBe(200);
      auth[role] = { authorization: `Bearer ${res.json().access_token}` };
    }
    person = await personWithCaptures(handle.db, storage, 'ana', CPF, 'Ana Titular');
    await personWithCaptures(handle.db, storage, 'bia', '11144477735', 'Bia Outra');
    const one = async (table: 'fingerprints' | 'liveness_proofs') =>
      (await handle.db.selectFrom(table).select('id').where('person_id', '=', person.id).executeTakeFirstOrThrow()).id;
    // Ana's row in each carrier's table.
    const byTable: Record<string, number> = {
      people: person.id,
      fingerprints: await one('fingerprints'),
      liveness_proofs: await one('liveness_proofs'),
      liveness_logs: person.livenessLogId,
      finger_logs: person.fingerLogId,
    };
    for (const c of carriers) ids[c.key] = byTable[c.table]!;
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  const inject = (role: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    app.inject({ method, url, headers: auth[role], ...(payload !== undefined && { payload: payload as object }) });
  const reveal = (role: string, endpoint: string, id: number | string, body: unknown) =>
    inject(role, 'POST', `${endpoint}/${id}/reveal`, body);

  it('the fixtures carry a CPF in five lists, three of them with a CPF filter', () => {
    expect(carriers.map((c) => [c.key, c.field, c.filter ?? null, c.table])).toEqual([
      ['capture-log', 'cpf', 'cpf', 'liveness_logs'],
      ['fingerprint', 'member_cpf', null, 'fingerprints'],
      ['member', 'cpf', 'cpf', 'people'],
      ['proof', 'member_cpf', 'cpf', 'liveness_proofs'],
      ['scan-log', 'cpf', null, 'finger_logs'],
    ]);
  });

  it.each(carriers)('$key: list, record and export carry the CPF masked, never in full', async (c) => {
    const list = await inject('admin', 'GET', `${c.endpoint}?per_page=1000`);
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json()[c.items] as Record<string, unknown>[];
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.find((r) => r.id === ids[c.key])![c.field]).toBe(MASKED);
    expect(rows.map((r) => r[c.field])).toContain('***.444.777-**');
    expect(list.body).not.toContain(CPF);
    expect(list.body).not.toContain(FORMATTED);
    const record = await inject('admin', 'GET', `${c.endpoint}/${ids[c.key]}`);
    expect(record.statusCode, record.body).toBe(200);
    expect(record.body).toContain(MASKED);
    expect(record.body).not.toContain(CPF);
    expect(record.body).not.toContain(FORMATTED);
    const csv = await inject('admin', 'GET', `${c.endpoint}/export.csv`);
    expect(csv.statusCode, csv.body.slice(0, 200)).toBe(200);
    expect(csv.body).toContain(MASKED);
    expect(csv.body).not.toContain(FORMATTED);
    expect(csv.body).not.toContain(CPF);
  });

  it('member record, create and update answers are masked; a PUT never overwrites the stored CPF', async () => {
    const record = await inject('admin', 'GET', `${member}/${person.id}`);
    expect(record.json().data.cpf).toBe(MASKED);
    const created = await inject('admin', 'POST', member, {
      fullName: 'Caio Novo',
      cpf: '39053344705',
      email: 'caio@example.com',
      password: 'segredo1',
      confirm_password: 'segredo1',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.cpf).toBe('***.533.447-**');
    const { data } = record.json();
    const saved = await inject('admin', 'PUT', `${member}/${person.id}`, { ...data, fullName: 'Ana Editada' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ fullName: 'Ana Editada', cpf: MASKED });
    const stored = await handle.db
      .selectFrom('people')
      .select('cpf')
      .where('id', '=', person.id)
      .executeTakeFirstOrThrow();
    expect(stored.cpf).toBe(CPF);
  });

  it.each(carriers.filter((c) => c.filter))(
    '$key: a filter by the full CPF (digits or formatted) finds the record, masked',
    async (c) => {
      for (const value of [CPF, FORMATTED]) {
        const res = await inject('admin', 'GET', `${c.endpoint}?${c.filter}=${encodeURIComponent(value)}`);
        expect(res.statusCode, res.body).toBe(200);
        const rows = res.json()[c.items] as Record<string, unknown>[];
        expect(rows.map((r) => r.id)).toEqual([ids[c.key]]);
        expect(rows[0]![c.field]).toBe(MASKED);
      }
    },
  );

  it('the fingerprint gallery shows the CPF masked', async () => {
    const gallery = app.apiRoutes.of.fingerprintGallery!;
    expect(gallery.descriptor.key).toBe('fingerprint');
    const res = await inject('admin', 'GET', gallery.url.replace(':id', String(ids.fingerprint)));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.person_cpf).toBe(MASKED);
  });

  it.each(carriers)(
    '$key: reveal answers the full value, no-store, and records who, what, which field and why',
    async (c) => {
      const res = await reveal('operador', c.endpoint, ids[c.key]!, { field: c.field, reason: 'auditoria' });
      if (c.key !== 'member' && c.key !== 'fingerprint') {
        // The operator of this test's roles may reveal only member and fingerprint CPFs.
        expect(res.statusCode, res.body).toBe(403);
        const asAdmin = await reveal('admin', c.endpoint, ids[c.key]!, {
          field: c.field,
          reason: 'outro: conferência pedida pelo titular',
        });
        expect(asAdmin.statusCode, asAdmin.body).toBe(200);
        expect(asAdmin.json()).toEqual({ value: CPF });
        return;
      }
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ value: CPF });
      expect(res.headers['cache-control']).toContain('no-store');
      const log = await handle.db
        .selectFrom('access_logs')
        .innerJoin('users', 'users.id', 'access_logs.user_id')
        .select(['users.email', 'action', 'subject', 'subject_id', 'field', 'reason'])
        .where('action', '=', 'reveal')
        .where('subject', '=', c.key)
        .orderBy('access_logs.id', 'desc')
        .executeTakeFirstOrThrow();
      expect(log).toEqual({
        email: 'operador@example.com',
        action: 'reveal',
        subject: c.key,
        subject_id: String(ids[c.key]),
        field: c.field,
        reason: 'auditoria',
      });
    },
  );

  it('reveal refuses, in pt-BR, what it cannot do: no reason, a reason off the list, a short "outro", another field, junk, a missing record', async () => {
    const cases: [unknown, string, string][] = [
      [{ field: 'cpf' }, 'reason', 'Informe o motivo para revelar o dado.'],
      [{ field: 'cpf', reason: '   ' }, 'reason', 'Informe o motivo para revelar o dado.'],
      [
        { field: 'cpf', reason: 'curiosidade' },
        'reason',
        'Motivo inválido: escolha atendimento ao titular, investigação de fraude, auditoria ou outro (com o motivo por escrito).',
      ],
      [{ field: 'cpf', reason: 'outro: abc' }, 'reason', 'Descreva o motivo com 5 a 200 caracteres.'],
      [{ field: 'cpf', reason: 'outro' }, 'reason', 'Descreva o motivo com 5 a 200 caracteres.'],
      [{ field: 'cpf', reason: `outro: ${'a'.repeat(201)}` }, 'reason', 'Descreva o motivo com 5 a 200 caracteres.'],
      [
        { field: 'cpf', reason: ['auditoria'] },
        'reason',
        'Motivo inválido: escolha atendimento ao titular, investigação de fraude, auditoria ou outro (com o motivo por escrito).',
      ],
      [{ reason: 'auditoria' }, 'field', 'Informe o campo a revelar.'],
      [{ field: 'fullName', reason: 'auditoria' }, 'field', 'Este campo não pode ser revelado.'],
      [{ field: 'name', reason: 'auditoria' }, 'field', 'Este campo não pode ser revelado.'],
      [{ field: 'email', reason: 'auditoria' }, 'field', 'Este campo não pode ser revelado.'],
      [{ field: { $ne: 1 }, reason: 'auditoria' }, 'field', 'Este campo não pode ser revelado.'],
      [{ field: '__proto__', reason: 'auditoria' }, 'field', 'Este campo não pode ser revelado.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await reveal('admin', member, person.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors[field], JSON.stringify(body)).toBe(message);
      expect(res.body).not.toContain(CPF);
    }
    // A body that is no object at all.
    const junk = await reveal('admin', member, person.id, []);
    expect([junk.statusCode, junk.json().message]).toEqual([
      400,
      'Dados inválidos: envie um objeto JSON com os campos.',
    ]);
    for (const id of ['999999', '999999999999999', '0']) {
      const res = await reveal('admin', member, id, { field: 'cpf', reason: 'auditoria' });
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe('Registro não encontrado.');
    }
    // A percent-encoded address reaches the same route with the same rules (a recorded reveal).
    const encoded = `${member}/${[...String(person.id)].map((c) => `%${c.charCodeAt(0).toString(16)}`).join('')}/%72eveal`;
    const viaEncoded = await app.inject({
      method: 'POST',
      url: encoded,
      headers: auth.admin,
      payload: { field: 'cpf', reason: 'auditoria' },
    });
    expect(viaEncoded.json()).toEqual({ value: CPF });
    const noReason = await app.inject({ method: 'POST', url: encoded, headers: auth.admin, payload: { field: 'cpf' } });
    expect(noReason.statusCode).toBe(400);
    for (const url of [
      `${member}/${person.id}%2Freveal`,
      `${member}/abc/reveal`,
      `${member}/${'9'.repeat(40)}/reveal`,
      `${member}/-1/reveal`,
    ]) {
      const res = await app.inject({
        method: 'POST',
        url,
        headers: auth.admin,
        payload: { field: 'cpf', reason: 'auditoria' },
      });
      expect(res.body, url).not.toContain(CPF);
    }
    const huge = await reveal('admin', member, person.id, {
      field: 'cpf',
      reason: `outro: ${'x'.repeat(900_000)}`,
    });
    expect(huge.statusCode).toBe(400);
    // A listed reason in another case and with extra spaces is the listed reason.
    const spaced = await reveal('admin', member, person.id, {
      field: 'cpf',
      reason: '  Atendimento   ao Titular ',
    });
    expect(spaced.json()).toEqual({ value: CPF });
  });

  it('a role without <key>:reveal gets 403 and nothing is recorded; concurrent reveals are each recorded', async () => {
    const before = await countReveals();
    const res = await reveal('leitor', member, person.id, { field: 'cpf', reason: 'auditoria' });
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain(CPF);
    expect(await countReveals()).toBe(before);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        reveal('operador', member, person.id, { field: 'cpf', reason: 'investigação de fraude' }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(200));
    expect(await countReveals()).toBe(before + 12);
  });

  it('no access-log row, no value: a reveal whose record cannot be written answers 500 without the CPF', async () => {
    await sql`alter table access_logs add constraint no_reveal check (action <> 'reveal') not valid`.execute(handle.db);
    try {
      const res = await reveal('admin', member, person.id, { field: 'cpf', reason: 'auditoria' });
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toContain(CPF);
    } finally {
      await sql`alter table access_logs drop constraint no_reveal`.execute(handle.db);
    }
  });

  it('full-CPF export: only with a valid reason and <key>:reveal, recorded with the reason; otherwise masked', async () => {
    const full = await inject(
      'operador',
      'GET',
      `${member}/export.csv?cpf=${CPF}&reveal_reason=${encodeURIComponent('atendimento ao titular')}`,
    );
    expect(full.statusCode, full.body.slice(0, 300)).toBe(200);
    expect(full.body).toContain(FORMATTED);
    const log = await handle.db
      .selectFrom('access_logs')
      .select(['action', 'subject', 'subject_id', 'field', 'reason'])
      .where('action', '=', 'export')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(log).toMatchObject({ subject: 'member', field: 'cpf', reason: 'atendimento ao titular' });
    expect(log.subject_id).not.toContain(CPF);
    const bad = await inject('operador', 'GET', `${member}/export.csv?reveal_reason=porque+sim`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.reveal_reason).toMatch(/^Motivo inválido/);
    const noReveal = await inject('leitor', 'GET', `${member}/export.csv?reveal_reason=auditoria`);
    expect(noReveal.statusCode).toBe(403);
    expect(noReveal.json().message).toBe('Seu perfil não tem permissão para exportar CPFs completos.');
    const masked = await inject('leitor', 'GET', `${member}/export.csv`);
    expect(masked.statusCode).toBe(200);
    expect(masked.body).toContain(MASKED);
    expect(masked.body).not.toContain(FORMATTED);
  });

  it('stored request logs hold no full CPF: a list filtered by CPF, a create, a reveal, a public delete-account refused', async () => {
    await inject('admin', 'GET', `${member}?cpf=${CPF}`);
    await inject('admin', 'GET', `${byKey('proof').api.endpoint}?cpf=${encodeURIComponent(FORMATTED)}`);
    await app.inject({ method: 'GET', url: `${member}?%63pf=${CPF}`, headers: auth.admin });
    const dora = await inject('admin', 'POST', member, {
      fullName: 'Dora',
      cpf: '86288366757',
      email: 'dora@example.com',
      password: 'segredo1',
      confirm_password: 'segredo1',
    });
    expect(dora.statusCode, dora.body).toBe(201);
    const revealed = await reveal('admin', member, person.id, { field: 'cpf', reason: 'auditoria' });
    expect(revealed.json().value).toBe(CPF);
    await app.inject({
      method: 'POST',
      url: app.apiRoutes.paths.deleteAccount,
      payload: { cpf: FORMATTED, password: 'errada123' },
    });
    await app.requestLog!.flush();
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from request_logs
      where concat_ws(' ', path, body, body_preview, response_body, headers::text, errors::text) ~ ${'52998224725|529\\.982\\.247-25|86288366757|862\\.883\\.667-57'}`.execute(
      handle.db,
    );
    expect(rows[0]!.n).toBe(0);
    const stored = await handle.db
      .selectFrom('request_logs')
      .select(['path', 'body', 'response_body'])
      .where('path', 'like', '%/reveal')
      .executeTakeFirstOrThrow();
    expect(stored.response_body).toBe(OMITTED);
    const filtered = await handle.db
      .selectFrom('request_logs')
      .select('path')
      .where('path', 'like', `${member}?cpf=%`)
      .executeTakeFirstOrThrow();
    expect(filtered.path).toBe(`${member}?cpf=${MASKED}`);
    const created = await handle.db
      .selectFrom('request_logs')
      .select('body')
      .where('method', '=', 'POST')
      .where('path', '=', member)
      .where('body', 'like', '%Dora%')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(created.body!).cpf).toBe('***.883.667-**');
    const publicRow = await handle.db
      .selectFrom('request_logs')
      .select('body')
      .where('path', '=', app.apiRoutes.paths.deleteAccount)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(publicRow.body!).cpf).toBe(MASKED);
  });

  it('request logs stored before masking (full CPFs in path, bodies, headers) leave the API masked: list, record and export', async () => {
    const old = await handle.db
      .insertInto('request_logs')
      .values({
        method: 'POST',
        path: `/legado/v1?cpf=${CPF}`,
        body: JSON.stringify({ cpf: FORMATTED, nome: 'Antiga' }),
        body_preview: `{"cpf":"${FORMATTED}"}`,
        response_body: JSON.stringify({ data: { cpf: CPF, texto: `titular ${FORMATTED}` } }),
        headers: JSON.stringify({ referer: `https://console/person?cpf=${CPF}` }),
        errors: JSON.stringify({ cpf: `CPF ${CPF} já cadastrado` }),
        response_status: 200,
        duration_ms: 3,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const full = /52998224725|529\.982\.247-25/;
    const list = await inject('admin', 'GET', `${apiCalls}?path=legado`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.body).toContain('legado');
    expect(list.body).not.toMatch(full);
    const record = await inject('admin', 'GET', `${apiCalls}/${old.id}`);
    expect(record.statusCode, record.body).toBe(200);
    expect(record.body).toContain(MASKED);
    expect(record.body).not.toMatch(full);
    const csv = await inject('admin', 'GET', `${apiCalls}/export.csv?path=legado`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body).toContain('legado');
    expect(csv.body).not.toMatch(full);
  });

  async function countReveals(): Promise<number> {
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from access_logs where action = 'reveal'`.execute(handle.db);
    return rows[0]!.n;
  }
});
