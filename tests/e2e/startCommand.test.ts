import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

interface Started {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
  exit: Promise<number | null>;
}

/** Runs `npm start`'s command (server/main.ts) as a real process and waits for its URL. */
async function start(env: Record<string, string>): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  // Resolved by the output line that gives the URL, as soon as it comes.
  await new Promise<void>((resolve, reject) => {
    const fail = () => reject(new Error(`o servidor não iniciou:\n${out}`));
    const timer = setTimeout(fail, 120_000);
    const check = () => /http:\/\/localhost:(\d+)/.test(out) && (clearTimeout(timer), resolve());
    child.stdout!.on('data', check);
    child.stderr!.on('data', check);
    child.on('exit', () => (clearTimeout(timer), fail()));
  });
  const port = /http:\/\/localhost:(\d+)/.exec(out)![1];
  return { child, baseUrl: `http://127.0.0.1:${port}`, output: () => out, exit };
}

/** Runs server/main.ts and resolves with its exit code and output, for a start that must fail. */
async function startAndFail(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
  clearTimeout(timer);
  return { code, output: out };
}

async function login(baseUrl: string, email = 'admin@example.com', password = 'admin123'): Promise<Response> {
  return fetch(`${baseUrl}/api/v2/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'console-data-'));
  dirs.push(dir);
  return dir;
}

describe('npm start (PGlite in DATA_DIR, the embedded quick start)', () => {
  it('migrates and seeds the sample data (said in the log), serves console + API, stops cleanly and keeps everything', async () => {
    const env = {
      DATA_DIR: dataDir(),
      DATABASE_URL: '',
      PUBLIC_URL: '',
      SEED_SAMPLE: '',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
    };

    const first = await start(env);
    expect(first.output()).toMatch(
      /DADOS DE EXEMPLO com senhas conhecidas, só para avaliação \(nunca em produção\): administrador admin@example.com \/ admin123/,
    );
    const res = await login(first.baseUrl);
    expect(res.status).toBe(200);
    const { access_token } = (await res.json()) as { access_token: string };
    const page = await fetch(`${first.baseUrl}/config`);
    expect(await page.text()).toContain('<div id="root">');
    first.child.kill('SIGINT');
    expect(await first.exit).toBe(0);
    expect(first.output()).toContain('Encerrado sem perdas.');

    const second = await start(env);
    expect(second.output()).not.toContain('Banco novo');
    // Same generated secret and same data: the first run's token still opens the profile.
    const profile = await fetch(`${second.baseUrl}/admin/v1/user/profile`, {
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(profile.status).toBe(200);
    second.child.kill('SIGTERM');
    expect(await second.exit).toBe(0);
  });
});

describe.runIf(!!process.env.TEST_DATABASE_URL)('npm start (PostgreSQL via DATABASE_URL)', () => {
  const base = process.env.TEST_DATABASE_URL!;
  const dbName = `start_${process.pid}_${Date.now().toString(36)}`;
  const admin = async (q: string) => {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    await c.query(q);
    await c.end();
  };
  afterAll(() => admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`));

  it('refuses to start without PUBLIC_URL; then creates one administrator with a password printed once, who must change it; no sample data', async () => {
    await admin(`CREATE DATABASE ${dbName}`);
    const url = new URL(base);
    url.pathname = `/${dbName}`;
    const env = {
      DATA_DIR: dataDir(),
      DATABASE_URL: url.toString(),
      SEED_SAMPLE: '',
      ADMIN_EMAIL: 'ti@empresa.com.br',
      ADMIN_PASSWORD: '',
    };

    const refused = await startAndFail({ ...env, PUBLIC_URL: '' });
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/PUBLIC_URL não definido/);

    const first = await start({ ...env, PUBLIC_URL: 'https://console.empresa.com.br' });
    const printed = /Senha inicial \(mostrada só desta vez, guarde-a agora\): (\S+)/.exec(first.output())?.[1];
    expect(printed).toMatch(/^[A-Za-z2-9]{15}$/);
    expect(first.output()).not.toMatch(/admin123|DADOS DE EXEMPLO/);
    expect((await login(first.baseUrl)).status).toBe(401);
    const signedIn = await login(first.baseUrl, 'ti@empresa.com.br', printed!);
    expect(signedIn.status).toBe(200);
    const auth = {
      authorization: `Bearer ${((await signedIn.json()) as { access_token: string }).access_token}`,
      'content-type': 'application/json',
    };
    const users = await fetch(`${first.baseUrl}/admin/v1/user`, { headers: auth });
    expect(users.status).toBe(403);
    const me = (
      (await (await fetch(`${first.baseUrl}/admin/v1/user/profile`, { headers: auth })).json()) as {
        data: { id: number; must_change_password: boolean };
      }
    ).data;
    expect(me.must_change_password).toBe(true);
    const changed = await fetch(`${first.baseUrl}/admin/v1/user/${me.id}/password`, {
      method: 'PUT',
      headers: auth,
      body: JSON.stringify({ password: printed, new_password: 'MinhaSenha9', confirm_new_password: 'MinhaSenha9' }),
    });
    expect(changed.status).toBe(200);
    const fresh = { authorization: `Bearer ${((await changed.json()) as { access_token: string }).access_token}` };
    expect(
      ((await (await fetch(`${first.baseUrl}/admin/v1/user`, { headers: fresh })).json()) as { total: number }).total,
    ).toBe(1);
    expect(
      ((await (await fetch(`${first.baseUrl}/person/v1`, { headers: fresh })).json()) as { total: number }).total,
    ).toBe(0);
    first.child.kill('SIGTERM');
    expect(await first.exit).toBe(0);

    const second = await start({ ...env, PUBLIC_URL: 'https://console.empresa.com.br' });
    expect(second.output()).not.toContain('Senha inicial');
    expect(second.output()).not.toContain(printed!);
    expect((await login(second.baseUrl, 'ti@empresa.com.br', 'MinhaSenha9')).status).toBe(200);
    second.child.kill('SIGTERM');
    expect(await second.exit).toBe(0);
  });
});
