import { spawn } from 'node:child_process';
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerStore, type ServerStore } from '../../support/serverProcess.js';
import { tempDir } from '../../support/tempDir.js';
import { testDbKinds } from '../../support/testDb.js';
import { runCli } from './runCli.js';
import { schemasCopy } from '../../support/schemasCopy.js';

/** A copy of schemas/ whose `key`.json is edited by `edit`. */
const schemasWith = (key: string, edit: (d: Record<string, any>) => void) => schemasCopy({ [`${key}.json`]: edit });

describe('npm run schemas:check without a database', () => {
  it('an embedded database not made yet: says so, checks the files, exit 0', async () => {
    const { code, out } = await runCli('schemasCheck.ts', { DATA_DIR: tempDir('no-db') });
    expect(out).toMatch(/descritores válidos/);
    expect(out).toMatch(
      /Banco de dados não conferido: nenhum banco embutido em .*pgdata \(o primeiro npm start o cria\)\. Conferidos só os arquivos\./,
    );
    expect(code, out).toBe(0);
  });

  it('a PostgreSQL server that does not answer: says so, checks the files, exit 0', async () => {
    const { code, out } = await runCli('schemasCheck.ts', { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/nada' });
    expect(out).toMatch(
      /Banco de dados não conferido: PostgreSQL em 127\.0\.0\.1:1\/nada não responde .*Conferidos só os arquivos\./,
    );
    expect(code, out).toBe(0);
  });

  it('a broken file: one line with file, path and reason, exit 1, no database opened', async () => {
    const dir = schemasWith('client', (d) => (d.fields.name.title = 5));
    const { code, out } = await runCli('schemasCheck.ts', { SCHEMAS_DIR: dir, DATA_DIR: tempDir('no-db') });
    expect(out.trim()).toMatch(/^Arquivo inválido: .*client\.json: \/fields\/name\/title: deve ser do tipo texto$/);
    expect(code).toBe(1);
  });

  it("a default that breaks its field's rules is refused like any wrong file", async () => {
    const dir = schemasWith('person', (d) => (d.fields.phone.default = '119'));
    const { code, out } = await runCli('schemasCheck.ts', { SCHEMAS_DIR: dir, DATA_DIR: tempDir('no-db') });
    expect(out.trim()).toBe(
      'Arquivo inválido: schemas/person.json: /fields/phone/default: o valor padrão não vale para o campo: Telefone inválido',
    );
    expect(code).toBe(1);
  });
});

describe.each(testDbKinds)('npm run schemas:check against the database (%s)', (kind) => {
  let store: ServerStore;
  beforeAll(async () => {
    store = await createServerStore(kind);
    const handle = await store.open();
    try {
      await sql`insert into clients (name, document, email, phone, extra) values
        ('A', '11222333000181', 'a@example.com', '1133334444', '{"fax": "1133334444"}')`.execute(handle.db);
      await sql`insert into people (cpf) select lpad(i::text, 11, '0') from generate_series(1, 1234) i`.execute(
        handle.db,
      );
    } finally {
      await handle.close();
    }
  }, 60_000);
  afterAll(() => store?.drop());

  it('each problem one line (file, JSON path, reason, the command that fixes it); exit 1 on an error', async () => {
    const dir = schemasWith('person', (d) => {
      d.fields.whatsapp = { type: 'string', title: 'WhatsApp', mask: 'phone', pattern: '^[0-9]{10,11}$' };
      d.required.push('whatsapp');
    });
    const broken = schemasWith('client', (d) => (d.server.filters.name.columns = ['nmae']));
    cpSync(join(broken, 'client.json'), join(dir, 'client.json'));
    const { code, out } = await runCli('schemasCheck.ts', { ...store.env, SCHEMAS_DIR: dir });
    const lines = out.split('\n');
    expect(lines).toContain(
      'schemas/client.json: /server/filters/name/columns/0: a coluna "nmae" não existe na tabela "clients"',
    );
    expect(lines).toContain(
      'aviso: schemas/person.json: /required/1: 1.234 registros existentes não têm "whatsapp" e o pedirão ao ser salvos; declare fields.whatsapp.default para preenchê-los ou preencha-os',
    );
    expect(lines).toContain('1 erro(s) no banco.');
    expect(code).toBe(1);
  });

  it('data left by a removed field is a warning with the purge command; exit 0', async () => {
    const { code, out } = await runCli('schemasCheck.ts', store.env);
    expect(out.split('\n')).toContain(
      'aviso: schemas/client.json: 1 registro tem "fax" em extra, que não é mais um campo; para apagar: npm run schemas:purge -- client fax --apagar',
    );
    expect(out).toMatch(/Descritores conferem com o banco\./);
    expect(code, out).toBe(0);
  });

  it.runIf(kind === 'pglite')('an embedded database a running server holds is not opened', async () => {
    // Another process holding the database as a server does (main.ts: holdEmbeddedDb).
    const pgdata = join(store.env.DATA_DIR!, 'pgdata');
    const holder = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `import { holdEmbeddedDb } from './server/schemasCheck/embeddedDbLock.ts';
         holdEmbeddedDb(${JSON.stringify(pgdata)}); console.log('held'); setTimeout(() => {}, 30_000);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      await new Promise((resolve) => holder.stdout!.once('data', resolve));
      const { code, out } = await runCli('schemasCheck.ts', store.env);
      expect(out).toMatch(
        new RegExp(
          `o banco embutido em .*pgdata está aberto pelo processo ${holder.pid} .*Conferidos só os arquivos\\.`,
        ),
      );
      expect(code).toBe(0);
    } finally {
      holder.kill();
    }
  });
});
