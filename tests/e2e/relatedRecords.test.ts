import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSignedIn, startConsole, type ConsoleUnderTest, e2eDbKinds } from './support/startConsole.js';

const CPF = '52998224725';
/** Where the screenshots go (looked at by hand; not compared). */
const SHOTS = process.env.RELATED_SHOTS;

describe.each(e2eDbKinds)('related records one click away; the partner picker (Chromium, %s)', (kind) => {
  let c: ConsoleUnderTest;
  let page: Page;
  let ana: number;
  let acme: number;
  const shot = async (name: string) => {
    if (SHOTS && kind === 'pglite') await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  };

  beforeAll(async () => {
    c = await startConsole({ kind });
    const db = c.handle.db;
    const clients = await db
      .insertInto('clients')
      .values([
        { name: 'Acme Biometria', document: '11222333000181', email: 'acme@example.com', phone: '1133334444' },
        { name: 'Beta Serviços', document: '11444777000161', email: 'beta@example.com', phone: '1133335555' },
      ])
      .returning('id')
      .execute();
    acme = clients[0]!.id;
    const person = await db
      .insertInto('people')
      .values({ name: 'Ana Titular', cpf: CPF })
      .returning('id')
      .executeTakeFirstOrThrow();
    ana = person.id;
    await db
      .insertInto('fingerprints')
      .values([
        { person_id: ana, finger: 'Polegar direito' },
        { person_id: ana, finger: 'Indicador direito' },
      ])
      .execute();
    await db.insertInto('liveness_proofs').values({ person_id: ana, bpm: 71 }).execute();
    await db
      .insertInto('finger_logs')
      .values([{ cpf: CPF }, { cpf: CPF }, { cpf: CPF }])
      .execute();
    await db.insertInto('liveness_logs').values({ cpf: CPF }).execute();
    // A logged save of the partner list, as the request log keeps it.
    await sql`insert into request_logs (method, path, response_status, duration_ms, ip_address)
      values ('PUT', ${`/client/v1/${acme}`}, 200, 12, '10.0.0.1')`.execute(db);
    page = await openSignedIn(c);
  }, 60_000);
  afterAll(() => c?.close());

  it("the person form counts fingerprints, liveness proofs and capture logs; a count opens the list filtered by the person's id", async () => {
    await page.goto(`${c.baseUrl}/person/form/${ana}`);
    const panel = page.getByRole('region', { name: 'Registros ligados' });
    // Named by what it shows: the list's label, then its count.
    const link = (label: string, count: number) =>
      panel.getByRole('link', { name: new RegExp(`^${label}\\s*${count}$`) });
    await expect.poll(() => link('Fingerprints', 2).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await link('Provas de vida', 1).isVisible()).toBe(true);
    expect(await link('Logs Finger', 3).isVisible()).toBe(true);
    expect(await link('Logs Liveness', 1).isVisible()).toBe(true);
    await shot('1-person-form');

    await link('Logs Finger', 3).click();
    await page.waitForURL(`**/finger-log?person=${ana}`);
    await expect.poll(() => page.getByRole('row').count()).toBe(4);
    expect(page.url()).not.toContain(CPF);

    await page.goto(`${c.baseUrl}/person/form/${ana}`);
    await link('Fingerprints', 2).click();
    await page.waitForURL(`**/fingerprint?person_id=${ana}`);
    expect(await page.getByLabel('Pessoa (código)').inputValue()).toBe(String(ana));
    await expect.poll(() => page.getByRole('row', { name: /Ana Titular/ }).count()).toBe(2);
    await shot('2-fingerprints-of-person');
  });

  it("a fingerprint row and a liveness row open their person's form", async () => {
    for (const list of ['/fingerprint', '/liveness']) {
      await page.goto(`${c.baseUrl}${list}`);
      await page
        .getByRole('row', { name: /Ana Titular/ })
        .first()
        .getByRole('link', { name: 'Ana Titular' })
        .click();
      await page.waitForURL(`**/person/form/${ana}`);
      await expect.poll(() => page.getByLabel('Nome').inputValue()).toBe('Ana Titular');
    }
  });

  it('a request-log entry links to the record its path names', async () => {
    await page.goto(`${c.baseUrl}/requests?path=${encodeURIComponent(`/client/v1/${acme}`)}`);
    await page.getByRole('main').getByRole('button', { name: 'Visualizar' }).first().click();
    const dialog = page.getByRole('dialog');
    const open = dialog.getByRole('link', { name: `Abrir Cadastro ${acme}` });
    await open.waitFor();
    await shot('3-request-log-modal');
    await open.click();
    await page.waitForURL(`**/client/form/${acme}`);
    await expect.poll(() => page.getByLabel('Nome').inputValue()).toBe('Acme Biometria');
  });

  it('the partner picker searches by name or CNPJ, is keyboard operable, saves the id, shows it after a reload and clears', async () => {
    await page.goto(`${c.baseUrl}/person/form/${ana}`);
    const picker = page.getByRole('combobox', { name: 'Parceiro' });
    await picker.click();
    await picker.pressSequentially('acme');
    const option = page.getByRole('option', { name: 'Acme Biometria — 11.222.333/0001-81' });
    await option.waitFor();
    await shot('4-partner-search');
    await option.click();
    await expect.poll(() => picker.inputValue()).toBe('Acme Biometria — 11.222.333/0001-81');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => page.getByText('Registro salvo com sucesso!').first().isVisible()).toBe(true);
    const stored = () =>
      c.handle.db.selectFrom('people').select('client_id').where('id', '=', ana).executeTakeFirstOrThrow();
    expect((await stored()).client_id).toBe(acme);

    await page.reload();
    await expect.poll(() => picker.inputValue()).toBe('Acme Biometria — 11.222.333/0001-81');
    await shot('5-partner-saved');

    // By CNPJ digits, with the keyboard only.
    await picker.focus();
    await picker.press('Control+a');
    await picker.pressSequentially('11');
    // Both CNPJs start with 11: the first choice is highlighted, the arrow moves to the second.
    await page.getByRole('option', { name: 'Beta Serviços — 11.444.777/0001-61' }).waitFor();
    expect(await page.getByRole('option').count()).toBe(2);
    await picker.press('ArrowDown');
    await picker.press('Enter');
    await expect.poll(() => picker.inputValue()).toBe('Beta Serviços — 11.444.777/0001-61');

    // Cleared, saved as none.
    await page.getByRole('button', { name: 'Limpar' }).click();
    expect(await picker.inputValue()).toBe('');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(async () => (await stored()).client_id).toBeNull();
  });
});
