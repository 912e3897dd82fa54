import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { hashPassword } from '../../../server/auth/password.js';
import { seed, SEED_PERSON_CPF, SEED_PERSON_PASSWORD } from '../../../server/seed/seed.js';
import { createTestContext, type TestContext } from '../../support/testApp.js';
import { testDbKinds } from '../../support/testDb.js';

/** Every file under a folder, relative to it. */
function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)));
}

describe.each(testDbKinds)('erasure of a person: public delete-account and console delete (%s)', (kind) => {
  let ctx: TestContext;
  let auth: { authorization: string };
  const ofPerson = async (id: number) => {
    const { rows } = await sql<{ n: number }>`
      select (select count(*) from people where id = ${id}) + (select count(*) from fingerprints where person_id = ${id})
        + (select count(*) from fingerprint_images i join fingerprints f on f.id = i.fingerprint_id where f.person_id = ${id})
        + (select count(*) from liveness_proofs where person_id = ${id}) as n`.execute(ctx.handle.db);
    return Number(rows[0]!.n);
  };
  const filesOf = async (id: number) => {
    const { rows } = await sql<{ path: string }>`
      select i.path from fingerprint_images i join fingerprints f on f.id = i.fingerprint_id where f.person_id = ${id}
      union all select video_path from liveness_proofs where person_id = ${id}`.execute(ctx.handle.db);
    return rows.map((r) => r.path);
  };

  beforeAll(async () => {
    ctx = await createTestContext(kind, { requestLog: false });
    await seed(ctx.handle.db, {
      admin: { email: 'admin@example.com', password: 'admin123' },
      hashPassword,
      people: 8,
      livenessLogs: 30,
      fingerLogs: 30,
      requestLogs: 0,
      storage: ctx.storage,
    });
    auth = await ctx.login('admin@example.com', 'admin123');
  }, 120_000);
  afterAll(() => ctx.close());

  const deleteAccount = (payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/api/v2/person/delete-account', payload });

  it('asks for the CPF and the password, in pt-BR, per field', async () => {
    const res = await deleteAccount({});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ cpf: 'Informe seu cpf', password: 'Informe sua senha' });
    expect((await deleteAccount({ cpf: '111.111.111-11', password: 'x' })).json().errors).toEqual({
      cpf: 'CPF inválido',
    });
    expect((await deleteAccount({ cpf: 'abc', password: 'x'.repeat(129) })).json()).toEqual({
      message: 'CPF inválido',
      errors: { cpf: 'CPF inválido', password: 'CPF ou senha incorretos.' },
    });
    expect((await deleteAccount({ cpf: 52998224725, password: 1 })).json().errors).toEqual({
      cpf: 'CPF inválido',
      password: 'Informe sua senha',
    });
  });

  it('gives an unknown CPF and a wrong password the same answer', async () => {
    const unknown = await deleteAccount({ cpf: '390.533.447-05', password: 'qualquer1' });
    const wrong = await deleteAccount({ cpf: SEED_PERSON_CPF, password: 'errada-123' });
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json().message).toBe('CPF ou senha incorretos.');
  });

  it('40 concurrent guesses at one CPF from one address: 5 checked, 35 answered 429; then even the right password from there waits', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/v2/person/delete-account',
          payload: { cpf: SEED_PERSON_CPF, password: `errada-${i}` },
          remoteAddress: '10.40.0.1',
        }),
      ),
    );
    const statuses = guesses.map((g) => g.statusCode).sort();
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(35).fill(429)]);
    expect(guesses.find((g) => g.statusCode === 429)!.json().message).toMatch(/^Muitas tentativas sem sucesso\./);
    const right = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/person/delete-account',
      payload: { cpf: SEED_PERSON_CPF, password: SEED_PERSON_PASSWORD },
      remoteAddress: '10.40.0.1',
    });
    expect(right.statusCode).toBe(429);
    expect(
      await ctx.handle.db.selectFrom('people').select('id').where('cpf', '=', SEED_PERSON_CPF).executeTakeFirst(),
    ).toBeDefined();
  });

  it('with the right CPF and password erases the person, their biometric rows and files, and unlinks their capture logs', async () => {
    const person = await ctx.handle.db
      .selectFrom('people')
      .select('id')
      .where('cpf', '=', SEED_PERSON_CPF)
      .executeTakeFirstOrThrow();
    const files = await filesOf(person.id);
    expect(files.length).toBeGreaterThan(0);
    const before = listFiles(ctx.storage);
    for (const f of files) expect(before).toContain(f);
    await sql`update liveness_logs set cpf = ${SEED_PERSON_CPF} where id in (1, 2)`.execute(ctx.handle.db);

    const res = await deleteAccount({ cpf: '529.982.247-25', password: SEED_PERSON_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Registro removido com sucesso!');

    expect(await ofPerson(person.id)).toBe(0);
    const after = listFiles(ctx.storage);
    for (const f of files) expect(after).not.toContain(f);
    expect(
      after.filter((f) => f.startsWith(`fingerprints/${person.id}/`) || f.startsWith(`liveness-proofs/${person.id}/`)),
    ).toEqual([]);
    expect(readdirSync(join(ctx.storage, 'fingerprints'))).not.toContain(String(person.id));
    const logs = await ctx.handle.db.selectFrom('liveness_logs').select('cpf').where('id', 'in', [1, 2]).execute();
    expect(logs.map((l) => l.cpf)).toEqual([null, null]);
    expect((await deleteAccount({ cpf: SEED_PERSON_CPF, password: SEED_PERSON_PASSWORD })).statusCode).toBe(401);
  });

  it('deleting a person or a fingerprint in the console removes their stored files too', async () => {
    const { rows } = await sql<{
      id: number;
    }>`select distinct p.id from people p join fingerprints f on f.person_id = p.id order by p.id limit 2`.execute(
      ctx.handle.db,
    );
    const [a, b] = rows.map((r) => r.id);
    const filesA = await filesOf(a!);
    const del = await ctx.app.inject({ method: 'DELETE', url: `/person/v1/${a}`, headers: auth });
    expect(del.statusCode, del.body).toBe(200);
    expect(await ofPerson(a!)).toBe(0);
    const after = listFiles(ctx.storage);
    for (const f of filesA) expect(after).not.toContain(f);

    const fp = await ctx.handle.db
      .selectFrom('fingerprints')
      .select('id')
      .where('person_id', '=', b!)
      .executeTakeFirstOrThrow();
    const images = await ctx.handle.db
      .selectFrom('fingerprint_images')
      .select('path')
      .where('fingerprint_id', '=', fp.id)
      .execute();
    const delFp = await ctx.app.inject({
      method: 'DELETE',
      url: `/admin/v2/person-fingerprint/${fp.id}`,
      headers: auth,
    });
    expect(delFp.statusCode, delFp.body).toBe(200);
    const now = listFiles(ctx.storage);
    for (const { path } of images) expect(now).not.toContain(path);
    expect(
      await ctx.handle.db.selectFrom('fingerprint_images').select('id').where('fingerprint_id', '=', fp.id).execute(),
    ).toEqual([]);
  });

  it('batch delete of people erases them all', async () => {
    const ids = (await ctx.handle.db.selectFrom('people').select('id').orderBy('id').limit(3).execute()).map(
      (p) => p.id,
    );
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/person/v1/batch-delete',
      headers: auth,
      payload: { ids },
    });
    expect(res.json().count).toBe(3);
    for (const id of ids) expect(await ofPerson(id)).toBe(0);
  });
});
