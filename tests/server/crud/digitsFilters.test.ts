import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createFixtureApp } from '../../support/fixtureApp.js';
import { fixtureDescriptors } from '../../support/fixtureSchemas.js';
import type { TestContext } from '../../support/testApp.js';
import { testDbKinds } from '../../support/testDb.js';

/**
 * Digits anywhere (issue 23, item 10): a `digits` filter (the member's CPF, the vendor's CNPJ and
 * phone) matches the typed digits anywhere in the stored ones, and a search box over a phone column
 * (the fixture user's) finds '98765-4321' in 11987654321.
 */
const byKey = (key: string) => fixtureDescriptors().find((d) => d.key === key)!;
const member = byKey('member');
const vendor = byKey('vendor');
const user = byKey('user');

describe.each(testDbKinds)('digits filters match anywhere (%s)', (kind) => {
  let ctx: TestContext;
  let auth: { authorization: string };
  beforeAll(async () => {
    ctx = await createFixtureApp(kind, { requestLog: false });
    await ctx.createUser({ email: 'digitos@example.com', password: 'segredo1' });
    auth = await ctx.login('digitos@example.com', 'segredo1');
    const db = ctx.handle.db;
    await sql`insert into people (name, cpf) values ('ana', '12398224700'), ('bia', '98224712300'), ('caio', '11122233344')`.execute(
      db,
    );
    await sql`insert into clients (name, document, phone) values ('alfa', '11222333000181', '1133334444'), ('beta', '12ABC34501DE35', '21987654321')`.execute(
      db,
    );
    await sql`update users set phone = '11987654321', name = 'Operadora' where email = 'digitos@example.com'`.execute(
      db,
    );
    await ctx.createUser({ email: 'outra@example.com', name: 'Outra' });
    await sql`update users set phone = '2133335555' where email = 'outra@example.com'`.execute(db);
  });
  afterAll(() => ctx?.close());

  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: auth });
  const names = async (endpoint: string, items: string, query: string) => {
    const res = await get(`${endpoint}?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json()[items] as { name?: string; fullName?: string }[]).map((r) => r.fullName ?? r.name).sort();
  };
  const people = (q: string) => names(member.api.endpoint, member.api.list.items, q);
  const vendors = (q: string) => names(vendor.api.endpoint, vendor.api.list.items, q);
  const users = (q: string) => names(user.api.endpoint, user.api.list.items, q);

  it('a CPF filter finds the digits in the middle and at the end, masked or not', async () => {
    expect(await people('cpf=982247')).toEqual(['ana', 'bia']);
    expect(await people('cpf=24700')).toEqual(['ana']);
    expect(await people('cpf=123.982.247-00')).toEqual(['ana']);
    expect(await people('cpf=222.333')).toEqual(['caio']);
    expect(await people('cpf=555')).toEqual([]);
  });

  it('% and _ typed are no wildcards, letters in a CPF match nothing', async () => {
    expect(await people('cpf=%25')).toEqual(['ana', 'bia', 'caio']);
    expect(await people('cpf=9_2')).toEqual([]);
    expect(await people('cpf=abc')).toEqual([]);
  });

  it('a CNPJ filter (digits and letters) and a phone filter match anywhere', async () => {
    expect(await vendors('document=333.000')).toEqual(['alfa']);
    expect(await vendors('document=abc34')).toEqual(['beta']);
    expect(await vendors('phone=98765-4321')).toEqual(['beta']);
    expect(await vendors('phone=(11) 3333')).toEqual(['alfa']);
  });

  it('a search box over a phone column finds the phone as typed with its separators', async () => {
    expect(await users('search=98765-4321')).toEqual(['Operadora']);
    expect(await users('search=(11) 98765')).toEqual(['Operadora']);
    // Text is still text: a name or an email.
    expect(await users('search=outra')).toEqual(['Outra']);
    expect(await users('search=4321x')).toEqual([]);
  });
});
