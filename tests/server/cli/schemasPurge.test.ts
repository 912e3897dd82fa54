import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerStore, type ServerStore } from '../../support/serverProcess.js';
import { tempDir } from '../../support/tempDir.js';
import { testDbKinds } from '../../support/testDb.js';
import { runCli } from './runCli.js';

describe.each(testDbKinds)('npm run schemas:purge (%s)', (kind) => {
  let store: ServerStore;
  beforeAll(async () => {
    store = await createServerStore(kind);
    const handle = await store.open();
    try {
      await sql`insert into clients (name, document, email, phone, extra)
        select 'C' || i, lpad(i::text, 14, '0'), 'c' || i || '@example.com', '1133334444',
               case when i <= 12 then '{"fax": "1133334444", "ramal": "7"}'::jsonb
                    when i <= 15 then '{"ramal": "8"}'::jsonb else '{}'::jsonb end
        from generate_series(1, 20) i`.execute(handle.db);
    } finally {
      await handle.close();
    }
  }, 60_000);
  afterAll(() => store?.drop());

  const orphans = async () => {
    const handle = await store.open();
    try {
      const { rows } = await sql<{ key: string; n: number }>`
        select k as key, count(*)::int as n from clients, jsonb_object_keys(extra) k group by k order by k`.execute(
        handle.db,
      );
      return rows;
    } finally {
      await handle.close();
    }
  };

  it('by default only says what it would delete, with counts and the command that deletes', async () => {
    const { code, out } = await runCli('schemasPurge.ts', store.env, ['client']);
    expect(out.split('\n')).toEqual(
      expect.arrayContaining([
        'schemas/client.json: "fax" em 12 registros',
        'schemas/client.json: "ramal" em 15 registros',
        'Nada foi apagado. Para apagar: npm run schemas:purge -- client fax ramal --apagar',
      ]),
    );
    expect(code, out).toBe(0);
    expect(await orphans()).toEqual([
      { key: 'fax', n: 12 },
      { key: 'ramal', n: 15 },
    ]);
  });

  it('--apagar deletes the keys named, and only them', async () => {
    const { code, out } = await runCli('schemasPurge.ts', store.env, ['client', 'fax', '--apagar']);
    expect(out).toMatch(/schemas\/client\.json: "fax" apagado\(s\) de 12 registros\./);
    expect(code, out).toBe(0);
    expect(await orphans()).toEqual([{ key: 'ramal', n: 15 }]);
  });

  it('refuses a key that is a field, an unknown descriptor, and a missing key', async () => {
    // 'ramal' back as a field (kept in extra): its values are live data again.
    const schemas = tempDir('schemas-purge');
    cpSync('schemas', schemas, { recursive: true });
    const client = JSON.parse(readFileSync(join(schemas, 'client.json'), 'utf8'));
    client.fields.ramal = { type: 'string', title: 'Ramal' };
    writeFileSync(join(schemas, 'client.json'), JSON.stringify(client));
    const field = await runCli('schemasPurge.ts', { ...store.env, SCHEMAS_DIR: schemas }, [
      'client',
      'ramal',
      '--apagar',
    ]);
    expect(field.out).toMatch(/"ramal" é um campo do descritor; seus valores não são apagados/);
    expect(field.code).toBe(1);
    expect(await orphans()).toEqual([{ key: 'ramal', n: 15 }]);
    const unknown = await runCli('schemasPurge.ts', store.env, ['cliente']);
    expect(unknown.out).toMatch(/não há descritor editável "cliente"/);
    expect(unknown.code).toBe(1);
    const none = await runCli('schemasPurge.ts', store.env, ['client', 'fax']);
    expect(none.out).toMatch(/nenhum registro tem "fax" em extra\.\nschemas\/client\.json: nada a apagar\./);
    expect(none.code).toBe(0);
    expect((await runCli('schemasPurge.ts', store.env, [])).out).toMatch(/^Uso: npm run schemas:purge -- <descritor>/);
  });
});
