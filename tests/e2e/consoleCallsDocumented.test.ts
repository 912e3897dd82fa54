import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page, Request } from 'playwright-core';
import { hashPassword } from '../../server/auth/password.js';
import { loadConsoleConfig } from '../../server/descriptors/loadConsoleConfig.js';
import { loadDescriptors, schemasDir } from '../../server/descriptors/loadDescriptors.js';
import { isApiOrFilePath } from '../../server/http/isApiOrFilePath.js';
import { seed, SEED_OPERATOR_EMAIL } from '../../server/seed/seed.js';
import { endpoints } from '../../src/core/api/endpoints.js';
import { buildShell } from '../../src/core/console/buildShell.js';
import { documentedCall, type OpenapiPaths } from '../tooling/documentedCall.js';
import { ADMIN, signIn, startConsole, type ConsoleUnderTest } from './support/startConsole.js';

/**
 * Issue 22, item 3: each call the console makes matches a documented operation of
 * /api/openapi.json. The built console, on a small seeded database, in Chromium: the public
 * screens, the sign-in, every menu entry (descriptors and schemas/console.json), every screen,
 * the new and an existing record's form of each editable entity (saved), and what the screens do
 * (request details, fingerprint gallery and its images, a row deleted, a selection deleted, a
 * revealed CPF, an export, liveness files, a user's actions, a subject report and its download,
 * the profile's save, the logout). Every request to the
 * API or the stored files is recorded (method and path) with the screen it came from, then looked
 * up in the document the server serves. tests/tooling/consolePathsDocumented.test.ts checks every
 * call the console can build, without a browser.
 */
const descriptors = loadDescriptors(schemasDir());
const shell = buildShell(loadConsoleConfig(schemasDir(), descriptors), descriptors);
/** The console's own runtime file, read at start (src/core/api/loadApiBase.ts), not the API. */
const API_CONFIG = '/api-config.json';

describe('every call the console makes is a documented operation (Chromium)', () => {
  let c: ConsoleUnderTest;
  let page: Page;
  let screen = 'before any screen';
  /** `METHOD /path` → the screen that first made it. */
  const calls = new Map<string, string>();
  /** Browser calls to the console's origin that are neither the API nor the console's config. */
  const strays: string[] = [];

  const record = (request: Request) => {
    const url = new URL(request.url());
    // An export is saved from a blob the page made itself (blob:<origin>/<uuid>): no call.
    if (url.origin !== c.baseUrl || url.protocol === 'blob:') return;
    if (isApiOrFilePath(url.pathname)) {
      const call = `${request.method()} ${url.pathname}`;
      if (!calls.has(call)) calls.set(call, screen);
    } else if (['fetch', 'xhr'].includes(request.resourceType()) && url.pathname !== API_CONFIG) {
      strays.push(`${request.method()} ${url.pathname} (${screen})`);
    }
  };
  /** Requests not answered yet, and when the last one started or was answered. */
  const inFlight = new Set<Request>();
  let lastActivity = 0;
  const started = (request: Request) => {
    inFlight.add(request);
    lastActivity = Date.now();
  };
  const ended = (request: Request) => {
    inFlight.delete(request);
    lastActivity = Date.now();
  };
  /** Until no request has been under way for half a second: what a screen or a click asked for is done. */
  const settle = () =>
    expect
      .poll(
        () => (inFlight.size === 0 && Date.now() - lastActivity > 500) || [...inFlight].map((r) => r.url()).join(' '),
        { timeout: 20_000, interval: 100 },
      )
      .toBe(true);
  /** Opens `path` as `name` and waits until its calls are done. */
  const visit = async (name: string, path: string) => {
    screen = name;
    await page.goto(`${c.baseUrl}${path}`);
    await settle();
  };
  /** Clicks and waits until the calls it started are done. */
  const click = async (name: string, target: Locator) => {
    screen = name;
    await target.click();
    await settle();
  };

  beforeAll(async () => {
    c = await startConsole();
    await seed(c.handle.db, {
      admin: ADMIN,
      hashPassword,
      people: 4,
      requestLogs: 10,
      livenessLogs: 3,
      fingerLogs: 3,
      storage: c.storage,
      filesLimit: 3,
    });
    page = await c.newPage();
    page.on('request', record);
    page.on('request', started);
    // Answered is enough (a body the page never reads may never finish loading).
    page.on('response', (response) => ended(response.request()));
    page.on('requestfailed', ended);
    // A download (<a download>: the CSV, the report's zip) is no request of the page's.
    page.on('download', (download) => {
      const url = new URL(download.url());
      // A blob the page built itself (the saved export) was no call either.
      if (url.protocol === 'blob:') return;
      if (!calls.has(`GET ${url.pathname}`)) calls.set(`GET ${url.pathname}`, screen);
    });
  }, 120_000);
  afterAll(() => c?.close());

  it('the public screens: deleting an account, resetting a password', async () => {
    await visit('delete-account', '/delete-account');
    await page.getByLabel('CPF').pressSequentially('52998224725');
    await page.getByLabel('Senha', { exact: false }).first().fill('errada-1');
    await page.getByRole('button', { name: 'Excluir cadastro' }).click();
    await click('delete-account', page.getByRole('button', { name: 'Confirmar' }));
    await visit('reset-password', '/reset-password?token=link-que-nao-existe');
    await page.getByLabel(/Nova senha/).fill('nova-senha1');
    await click('reset-password', page.getByRole('button', { name: 'Alterar' }));
    expect([...calls.keys()]).toEqual(
      expect.arrayContaining([`POST ${endpoints.paths.deleteAccount}`, `POST ${endpoints.paths.resetPassword}`]),
    );
  });

  it('signed in: every menu entry, screen and form', async () => {
    screen = 'login';
    await signIn(page, c.baseUrl);
    await page.getByRole('navigation', { name: 'Menu principal' }).waitFor();
    await settle();
    for (const group of shell.menuGroups) for (const item of group.items) await visit(`menu ${item.label}`, item.to);
    for (const entry of shell.userMenu) await visit(`user menu ${entry.label}`, entry.to);
    for (const s of shell.screens) await visit(`screen ${s.title}`, s.path);
    for (const d of descriptors) {
      if (!d.routes.form) continue;
      if (d.list.create) await visit(`new ${d.key}`, d.list.create);
      const id = await firstId(d.api.endpoint);
      if (id === undefined) continue;
      await visit(`${d.key} ${id}`, `${d.routes.form}/${id}`);
      // Saved as it is (a record the seed made may break a rule of its form: then nothing is sent).
      await click(`${d.key} ${id} save`, page.getByRole('main').getByRole('button', { name: 'Salvar' }));
    }
    expect(calls.size).toBeGreaterThan(descriptors.length);
  });

  it('what the screens open: details, gallery, reveal, export, files, user actions, report, profile', async () => {
    const first = (name: RegExp | string) => page.getByRole('main').getByRole('button', { name }).first();

    // Views that open from a list row: the request's details, the fingerprint's gallery (its images by ticket).
    for (const d of descriptors.filter((d) => d.list.actions.includes('view'))) {
      await visit(`${d.key} list`, d.routes.list);
      await click(`${d.key} view`, first('Visualizar'));
      await page.keyboard.press('Escape');
    }
    // A row deleted, then a selection, where a list offers it.
    const deletable = descriptors.find((d) => d.list.actions.includes('delete'))!;
    await visit(`${deletable.key} list`, deletable.routes.list);
    await first('Excluir').click();
    await click(`${deletable.key} delete`, page.getByRole('button', { name: 'Confirmar' }));
    const selectable = descriptors.find((d) => d.list.selection)!;
    await visit(`${selectable.key} list`, selectable.routes.list);
    // Chakra's checkbox: its label (aria-label) takes the click, its input is hidden.
    await page
      .getByRole('main')
      .locator('[aria-label^="Selecionar "]:not([aria-label="Selecionar todos"])')
      .first()
      .click();
    await page
      .getByRole('main')
      .getByRole('button', { name: /^Excluir selecionados/ })
      .click();
    await click(`${selectable.key} batch delete`, page.getByRole('button', { name: 'Confirmar' }));
    // A CPF revealed (the reason asked first), on the first list that shows one masked.
    for (const d of descriptors.filter((d) => d.list.columns.some((col) => d.fields[col.field]?.personal === 'cpf'))) {
      await visit(`${d.key} list`, d.routes.list);
      const reveal = page.getByRole('main').getByRole('button', { name: /^Revelar/ });
      if (!(await reveal.count())) continue;
      await reveal.first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Auditoria').click();
      await click(`${d.key} reveal`, dialog.getByRole('button', { name: 'Revelar' }));
      break;
    }
    // An export (its ticket, then the CSV).
    const exportable = descriptors.find((d) => d.list.export !== false)!;
    await visit(`${exportable.key} list`, exportable.routes.list);
    await page.getByRole('button', { name: 'Exportar registros filtrados' }).click();
    await Promise.all([
      page.waitForEvent('download'),
      click(`${exportable.key} export`, page.getByRole('menuitem', { name: /CSV/ })),
    ]);
    // Liveness files generated for a log row.
    const generating = descriptors.find((d) => d.key === endpoints.entityPaths.livenessFiles.entity);
    if (generating?.server) {
      // Today's logs (the list's default dates) with their video and without their csv: the list
      // offers to generate their files.
      const { table, columns } = generating.server;
      await c.handle.db
        .updateTable(table as 'liveness_logs')
        .set({ [columns.arquivoCsv!]: null, [columns.dataHora!]: new Date() })
        .where(columns.arquivoVideo! as 'arquivo_video', 'is not', null)
        .execute();
      await visit(`${generating.key} list`, generating.routes.list);
      await click(`${generating.key} files`, first('Gerar arquivos'));
    }
    // A user's actions, on another user than the one signed in.
    const users = descriptors.find((d) => d.key === endpoints.users.entity)!;
    const operator = await c.handle.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', SEED_OPERATOR_EMAIL)
      .executeTakeFirstOrThrow();
    await visit('user form', `${users.routes.form}/${operator.id}`);
    await click('user reset link', page.getByRole('button', { name: 'Enviar link de redefinição' }));
    await page.getByRole('dialog').getByRole('button', { name: 'Fechar' }).first().click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    // Blocked, then unblocked (or the other way round).
    const access = page.getByRole('button', { name: /^(Bloquear|Desbloquear)$/ });
    for (let round = 0; round < 2; round++) {
      // 'Bloquear' asks first; 'Desbloquear' does not.
      if ((await access.innerText()).trim() !== 'Bloquear') await click('user access', access);
      else {
        await access.click();
        await click('user access', page.getByRole('alertdialog').getByRole('button', { name: 'Confirmar' }));
      }
    }
    await page.getByRole('button', { name: 'Alterar Senha' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Senha atual').fill('admin123');
    await dialog.getByLabel(/^Nova senha/).fill('nova-senha1');
    await dialog.getByLabel('Confirmar nova senha').fill('nova-senha1');
    await click('user password', dialog.getByRole('button', { name: 'Alterar', exact: true }));
    // A subject report, followed until ready, then its download ticket.
    const reportScreen = shell.screens.find((s) => s.view === 'subjectReport')!;
    await visit('subject report', reportScreen.path);
    await page.getByLabel('CPF do titular').fill(await firstCpf());
    await page.getByLabel('Motivo').selectOption('atendimento ao titular');
    await page.getByLabel('Detalhes do pedido').fill('Protocolo 2026-0042');
    await click('subject report', page.getByRole('button', { name: 'Gerar relatório' }));
    await page.getByRole('heading', { name: 'Relatório pronto' }).waitFor({ timeout: 30_000 });
    await Promise.all([
      page.waitForEvent('download'),
      click('subject report download', page.getByRole('button', { name: /Baixar relatório/ })),
    ]);
    // The profile saved, then the logout.
    const profile = shell.screens.find((s) => s.view === 'userProfile')!;
    await visit('profile', profile.path);
    await click('profile save', page.getByRole('button', { name: 'Salvar' }));
    screen = 'logout';
    await page.getByRole('button', { name: new RegExp(ADMIN.name) }).click();
    await click('logout', page.getByRole('menuitem', { name: 'Logout' }));
    await page.getByRole('button', { name: 'Login' }).waitFor();
  });

  it('finds every one of them in /api/openapi.json', async () => {
    const token = await adminToken();
    const res = await fetch(`${c.baseUrl}${endpoints.paths.openapi}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    const find = documentedCall((await res.json()) as OpenapiPaths);
    const undocumented = [...calls]
      .filter(([call]) => !find(...split(call)))
      .map(([call, from]) => `${call} (${from})`);
    expect(undocumented).toEqual([]);
    expect(strays).toEqual([]);
    // What the screens above must have called, so a recording that missed them does not pass.
    const operations = new Set([...calls.keys()].map((call) => find(...split(call))));
    const exported = `${descriptors.find((d) => d.list.export !== false)!.api.endpoint}/export.csv`;
    for (const [method, path] of [
      ['POST', endpoints.paths.login],
      ['GET', exported],
      ['GET', endpoints.paths.profile],
      ['POST', endpoints.paths.profile],
      ['POST', endpoints.paths.filesTicket],
      ['GET', endpoints.paths.pricing],
      ['POST', endpoints.paths.subjectReports],
      ['POST', endpoints.paths.logout],
    ] as const)
      expect(operations, `${method} ${path}`).toContain(find(method, path));
    const menuTargets = new Set(shell.menuGroups.flatMap((g) => g.items.map((i) => i.to)));
    for (const d of descriptors.filter((d) => menuTargets.has(d.routes.list)))
      expect(operations, d.key).toContain(find('GET', d.api.endpoint));
  });

  /** The id of a record of `endpoint` (the first of its list). */
  async function firstId(endpoint: string): Promise<number | undefined> {
    const res = await fetch(`${c.baseUrl}${endpoint}`, {
      headers: { authorization: `Bearer ${await adminToken()}` },
    });
    const body = (await res.json()) as Record<string, unknown>;
    const rows = Object.values(body).find(Array.isArray) as { id: number }[] | undefined;
    return rows?.[0]?.id;
  }

  /** A seeded person's CPF, for the subject report. */
  async function firstCpf(): Promise<string> {
    const row = await c.handle.db.selectFrom('people').select('cpf').orderBy('id').executeTakeFirstOrThrow();
    return row.cpf;
  }

  /** A bearer token of the administrator, signed in through the API apart from the browser (whose logout ends every session). */
  async function adminToken(): Promise<string> {
    const res = await fetch(`${c.baseUrl}${endpoints.paths.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
    });
    return ((await res.json()) as { access_token: string }).access_token;
  }
});

const split = (call: string) => call.split(' ') as [string, string];
