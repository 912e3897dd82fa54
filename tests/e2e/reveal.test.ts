import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, signIn, startConsole, type ConsoleUnderTest, e2eDbKinds } from './support/startConsole.js';

const CPF = '52998224725';
const FORMATTED = '529.982.247-25';
const MASKED = '***.982.247-**';
/** Where the screenshots go (looked at by hand; not compared). */
const SHOTS = process.env.REVEAL_SHOTS;

describe.each(e2eDbKinds)('CPF masked, revealed on purpose (Chromium, %s)', (kind) => {
  let c: ConsoleUnderTest;
  let personId: number;
  beforeAll(async () => {
    c = await startConsole({ kind });
    const row = await c.handle.db
      .insertInto('people')
      .values({ name: 'Ana Titular', email: 'ana@exemplo.com.br', cpf: CPF, phone: '11987654321' })
      .returning('id')
      .executeTakeFirstOrThrow();
    personId = row.id;
  });
  afterAll(() => c?.close());

  it('shows the CPF masked; the eye asks the reason, shows the full CPF for 30 s, then masks it again; the access log shows the reveal', async () => {
    const page = await c.newPage();
    // The page's clock is the test's: the 30 seconds pass at once.
    await page.clock.install();
    await signIn(page, c.baseUrl, ADMIN.email, ADMIN.password);
    await page.getByRole('link', { name: 'Dispositivos' }).waitFor();
    await page.goto(`${c.baseUrl}/person`);
    const row = page.getByRole('row', { name: /Ana Titular/ });
    await expect.poll(() => row.textContent()).toContain(MASKED);
    expect(await page.content()).not.toContain(FORMATTED);
    if (SHOTS && kind === 'pglite') await page.screenshot({ path: `${SHOTS}/1-list-masked.png` });

    await row.getByRole('button', { name: 'Revelar CPF' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revelar CPF' });
    await dialog.waitFor();
    // Without a reason nothing is asked of the server.
    await dialog.getByRole('button', { name: 'Revelar' }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('Informe o motivo para revelar o dado.');
    await dialog.getByText('Outro (descreva)').click();
    await dialog.getByLabel(/Descreva o motivo/).fill('abc');
    await dialog.getByRole('button', { name: 'Revelar' }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('Descreva o motivo com 5 a 200 caracteres.');
    await dialog.getByText('Auditoria').click();
    if (SHOTS && kind === 'pglite') await page.screenshot({ path: `${SHOTS}/2-reason-dialog.png` });
    await dialog.getByRole('button', { name: 'Revelar' }).click();
    await expect.poll(() => row.textContent()).toContain(FORMATTED);
    expect(await row.textContent()).toContain('oculta em 30 s');
    if (SHOTS && kind === 'pglite') await page.screenshot({ path: `${SHOTS}/3-list-revealed.png` });

    await page.clock.fastForward(10_000);
    await expect.poll(() => row.textContent()).toMatch(/oculta em 2\d s/);
    await page.clock.fastForward(21_000);
    await expect.poll(() => row.textContent()).toContain(MASKED);
    expect(await row.textContent()).not.toContain(FORMATTED);

    const recorded = await c.handle.db
      .selectFrom('access_logs')
      .select(['action', 'subject', 'subject_id', 'field', 'reason'])
      .where('action', '=', 'reveal')
      .execute();
    expect(recorded).toEqual([
      { action: 'reveal', subject: 'person', subject_id: String(personId), field: 'cpf', reason: 'auditoria' },
    ]);

    await page.goto(`${c.baseUrl}/access-log`);
    const logRow = page.getByRole('row', { name: /reveal/ });
    await expect.poll(() => logRow.first().textContent()).toContain('person');
    expect(await logRow.first().textContent()).toContain('auditoria');
    if (SHOTS && kind === 'pglite') await page.screenshot({ path: `${SHOTS}/4-access-log.png` });
    await page.close();
  });

  it('the person form shows the CPF masked and read-only, with the eye; saving keeps the stored CPF', async () => {
    const page = await c.newPage();
    await signIn(page, c.baseUrl, ADMIN.email, ADMIN.password);
    await page.getByRole('link', { name: 'Dispositivos' }).waitFor();
    await page.goto(`${c.baseUrl}/person/form/${personId}`);
    const cpf = page.getByLabel(/^CPF/);
    await expect.poll(() => cpf.inputValue()).toBe(MASKED);
    expect(await cpf.getAttribute('readonly')).not.toBeNull();
    await page.getByRole('button', { name: 'Revelar CPF' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revelar CPF' });
    await dialog.getByText('Atendimento ao titular').click();
    await dialog.getByRole('button', { name: 'Revelar' }).click();
    await expect.poll(() => cpf.inputValue()).toBe(FORMATTED);
    if (SHOTS && kind === 'pglite') await page.screenshot({ path: `${SHOTS}/5-form-revealed.png` });
    await page.getByRole('button', { name: 'Ocultar CPF' }).click();
    await expect.poll(() => cpf.inputValue()).toBe(MASKED);
    await page.getByLabel(/^Nome/).fill('Ana Editada');
    await page.getByRole('button', { name: /Salvar/ }).click();
    await expect
      .poll(
        async () =>
          await c.handle.db
            .selectFrom('people')
            .select(['name', 'cpf'])
            .where('id', '=', personId)
            .executeTakeFirstOrThrow(),
      )
      .toEqual({ name: 'Ana Editada', cpf: CPF });
    await page.close();
  });

  it("offers 'Exportar com CPF completo', which asks the reason", async () => {
    const page = await c.newPage();
    await signIn(page, c.baseUrl, ADMIN.email, ADMIN.password);
    await page.getByRole('link', { name: 'Dispositivos' }).waitFor();
    await page.goto(`${c.baseUrl}/person`);
    await page.getByRole('button', { name: 'Exportar com CPF completo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revelar CPF completo na exportação' });
    await dialog.getByText('Investigação de fraude').click();
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Revelar' }).click();
    const file = await download;
    const text = await (await file.createReadStream()).toArray();
    expect(Buffer.concat(text).toString('utf8')).toContain(FORMATTED);
    const recorded = await c.handle.db
      .selectFrom('access_logs')
      .select(['reason'])
      .where('action', '=', 'export')
      .execute();
    expect(recorded).toEqual([{ reason: 'investigação de fraude' }]);
    await page.close();
  });
});
