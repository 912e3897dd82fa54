import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { writeStoredFile } from '../../server/storage/writeStoredFile.js';
import { readZip } from '../server/subjectReport/readZip.js';
import { openSignedIn, startConsole, type ConsoleUnderTest, e2eDbKinds } from './support/startConsole.js';

/** 'Relatório do titular' in the browser, on each engine: ask, watch the progress end, download, open the zip. */
describe.each(e2eDbKinds)('data subject report in the browser (%s)', (kind) => {
  let c: ConsoleUnderTest;
  let page: Page;
  const cpf = '49858782004';
  let personId: number;
  const files = ['fingerprints/e2e/0-original.jpeg', 'proofs/e2e/video.mp4', 'liveness/2026/11/e2e/log.txt'];

  beforeAll(async () => {
    c = await startConsole({ kind });
    const db = c.handle.db;
    const person = await db
      .insertInto('people')
      .values({ name: 'Ana Beatriz Souza', email: 'ana@exemplo.com.br', cpf, phone: '11987654321' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const fingerprint = await db
      .insertInto('fingerprints')
      .values({ person_id: person.id, finger: 'Polegar direito' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('fingerprint_images')
      .values({
        fingerprint_id: fingerprint.id,
        position: 0,
        group_index: 0,
        kind: 'original',
        path: files[0]!,
        score: 0.9,
      })
      .execute();
    await db.insertInto('liveness_proofs').values({ person_id: person.id, bpm: 72, video_path: files[1]! }).execute();
    await db.insertInto('liveness_logs').values({ cpf, device_model: 'SM-E2E1', arquivo_log: files[2]! }).execute();
    personId = person.id;
    for (const f of files) await writeStoredFile(c.storage, f, `conteúdo de ${f}`);
    page = await openSignedIn(c);
  }, 120_000);
  afterAll(() => c?.close());

  it('an administrator asks for a report, sees the progress reach 100%, downloads the zip, and the zip has the JSON and the files', async () => {
    await page.goto(`${c.baseUrl}/subject-report`);
    await page.getByRole('heading', { name: 'Relatório do titular' }).waitFor();
    // The form's rules before any call.
    await page.getByRole('button', { name: 'Gerar relatório' }).click();
    await page.getByText('Informe o CPF do titular.').waitFor();
    await page.getByLabel('CPF do titular').fill('498.587.820-05');
    await page.getByRole('button', { name: 'Gerar relatório' }).click();
    await page.getByText('CPF inválido', { exact: true }).waitFor();

    await page.getByLabel('CPF do titular').fill(cpf);
    expect(await page.getByLabel('CPF do titular').inputValue()).toBe('498.587.820-04');
    await page.getByLabel('Motivo').selectOption('atendimento ao titular');
    await page.getByLabel('Detalhes do pedido').fill('Protocolo 2026-0042');
    await page.getByRole('button', { name: 'Gerar relatório' }).click();

    await page.waitForURL(/\/subject-report\?id=\d+$/);
    await page.getByRole('heading', { name: 'Relatório pronto' }).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(await page.getByText('CPF ***.587.820-**').isVisible()).toBe(true);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /Baixar relatório/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^relatorio-titular-\d+\.zip$/);
    const entries = await readZip(readFileSync((await download.path())!));
    const doc = JSON.parse(entries.get('relatorio.json')!.toString());
    expect(doc).toMatchObject({
      nothing_held: false,
      reason: 'atendimento ao titular: Protocolo 2026-0042',
      person: { cpf, name: 'Ana Beatriz Souza' },
      files_missing: [],
    });
    expect(entries.has('LEIA-ME.txt')).toBe(true);
    const stored = [...entries.keys()].filter((k) => k.startsWith('arquivos/'));
    expect(stored).toHaveLength(3);
    expect(stored.map((k) => entries.get(k)!.toString()).sort()).toEqual(files.map((f) => `conteúdo de ${f}`).sort());

    // Both the request and the download are on record.
    const access = await c.handle.db
      .selectFrom('access_logs')
      .select(['reason'])
      .where('action', '=', 'subject-report')
      .orderBy('id')
      .execute();
    expect(access.map((a) => a.reason)).toEqual([
      'atendimento ao titular: Protocolo 2026-0042',
      expect.stringMatching(/^download do relatório \d+ \(atendimento ao titular: Protocolo 2026-0042\)$/),
    ]);

    // A reload keeps following the same report; 'Novo relatório' goes back to the form.
    await page.reload();
    await page.getByRole('heading', { name: 'Relatório pronto' }).waitFor();
    await page.getByRole('button', { name: 'Novo relatório' }).click();
    await page.getByLabel('CPF do titular').waitFor();
  }, 90_000);

  it("from the person's record: 'Relatório do titular' opens the screen for that person, whose CPF the console never had", async () => {
    await page.goto(`${c.baseUrl}/person/form/${personId}`);
    // The record's button, not the side menu's entry of the same name.
    await page.getByRole('main').getByRole('link', { name: 'Relatório do titular' }).click();
    await page.waitForURL(new RegExp(`/subject-report\\?person=${personId}$`));
    await page.getByText(`Cadastro nº ${personId}`).waitFor();
    await page.getByLabel('Motivo').selectOption('requisição da ANPD');
    await page.getByLabel('Detalhes do pedido').fill('Ofício ANPD 77/2026');
    await page.getByRole('button', { name: 'Gerar relatório' }).click();
    await page.getByRole('heading', { name: 'Relatório pronto' }).waitFor({ timeout: 30_000 });
    expect(await page.getByText('CPF ***.587.820-**').isVisible()).toBe(true);
  }, 60_000);
});
