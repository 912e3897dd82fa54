import { afterEach, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../../server/auth/password.js';
import { loadConfig } from '../../../server/config.js';
import type { DbHandle } from '../../../server/db/openDb.js';
import { firstRunSetup, randomPassword, SAMPLE_ADMIN_PASSWORD } from '../../../server/seed/firstRunSetup.js';
import { countRows, seedDefaults } from '../../../server/seed/seed.js';
import { openTestDb, testDbKinds } from '../../support/testDb.js';

const PRODUCTION = { DATABASE_URL: 'postgres://db.interno:5432/console', PUBLIC_URL: 'https://console.empresa.com.br' };

describe.each(testDbKinds)('first-run setup of a new database (%s)', (kind) => {
  let handle: DbHandle | undefined;
  afterEach(async () => {
    await handle?.close();
    handle = undefined;
  });

  /** What server/main.ts does with the environment: loadConfig, then firstRunSetup. */
  async function startUp(env: NodeJS.ProcessEnv, lines: string[]) {
    const config = loadConfig(env);
    return firstRunSetup(handle!.db, {
      sample: config.seedSample,
      admin: { email: config.adminEmail, password: config.adminPassword },
      hashPassword,
      log: (line) => lines.push(line),
    });
  }

  it('with DATABASE_URL and no SEED_SAMPLE: exactly one administrator, no sample data, must change a random password printed once', async () => {
    handle = await openTestDb(kind);
    const lines: string[] = [];
    const result = await startUp({ ...PRODUCTION, ADMIN_EMAIL: 'ti@empresa.com.br' }, lines);
    expect(result.setup).toBe('admin');
    const password = (result as { password?: string }).password!;
    expect(password).toMatch(/^[A-Za-z2-9]{15}$/);

    const users = await handle.db
      .selectFrom('users')
      .select(['email', 'role', 'is_active', 'must_change_password', 'password_hash'])
      .execute();
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({
      email: 'ti@empresa.com.br',
      role: 'admin',
      is_active: 1,
      must_change_password: true,
    });
    expect(await verifyPassword(users[0]!.password_hash, password)).toBe(true);
    expect(await verifyPassword(users[0]!.password_hash, SAMPLE_ADMIN_PASSWORD)).toBe(false);
    const counts = await countRows(handle.db);
    for (const [table, n] of Object.entries(counts)) expect(n, table).toBe(table === 'users' ? 1 : 0);

    // Printed once: in this start's log, and never again on the next starts.
    expect(lines.filter((l) => l.includes(password))).toHaveLength(1);
    expect(lines.join('\n')).not.toMatch(/admin123|operador123|cidadao123|DADOS DE EXEMPLO/);
    const later: string[] = [];
    expect(await startUp({ ...PRODUCTION, ADMIN_EMAIL: 'ti@empresa.com.br' }, later)).toEqual({ setup: 'none' });
    expect(await startUp({ ...PRODUCTION, SEED_SAMPLE: '1' }, later)).toEqual({ setup: 'none' });
    expect(later).toEqual([]);
    expect(await handle.db.selectFrom('users').select('id').execute()).toHaveLength(1);
  });

  it('ADMIN_PASSWORD is used as given, never printed, and must still be changed', async () => {
    handle = await openTestDb(kind);
    const lines: string[] = [];
    const result = await startUp({ ...PRODUCTION, ADMIN_PASSWORD: 'Inicial#2026' }, lines);
    expect(result).toEqual({ setup: 'admin', adminEmail: 'admin@example.com' });
    const user = await handle.db
      .selectFrom('users')
      .select(['password_hash', 'must_change_password'])
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(user.password_hash, 'Inicial#2026')).toBe(true);
    expect(user.must_change_password).toBe(true);
    expect(lines.join('\n')).not.toContain('Inicial#2026');
  });

  it('two servers starting together on the same new database create one administrator, and one password is printed', async () => {
    handle = await openTestDb(kind);
    const lines: string[] = [];
    const results = await Promise.all([startUp(PRODUCTION, lines), startUp(PRODUCTION, lines)]);
    const printed = results.flatMap((r) => ('password' in r && r.password ? [r.password] : []));
    expect(await handle.db.selectFrom('users').select('password_hash').execute()).toHaveLength(1);
    expect(printed).toHaveLength(1);
    const hash = (await handle.db.selectFrom('users').select('password_hash').executeTakeFirstOrThrow()).password_hash;
    expect(await verifyPassword(hash, printed[0]!)).toBe(true);
  });

  it('SEED_SAMPLE=1 with DATABASE_URL seeds the sample deployment, and says so', async () => {
    handle = await openTestDb(kind);
    const lines: string[] = [];
    expect(await startUp({ ...PRODUCTION, SEED_SAMPLE: '1' }, lines)).toEqual({
      setup: 'sample',
      adminEmail: 'admin@example.com',
    });
    const counts = await countRows(handle.db);
    expect(counts.people).toBe(seedDefaults.people);
    expect(counts.request_logs).toBe(seedDefaults.requestLogs);
    expect(counts.users).toBeGreaterThan(1);
    const admin = await handle.db
      .selectFrom('users')
      .select(['password_hash', 'must_change_password'])
      .where('email', '=', 'admin@example.com')
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(admin.password_hash, SAMPLE_ADMIN_PASSWORD)).toBe(true);
    expect(admin.must_change_password).toBe(false);
    expect(lines.join('\n')).toMatch(/DADOS DE EXEMPLO com senhas conhecidas.*nunca em produção/);
  }, 60_000);
});

describe('which databases get sample data (loadConfig)', () => {
  it('the embedded quick start (no DATABASE_URL) by default, unless SEED_SAMPLE=0', () => {
    expect(loadConfig({}).seedSample).toBe(true);
    expect(loadConfig({ SEED_SAMPLE: '0' }).seedSample).toBe(false);
  });

  it('DATABASE_URL never, unless SEED_SAMPLE=1', () => {
    expect(loadConfig(PRODUCTION).seedSample).toBe(false);
    expect(loadConfig({ ...PRODUCTION, SEED_SAMPLE: '0' }).seedSample).toBe(false);
    expect(loadConfig({ ...PRODUCTION, SEED_SAMPLE: '1' }).seedSample).toBe(true);
    expect(() => loadConfig({ ...PRODUCTION, SEED_SAMPLE: 'sim' })).toThrow(/SEED_SAMPLE inválido/);
  });

  it('no default admin password any more; ADMIN_PASSWORD follows the 6-to-15 rule', () => {
    expect(loadConfig(PRODUCTION).adminPassword).toBeUndefined();
    expect(() => loadConfig({ ...PRODUCTION, ADMIN_PASSWORD: '123' })).toThrow(/ADMIN_PASSWORD deve ter entre 6 e 15/);
    expect(() => loadConfig({ ...PRODUCTION, ADMIN_PASSWORD: 'x'.repeat(16) })).toThrow(/ADMIN_PASSWORD/);
  });
});

describe('randomPassword', () => {
  it('draws 15 characters from 57 unambiguous symbols, never the same twice', () => {
    const seen = new Set(Array.from({ length: 200 }, () => randomPassword()));
    expect(seen.size).toBe(200);
    for (const p of seen) expect(p).toMatch(/^[A-HJ-NP-Za-km-z2-9]{15}$/);
  });
});
