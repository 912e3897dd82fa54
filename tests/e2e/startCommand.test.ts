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
  const deadline = Date.now() + 120_000;
  while (!/http:\/\/localhost:(\d+)/.test(out)) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`o servidor não iniciou:\n${out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const port = /http:\/\/localhost:(\d+)/.exec(out)![1];
  return { child, baseUrl: `http://127.0.0.1:${port}`, output: () => out, exit };
}

async function login(baseUrl: string): Promise<Response> {
  return fetch(`${baseUrl}/api/v2/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'admin123' }),
  });
}

const targets: { name: string; env: () => Promise<Record<string, string>>; cleanup?: () => Promise<void> }[] = [];
const dirs: string[] = [];
targets.push({ name: 'PGlite in DATA_DIR', env: async () => ({}) });
if (process.env.TEST_DATABASE_URL) {
  const dbName = `start_${process.pid}_${Date.now().toString(36)}`;
  const base = process.env.TEST_DATABASE_URL;
  const admin = async (q: string) => {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    await c.query(q);
    await c.end();
  };
  targets.push({
    name: 'PostgreSQL via DATABASE_URL',
    env: async () => {
      await admin(`CREATE DATABASE ${dbName}`);
      const url = new URL(base);
      url.pathname = `/${dbName}`;
      return { DATABASE_URL: url.toString() };
    },
    cleanup: () => admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`),
  });
}

afterAll(async () => {
  for (const t of targets) await t.cleanup?.();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe.each(targets)('npm start ($name)', (target) => {
  it('migrates and seeds a new database, serves console + API, stops cleanly and keeps everything', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'console-data-'));
    dirs.push(dataDir);
    const env = { DATA_DIR: dataDir, ...(await target.env()) };

    const first = await start(env);
    expect(first.output()).toContain('Administrador criado: admin@example.com / admin123');
    const res = await login(first.baseUrl);
    expect(res.status).toBe(200);
    const { access_token } = (await res.json()) as { access_token: string };
    const page = await fetch(`${first.baseUrl}/config`);
    expect(await page.text()).toContain('<div id="root">');
    first.child.kill('SIGINT');
    expect(await first.exit).toBe(0);
    expect(first.output()).toContain('Encerrado sem perdas.');

    const second = await start(env);
    expect(second.output()).not.toContain('Administrador criado');
    // Same generated secret and same data: the first run's token still opens the profile.
    const profile = await fetch(`${second.baseUrl}/admin/v1/user/profile`, { headers: { authorization: `Bearer ${access_token}` } });
    expect(profile.status).toBe(200);
    second.child.kill('SIGTERM');
    expect(await second.exit).toBe(0);
  });
});
