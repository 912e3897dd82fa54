import { isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../server/db/openDb.js';
import type { Database } from '../../../server/db/schema.js';
import { hashPassword, verifyPassword } from '../../../server/auth/password.js';
import {
  SEED_OPERATOR_EMAIL,
  SEED_OPERATOR_PASSWORD,
  SEED_PERSON_CPF,
  SEED_PERSON_PASSWORD,
  isSeeded,
  seed,
  type SeedReport,
} from '../../../server/seed/seed.js';
import { openTestDb, testDbKinds } from '../../support/testDb.js';

const admin = { email: 'Chefe@Example.com', password: 'admin123' };

/** Rows that do not depend on when the seed ran (timestamps and paths by month are left out). */
async function snapshot(db: Kysely<Database>) {
  const q = async (query: ReturnType<typeof sql>) => (await query.execute(db)).rows;
  return {
    users: await q(sql`select name, email, phone, role, is_active from users order by id`),
    clients: await q(sql`select name, document, email, phone from clients order by id`),
    people: await q(sql`select name, email, cpf, phone, client_id from people order by id`),
    fingerprints: await q(sql`select person_id, finger, serpro from fingerprints order by id`),
    images: await q(sql`select fingerprint_id, position, kind, path, score from fingerprint_images order by id`),
    proofs: await q(sql`select person_id, bpm, video_path from liveness_proofs order by id`),
    liveness: await q(
      sql`select exposure, bpm, device_model, relation, cpf, arquivo_csv is null as pending from liveness_logs order by id`,
    ),
    finger: await q(
      sql`select exposure, device_model, zoom, cardinality(imagens) as n, cpf from finger_logs order by id`,
    ),
    requests: await q(
      sql`select client_id, method, path, body, response_status, duration_ms, ip_address, user_agent, errors from request_logs order by id`,
    ),
  };
}

describe.each(testDbKinds)('seed (%s)', (kind) => {
  let handle: DbHandle;
  let db: Kysely<Database>;
  let report: SeedReport;
  beforeAll(async () => {
    handle = await openTestDb(kind);
    db = handle.db;
    expect(await isSeeded(db)).toBe(false);
    report = await seed(db, { admin, hashPassword });
  });
  afterAll(() => handle.close());

  it('fills every table with the default sizes and reports the counts', async () => {
    expect(report.adminCreated).toBe(true);
    expect(report.counts).toMatchObject({
      users: 4,
      reset_tokens: 0,
      device_configs: 9,
      params: 3,
      error_messages: 22,
      clients: 8,
      people: 60,
      liveness_logs: 80,
      finger_logs: 80,
      request_logs: 300,
      prices: 18,
    });
    for (const table of ['fingerprints', 'fingerprint_images', 'liveness_proofs', 'access_logs'] as const) {
      expect(report.counts[table], table).toBeGreaterThan(0);
    }
    const fingerprints = await db
      .selectFrom('fingerprints')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(fingerprints.n).toBe(report.counts.fingerprints);
    expect(await isSeeded(db)).toBe(true);
  });

  it('creates the admin from the options, and a blocked and active operators', async () => {
    const users = await db.selectFrom('users').selectAll().orderBy('id').execute();
    const first = users[0]!;
    expect(first).toMatchObject({ email: admin.email, role: 'admin', is_active: 1 });
    expect(await verifyPassword(first.password_hash, admin.password)).toBe(true);
    const operator = users.find((u) => u.email === SEED_OPERATOR_EMAIL)!;
    expect(operator).toMatchObject({ role: 'operador', is_active: 1 });
    expect(await verifyPassword(operator.password_hash, SEED_OPERATOR_PASSWORD)).toBe(true);
    expect(users.some((u) => u.is_active === 0)).toBe(true);
    for (const u of users) expect(u.phone).toMatch(/^[0-9]{10,11}$/);
  });

  it('has the documented person, with biometrics and the documented password', async () => {
    const person = await db
      .selectFrom('people')
      .selectAll()
      .where('cpf', '=', SEED_PERSON_CPF)
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(person.password_hash!, SEED_PERSON_PASSWORD)).toBe(true);
    expect(person.client_id).not.toBeNull();
    const fingerprints = await db.selectFrom('fingerprints').select('id').where('person_id', '=', person.id).execute();
    const proofs = await db.selectFrom('liveness_proofs').select('id').where('person_id', '=', person.id).execute();
    expect(fingerprints.length).toBeGreaterThan(0);
    expect(proofs.length).toBeGreaterThan(0);
  });

  it('gives people valid, unique CPFs, pt-BR names and digits-only phones; partners valid CNPJs', async () => {
    const people = await db.selectFrom('people').select(['name', 'cpf', 'phone', 'email', 'client_id']).execute();
    expect(new Set(people.map((p) => p.cpf)).size).toBe(people.length);
    for (const p of people) {
      expect(isValidCpf(p.cpf), p.cpf).toBe(true);
      expect(p.name).toMatch(/^\S+( \S+){1,}$/);
      expect(p.phone).toMatch(/^[0-9]{2}9[0-9]{8}$/);
      expect(p.email).toMatch(/^[a-z0-9._-]+@[a-z.]+$/);
    }
    expect(people.filter((p) => p.client_id !== null).length).toBeGreaterThan(people.length / 2);
    const clients = await db.selectFrom('clients').select('document').execute();
    for (const c of clients) expect(isValidCnpj(c.document, { version: 2 }), c.document).toBe(true);
    expect(clients.some((c) => /[A-Z]/.test(c.document))).toBe(true);
  });

  it('has parameter set 1, device configs for both systems and services, the price grid', async () => {
    const param = await db.selectFrom('params').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    expect(param.mean_score).toBeTypeOf('number');
    const configs = await db
      .selectFrom('device_configs')
      .select(['device_type', 'service_type', 'device_models'])
      .execute();
    expect(new Set(configs.map((c) => `${c.device_type}/${c.service_type}`))).toEqual(
      new Set(['android/finger', 'android/liveness', 'ios/finger', 'ios/liveness']),
    );
    expect(configs.flatMap((c) => c.device_models)).toEqual(
      expect.arrayContaining(['SM-A546E', 'moto g84 5G', 'iPhone 13', 'iPhone 15 Pro']),
    );
    const prices = await db
      .selectFrom('prices')
      .select(['service', 'tier_max', 'price'])
      .orderBy('service')
      .orderBy('tier_max')
      .execute();
    expect(new Set(prices.map((p) => p.service))).toEqual(new Set(['Biometria', 'Prova de Vida', 'Consulta SERPRO']));
    expect(new Set(prices.map((p) => p.tier_max))).toEqual(new Set([1000, 10000, 50000, 100000, 500000, null]));
    expect(prices.find((p) => p.service === 'Biometria' && p.tier_max === 1000)?.price).toBe(1.9);
    const codes = await db.selectFrom('error_messages').select('error_code').execute();
    expect(codes.map((c) => c.error_code)).toContain('E001');
  });

  it('groups fingerprint images by three, with a score on each original', async () => {
    const images = await db
      .selectFrom('fingerprint_images')
      .selectAll()
      .orderBy('fingerprint_id')
      .orderBy('position')
      .execute();
    for (const img of images) {
      expect(img.position).toBe(img.group_index * 3 + ['original', 'processed', 'mask'].indexOf(img.kind));
      expect(img.path).toMatch(
        new RegExp(`^fingerprints/\\d+/${img.fingerprint_id}/${img.group_index}-${img.kind}\\.(jpeg|tiff)$`),
      );
      if (img.kind === 'original') expect(img.score).toBeGreaterThan(0);
      else expect(img.score).toBeNull();
    }
    const originals = images.filter((i) => i.kind === 'original').length;
    expect(images.filter((i) => i.kind === 'mask').length).toBeLessThanOrEqual(originals);
  });

  it('spreads capture logs over the last 30 days, some today, linked to seeded people', async () => {
    for (const table of ['liveness_logs', 'finger_logs'] as const) {
      const { rows } = await sql<{ oldest: boolean; future: number; today: number; foreign: number; linked: number }>`
        select bool_and(data_hora > now() - interval '30 days 1 minute') as oldest,
          count(*) filter (where data_hora > now())::int as future,
          count(*) filter (where data_hora >= date_trunc('day', now()))::int as today,
          count(*) filter (where cpf is not null and cpf not in (select cpf from people))::int as foreign,
          count(cpf)::int as linked
        from ${sql.table(table)}
      `.execute(db);
      expect(rows[0], table).toMatchObject({ oldest: true, future: 0, foreign: 0 });
      expect(rows[0]!.today, table).toBeGreaterThan(0);
      expect(rows[0]!.linked, table).toBeGreaterThan(40);
    }
    const liveness = await db.selectFrom('liveness_logs').selectAll().execute();
    for (const row of liveness) {
      expect(row.arquivo_log).toMatch(/^liveness\/\d{4}\/\d{2}\/[0-9a-f-]{36}\/log\.txt$/);
      expect(row.log_text).toContain(row.device_model!);
      expect(row.bpm === null).toBe(row.arquivo_csv === null);
    }
    expect(liveness.some((r) => r.arquivo_csv === null)).toBe(true);
    const finger = await db.selectFrom('finger_logs').selectAll().execute();
    for (const row of finger) {
      expect(row.imagens.length).toBeGreaterThan(0);
      for (const img of row.imagens) expect(img).toMatch(/^finger\/\d{4}\/\d{2}\/[0-9a-f-]{36}\/log\/finger_\d\.jpeg$/);
    }
  });

  it('mixes request methods, statuses and durations, newest last', async () => {
    const { rows } = await sql<{ method: string; status_class: number; n: number }>`
      select method, response_status / 100 as status_class, count(*)::int as n from request_logs group by 1, 2
    `.execute(db);
    for (const m of ['GET', 'POST', 'PUT', 'DELETE'])
      expect(
        rows.some((r) => r.method === m),
        m,
      ).toBe(true);
    for (const c of [2, 4, 5])
      expect(
        rows.some((r) => r.status_class === c),
        `${c}xx`,
      ).toBe(true);
    const ordered = await sql<{ ok: boolean }>`
      select bool_and(created_at >= prev) as ok from (select created_at, lag(created_at) over (order by id) as prev from request_logs) t
    `.execute(db);
    expect(ordered.rows[0]!.ok).toBe(true);
    const failed = await db
      .selectFrom('request_logs')
      .select(['errors', 'response_body'])
      .where('response_status', '>=', 400)
      .execute();
    for (const f of failed) {
      expect(f.errors).not.toBeNull();
      expect(JSON.parse(f.response_body!)).toHaveProperty('message');
    }
  });

  it('refuses to seed again over existing data, and --reset replaces it but keeps the users', async () => {
    await expect(seed(db, { admin, hashPassword, people: 3 })).rejects.toThrow('O banco já tem dados');
    const adminBefore = await db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    const again = await seed(db, {
      admin: { email: 'chefe@example.com', password: 'outra-senha' },
      hashPassword,
      reset: true,
      people: 5,
      requestLogs: 0,
      livenessLogs: 3,
      fingerLogs: 0,
    });
    expect(again.adminCreated).toBe(false);
    expect(again.counts).toMatchObject({
      users: 4,
      people: 5,
      request_logs: 0,
      liveness_logs: 3,
      finger_logs: 0,
      params: 3,
    });
    const adminAfter = await db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(adminAfter.password_hash).toBe(adminBefore.password_hash);
    expect(await db.selectFrom('params').select('id').where('id', '=', 1).executeTakeFirst()).toBeDefined();
  });

  it('is reproducible: same seed and sizes, same data', async () => {
    const sizes = { people: 25, requestLogs: 120, livenessLogs: 30, fingerLogs: 30 };
    const a = await openTestDb(kind);
    const b = await openTestDb(kind);
    try {
      await seed(a.db, { admin, hashPassword, ...sizes });
      await seed(b.db, { admin, hashPassword, ...sizes });
      expect(await snapshot(b.db)).toEqual(await snapshot(a.db));
      const c = await openTestDb(kind);
      try {
        await seed(c.db, { admin, hashPassword, ...sizes, randomSeed: 7 });
        expect((await snapshot(c.db)).people).not.toEqual((await snapshot(a.db)).people);
      } finally {
        await c.close();
      }
    } finally {
      await a.close();
      await b.close();
    }
  });
});
