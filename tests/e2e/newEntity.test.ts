import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync, readdirSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../scripts/launchChromium.js';
import { tempDir } from '../support/tempDir.js';
import { adminQuery, databaseUrl } from '../support/testDb.js';

/**
 * Issue 21, item 8: a new entity as a newcomer adds it. The project is copied (its tracked files,
 * as a clone would have them) to a temporary folder; the fixture descriptor
 * tests/fixtures/newcomer/supplier.json becomes schemas/supplier.json, and only the README's
 * commands run: `npm run schemas:check`, then `npm start` (on the embedded database, then on
 * PostgreSQL). In Chromium the menu entry is there, and a record is created, refused while
 * invalid or duplicated (pt-BR messages), filtered, edited and deleted. No file under src/ or
 * server/ changes.
 */
const FIXTURE = join(process.cwd(), 'tests/fixtures/newcomer/supplier.json');
const ADMIN = { email: 'admin@example.com', password: 'admin123' };
const CNPJ = '12ABC34501DE35';
const OTHER_CNPJ = '11222333000181';

/** Every tracked file of the project copied to `to`; node_modules linked, not copied. */
function copyProject(to: string): void {
  const files = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of files) {
    // A file deleted in the working tree is not copied.
    if (!statSync(file, { throwIfNoEntry: false })?.isFile()) continue;
    mkdirSync(dirname(join(to, file)), { recursive: true });
    copyFileSync(file, join(to, file));
  }
  symlinkSync(join(process.cwd(), 'node_modules'), join(to, 'node_modules'), 'dir');
}

/** path → sha256 of every file under `dirs` of `root`. */
function fingerprint(root: string, dirs: string[]): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (rel: string) => {
    for (const entry of readdirSync(join(root, rel), { withFileTypes: true })) {
      const path = join(rel, entry.name);
      if (entry.isDirectory()) walk(path);
      else
        out.set(
          path,
          createHash('sha256')
            .update(readFileSync(join(root, path)))
            .digest('hex'),
        );
    }
  };
  for (const dir of dirs) walk(dir);
  return out;
}

/** Runs an npm script of the copy as the newcomer would and returns its output. */
function npmRun(cwd: string, args: string[], env: Record<string, string> = {}): { code: number; output: string } {
  try {
    const output = execFileSync('npm', ['run', '--silent', ...args], {
      cwd,
      env: { ...process.env, ...env },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return { code: 0, output };
  } catch (error) {
    const e = error as { status: number; stdout: string; stderr: string };
    return { code: e.status, output: `${e.stdout}${e.stderr}` };
  }
}

interface Started {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
  stop(): Promise<void>;
}

/** `npm start` in the copy, resolved once it prints its URL. */
async function npmStart(cwd: string, env: Record<string, string>): Promise<Started> {
  const child = spawn('npm', ['start'], {
    cwd,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const fail = () => reject(new Error(`npm start não iniciou:\n${out}`));
    const timer = setTimeout(fail, 240_000);
    const check = () => /http:\/\/localhost:(\d+)/.test(out) && (clearTimeout(timer), resolve());
    child.stdout!.on('data', check);
    child.on('exit', () => (clearTimeout(timer), fail()));
  });
  const port = /http:\/\/localhost:(\d+)/.exec(out)![1];
  return {
    child,
    baseUrl: `http://127.0.0.1:${port}`,
    output: () => out,
    async stop() {
      // npm runs tsx runs node: the whole process group goes.
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    },
  };
}

/** A form field by its label; required fields carry a '*' after it. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\s*\\*?$`));

/** The whole newcomer's round on one running console. */
async function newcomerRound(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Senha').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();

  // The menu entry the descriptor declares, in its group.
  await page.getByRole('link', { name: 'Fornecedores' }).click();
  await page.getByRole('heading', { level: 1, name: 'Lista de Fornecedores' }).waitFor();
  await page.getByText('Nenhum fornecedor cadastrado').waitFor();

  // Required and validated fields, with the descriptor's pt-BR messages.
  await page.getByRole('link', { name: 'Cadastrar' }).click();
  await page.getByRole('heading', { level: 1, name: 'Cadastro de Fornecedor' }).waitFor();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await page.getByText('Informe a razão social').waitFor();
  await page.getByText('Informe o CNPJ').waitFor();
  await field(page, 'CNPJ').pressSequentially('12ABC3450100');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await page.getByText('CNPJ inválido').first().waitFor();

  await field(page, 'Razão social').fill('Fornecedora Alfa');
  await field(page, 'CNPJ').fill('');
  await field(page, 'CNPJ').pressSequentially(CNPJ);
  await field(page, 'Contato').fill('Ana');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await page.getByText('Registro salvo com sucesso!').waitFor();

  // The unique field: the same CNPJ again is refused with the descriptor's message.
  await page.goto(`${baseUrl}/supplier/form`);
  await field(page, 'Razão social').fill('Fornecedora Beta');
  await field(page, 'CNPJ').pressSequentially(CNPJ);
  await page.getByRole('button', { name: 'Salvar' }).click();
  // Beside the field and in the error dialog.
  await page.getByText('Já existe um fornecedor com este CNPJ.').first().waitFor();
  await page.getByRole('alertdialog').getByText('Já existe um fornecedor com este CNPJ.').waitFor();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Fechar' }).click();
  await field(page, 'CNPJ').fill('');
  await field(page, 'CNPJ').pressSequentially(OTHER_CNPJ);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await page.getByText('Registro salvo com sucesso!').waitFor();

  // The masked filter finds one of the two.
  await page.goto(`${baseUrl}/supplier`);
  await page.getByRole('row').filter({ hasText: 'Fornecedora Beta' }).waitFor();
  await page.getByRole('search').getByLabel('CNPJ', { exact: true }).pressSequentially('12ABC345');
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  await expect.poll(() => page.getByRole('row').count(), { timeout: 15_000 }).toBe(2);
  const row = page.getByRole('row').filter({ hasText: 'Fornecedora Alfa' });
  await row.waitFor();
  await expect.poll(() => row.textContent()).toContain('12.ABC.345/01DE-35');

  // Edit.
  await row.getByRole('link', { name: 'Editar' }).click();
  await page.getByRole('heading', { level: 1, name: 'Cadastro de Fornecedor' }).waitFor();
  await expect.poll(() => field(page, 'Razão social').inputValue()).toBe('Fornecedora Alfa');
  await field(page, 'Razão social').fill('Fornecedora Alfa Editada');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await page.getByText('Registro salvo com sucesso!').waitFor();

  // Delete both.
  await page.goto(`${baseUrl}/supplier?name=Editada`);
  const edited = page.getByRole('row').filter({ hasText: 'Fornecedora Alfa Editada' });
  await edited.waitFor();
  await edited.getByRole('button', { name: 'Excluir' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirmar' }).click();
  await page.getByText('Registro excluído com sucesso!').waitFor();
  await page.goto(`${baseUrl}/supplier`);
  const beta = page.getByRole('row').filter({ hasText: 'Fornecedora Beta' });
  await beta.getByRole('button', { name: 'Excluir' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirmar' }).click();
  await page.getByText('Nenhum fornecedor cadastrado').waitFor();
}

describe('a new entity from its descriptor alone, as a newcomer adds it', () => {
  const project = tempDir('newcomer-project');
  let before: Map<string, string>;
  let browser: Awaited<ReturnType<typeof launchChromium>>;

  beforeAll(async () => {
    copyProject(project);
    before = fingerprint(project, ['src', 'server']);
    writeFileSync(join(project, 'schemas/supplier.json'), readFileSync(FIXTURE));
    browser = await launchChromium();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('npm run schemas:check accepts the new file', () => {
    const { code, output } = npmRun(project, ['schemas:check']);
    expect(output).toContain('supplier');
    expect(code, output).toBe(0);
  });

  /** `npm start` with `env`, the newcomer's round in a new page, then the server stopped. */
  async function roundOn(label: string, env: Record<string, string>): Promise<void> {
    const server = await npmStart(project, env);
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 }, locale: 'pt-BR' });
    try {
      await newcomerRound(page, server.baseUrl);
    } catch (error) {
      await page.screenshot({ path: `/tmp/e2e-newcomer-${label}.png`, fullPage: true }).catch(() => {});
      throw new Error(`${(error as Error).message}\n--- npm start ---\n${server.output()}`, { cause: error });
    } finally {
      await page.close();
      await server.stop();
    }
  }

  it('npm start on the embedded database: menu, create, messages, filter, edit, delete', async () => {
    await roundOn('pglite', { DATA_DIR: join(project, 'data') });
  }, 420_000);

  it.runIf(!!process.env.TEST_DATABASE_URL)(
    'npm start on PostgreSQL: the same round',
    async () => {
      const base = process.env.TEST_DATABASE_URL!;
      const name = `newcomer_${process.pid}_${Date.now()}`;
      await adminQuery(base, `create database ${name}`);
      try {
        await roundOn('postgres', {
          DATA_DIR: join(project, 'data-pg'),
          DATABASE_URL: databaseUrl(base, name),
          PUBLIC_URL: 'http://127.0.0.1',
          SEED_SAMPLE: '1',
        });
      } finally {
        await adminQuery(base, `drop database if exists ${name} with (force)`);
      }
    },
    420_000,
  );

  it('changed no file under src/ or server/', () => {
    const after = fingerprint(project, ['src', 'server']);
    const changed = [...new Set([...before.keys(), ...after.keys()])].filter((p) => before.get(p) !== after.get(p));
    expect(changed).toEqual([]);
  });
});
