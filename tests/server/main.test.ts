import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createServerStore,
  signIn,
  startServer,
  type ServerProcess,
  type ServerStore,
} from '../support/serverProcess.js';
import { tempDir } from '../support/tempDir.js';
import { testDbKinds } from '../support/testDb.js';
import { schemasCopy } from '../support/schemasCopy.js';

/** A copy of schemas/ whose `key`.json is edited by `edit`. */
const schemasWith = (key: string, edit: (d: Record<string, any>) => void) => schemasCopy({ [`${key}.json`]: edit });

/** Runs server/main.ts to its end (it must fail) and returns its exit code and output. */
async function startToFailure(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
  clearTimeout(timer);
  return { code, output };
}

describe('npm start with a wrong schemas folder', () => {
  it('says it once, in one line (file, JSON path, reason), with no stack trace, before building the console', async () => {
    const schemas = schemasWith('client', (d) => (d.fields.name.title = 5));
    const { code, output } = await startToFailure({ SCHEMAS_DIR: schemas, DATA_DIR: tempDir('main-broken') });
    expect(output.trim().split('\n')).toEqual([
      expect.stringMatching(/^Falha ao iniciar: .*client\.json: \/fields\/name\/title: deve ser do tipo texto$/),
    ]);
    expect(code).toBe(1);
  });

  it('so is a wrong api/endpoints.json, the other files of the folder', async () => {
    const schemas = schemasWith('client', () => {});
    writeFileSync(join(schemas, 'api', 'endpoints.json'), '{ "paths": ');
    const { code, output } = await startToFailure({ SCHEMAS_DIR: schemas, DATA_DIR: tempDir('main-broken') });
    expect(output.trim().split('\n')).toEqual([
      expect.stringMatching(/^Falha ao iniciar: .*api\/endpoints\.json: \/: JSON inválido: .*$/),
    ]);
    expect(code).toBe(1);
  });
});

describe('npm start with STORAGE_S3_BUCKET', () => {
  it('refuses to start when the bucket cannot be reached, naming it and what to check', async () => {
    const { code, output } = await startToFailure({
      DATA_DIR: tempDir('s3-unreachable'),
      SERVE_CONSOLE: '0',
      STORAGE_S3_BUCKET: 'biometria-teste',
      // Nothing listens on port 9 (discard): the connection is refused.
      STORAGE_S3_ENDPOINT: 'http://127.0.0.1:9',
      STORAGE_S3_ACCESS_KEY_ID: 'chave',
      STORAGE_S3_SECRET_ACCESS_KEY: 'segredo',
    });
    expect(code).toBe(1);
    expect(output).toMatch(
      /Falha ao iniciar: armazenamento de arquivos s3:\/\/biometria-teste\/ inacessível \(.+\)\. Verifique STORAGE_S3_BUCKET, STORAGE_S3_ENDPOINT e as credenciais\./,
    );
  }, 60_000);
});

describe('npm start on an embedded database another process holds', () => {
  let first: ServerProcess | undefined;
  afterAll(() => first?.kill());

  it('refuses, naming the process, instead of opening the folder twice', async () => {
    const store = await createServerStore('pglite');
    first = await startServer(store);
    const { code, output } = await startToFailure({ ...store.env, SERVE_CONSOLE: '0' });
    expect(output).toMatch(
      new RegExp(`Falha ao iniciar: o banco embutido em .*pgdata está aberto pelo processo ${first.child.pid} `),
    );
    expect(code).toBe(1);
  }, 60_000);
});

describe.each(testDbKinds)('npm start after a field was made required with a default (%s)', (kind) => {
  let store: ServerStore;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    store = await createServerStore(kind);
    const handle = await store.open();
    try {
      await sql`insert into people (cpf) select lpad(i::text, 11, '0') from generate_series(1, 3) i`.execute(handle.db);
    } finally {
      await handle.close();
    }
  }, 60_000);
  afterAll(async () => {
    server?.kill();
    await server?.exited;
    await store?.drop();
  });

  it('gives the old records the default before serving, and says how many', async () => {
    const schemas = schemasWith('person', (d) => {
      d.fields.whatsapp = { type: 'string', title: 'WhatsApp', mask: 'phone', default: '(11) 90000-0000' };
      d.required.push('whatsapp');
    });
    server = await startServer(store, { SCHEMAS_DIR: schemas });
    expect(server.output()).toMatch(
      /schemas\/person\.json: 3 registros receberam o padrão de "whatsapp" \(fields\.whatsapp\.default\)\./,
    );
    server.kill();
    await server.exited;
    const handle = await store.open();
    try {
      const { rows } = await sql<{ w: string }>`select distinct extra ->> 'whatsapp' as w from people`.execute(
        handle.db,
      );
      expect(rows).toEqual([{ w: '11900000000' }]);
    } finally {
      await handle.close();
    }
  }, 60_000);
});

describe('npm start with METRICS_PORT and METRICS_TOKEN', () => {
  const token = 'token-de-metricas-do-teste-123';
  let store: ServerStore;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    server?.kill();
    await server?.exited;
    await store?.drop();
  });

  it('serves /metrics on its internal port only, behind the token, and closes it on SIGTERM', async () => {
    const kind = testDbKinds.at(-1)!;
    store = await createServerStore(kind);
    server = await startServer(store, { METRICS_PORT: '0', METRICS_TOKEN: token });
    // Its line follows the API's, once the metrics listener is bound.
    const said = /Métricas \(Prometheus\) em http:\/\/127\.0\.0\.1:(\d+)\/metrics \(com METRICS_TOKEN\)/;
    await vi.waitFor(() => expect(server!.output()).toMatch(said), { timeout: 10_000 });
    const port = said.exec(server.output())![1];
    const metrics = `http://127.0.0.1:${port}/metrics`;
    await signIn(server.baseUrl);
    // Not on the public port: there it is an unknown address, answered like any other.
    expect((await fetch(`${server.baseUrl}/metrics`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(
      404,
    );
    expect((await fetch(metrics)).status).toBe(401);
    const text = await (await fetch(metrics, { headers: { authorization: `Bearer ${token}` } })).text();
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="POST",route="\/api\/v2\/user\/login",status_code="200"\} 1/,
    );
    expect(text).toMatch(/^request_log_backlog_rows \d+$/m);
    if (kind === 'postgres') expect(text).toMatch(/^db_pool_connections\{state="max"\} \d+$/m);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    await expect(fetch(metrics)).rejects.toThrow();
  }, 90_000);
});
