import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSignedIn, startConsole, type ConsoleUnderTest } from './support/startConsole.js';

/** What the operator sees in a field and where the caret is. */
async function state(field: Locator): Promise<{ value: string; caret: number | null }> {
  return field.evaluate((el: HTMLInputElement) => ({ value: el.value, caret: el.selectionStart }));
}

/** Puts the caret after `chars` characters, as the operator would: Home, then → that many times. */
async function caretAt(field: Locator, chars: number): Promise<void> {
  await field.focus();
  await field.press('Home');
  for (let i = 0; i < chars; i++) await field.press('ArrowRight');
}

/** Selects characters [start, end) with Shift+→, from the caret at `start`. */
async function select(field: Locator, start: number, end: number): Promise<void> {
  await caretAt(field, start);
  for (let i = start; i < end; i++) await field.press('Shift+ArrowRight');
}

/** Pastes `text` with Ctrl+V through the real clipboard (a paste event, not typed keys). */
async function paste(page: Page, field: Locator, text: string): Promise<void> {
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await field.press('Control+V');
}

/**
 * The masked inputs (CPF, CNPJ with letters, phone) in Chromium: typing, deleting with Backspace
 * and Delete, pasting (formatted or not) and replacing a selection anywhere in the value keep the
 * caret where the operator is, and the record saved holds the raw value (issue 23, item 1).
 */
describe('masked inputs keep the caret where the operator is', () => {
  let c: ConsoleUnderTest;
  let page: Page;
  beforeAll(async () => {
    c = await startConsole();
    page = await openSignedIn(c);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: c.baseUrl });
  });
  afterAll(() => c?.close());

  const field = (label: RegExp) => page.getByRole('textbox', { name: label });

  it('CPF on /person/form: type, Backspace and Delete in the middle, select-and-replace, paste; the raw CPF is saved', async () => {
    await page.goto(`${c.baseUrl}/person/form`);
    const cpf = field(/^CPF/);
    await cpf.waitFor();
    expect(await cpf.getAttribute('inputmode')).toBe('numeric');
    await cpf.pressSequentially('52998224725');
    expect(await state(cpf)).toEqual({ value: '529.982.247-25', caret: 14 });

    // Backspace in the middle: the digit before the caret goes, the caret stays after the same digits.
    await caretAt(cpf, 5); // 529.9|82
    await cpf.press('Backspace');
    expect(await state(cpf)).toEqual({ value: '529.822.472-5', caret: 3 });
    await cpf.press('9');
    expect(await state(cpf)).toEqual({ value: '529.982.247-25', caret: 5 });

    // Delete in the middle: the digit after the caret goes.
    await caretAt(cpf, 8); // 529.982.|247
    await cpf.press('Delete');
    expect(await state(cpf)).toEqual({ value: '529.982.472-5', caret: 8 });
    await cpf.press('2');
    expect(await state(cpf)).toEqual({ value: '529.982.247-25', caret: 9 });

    // A full CPF takes no digit without a selection (none is pushed off its end unseen).
    await caretAt(cpf, 5);
    await cpf.press('1');
    expect(await state(cpf)).toEqual({ value: '529.982.247-25', caret: 5 });

    // Select-and-replace: '982' selected, '111' typed over it.
    await select(cpf, 4, 7);
    await cpf.pressSequentially('111');
    expect(await state(cpf)).toEqual({ value: '529.111.247-25', caret: 7 });

    // Paste a formatted CPF over everything, then an unformatted rest in the middle.
    await cpf.press('Control+A');
    await paste(page, cpf, '111.444.777-35');
    expect(await state(cpf)).toEqual({ value: '111.444.777-35', caret: 14 });
    await select(cpf, 4, 14);
    await paste(page, cpf, '98224725');
    expect(await state(cpf)).toEqual({ value: '111.982.247-25', caret: 14 });
    await select(cpf, 0, 3);
    await paste(page, cpf, '529');
    expect(await state(cpf)).toEqual({ value: '529.982.247-25', caret: 3 });

    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Registro salvo com sucesso!').waitFor();
    const saved = await c.handle.db.selectFrom('people').select('cpf').execute();
    expect(saved.map((r) => r.cpf)).toEqual(['52998224725']);
  });

  it('phone: the mask switches between (11) 1234-5678 and (11) 91234-5678 without moving the caret', async () => {
    await page.goto(`${c.baseUrl}/person/form`);
    const phone = field(/^Telefone/);
    await phone.waitFor();
    expect(await phone.getAttribute('inputmode')).toBe('numeric');
    await phone.pressSequentially('1112345678');
    expect(await state(phone)).toEqual({ value: '(11) 1234-5678', caret: 14 });
    await caretAt(phone, 5); // (11) |1234
    await phone.press('9');
    expect(await state(phone)).toEqual({ value: '(11) 91234-5678', caret: 6 });
    await phone.press('Backspace');
    expect(await state(phone)).toEqual({ value: '(11) 1234-5678', caret: 3 });
    await phone.press('Delete');
    expect(await state(phone)).toEqual({ value: '(11) 2345-678', caret: 5 });
    await select(phone, 0, 13);
    await paste(page, phone, '(21) 98765-4321');
    expect(await state(phone)).toEqual({ value: '(21) 98765-4321', caret: 15 });
  });

  it('CNPJ on /client/form: letters in the first 12 characters (upper-cased), digits only at the end; the raw CNPJ is saved', async () => {
    await page.goto(`${c.baseUrl}/client/form`);
    const cnpj = field(/^CNPJ/);
    await cnpj.waitFor();
    await cnpj.pressSequentially('12abc34501de35');
    expect(await state(cnpj)).toEqual({ value: '12.ABC.345/01DE-35', caret: 18 });
    // A letter where a check digit goes is refused.
    await cnpj.press('Backspace');
    await cnpj.press('x');
    expect(await state(cnpj)).toEqual({ value: '12.ABC.345/01DE-3', caret: 17 });
    await cnpj.press('5');
    // Backspace and a letter in the middle.
    await caretAt(cnpj, 6); // 12.ABC|.345
    await cnpj.press('Backspace');
    expect(await state(cnpj)).toEqual({ value: '12.AB3.450/1DE3-5', caret: 5 });
    await cnpj.press('c');
    expect(await state(cnpj)).toEqual({ value: '12.ABC.345/01DE-35', caret: 6 });
    await cnpj.press('Control+A');
    await paste(page, cnpj, '12.abc.345/01de-35');
    expect(await state(cnpj)).toEqual({ value: '12.ABC.345/01DE-35', caret: 18 });

    await field(/^Nome/).fill('Parceiro Alfanumérico');
    await field(/^Email/).fill('parceiro@example.com');
    await field(/^Telefone/).pressSequentially('11987654321');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Registro salvo com sucesso!').waitFor();
    const saved = await c.handle.db.selectFrom('clients').select(['document', 'phone']).execute();
    expect(saved).toEqual([{ document: '12ABC34501DE35', phone: '11987654321' }]);
  });

  it('CPF on /delete-account: typing and deleting in the middle keep the caret; its error is announced', async () => {
    const anon = await c.newPage();
    await anon.goto(`${c.baseUrl}/delete-account`);
    const cpf = anon.getByRole('textbox', { name: /^CPF/ });
    await cpf.waitFor();
    await cpf.pressSequentially('52998224725');
    await caretAt(cpf, 9); // 529.982.2|47
    await cpf.press('Backspace');
    expect(await state(cpf)).toEqual({ value: '529.982.472-5', caret: 7 });
    await cpf.press('2');
    expect(await state(cpf)).toEqual({ value: '529.982.247-25', caret: 9 });
    await caretAt(cpf, 0);
    await cpf.press('Delete');
    expect(await state(cpf)).toEqual({ value: '299.822.472-5', caret: 0 });
    await cpf.press('5');
    expect(await state(cpf)).toEqual({ value: '529.982.247-25', caret: 1 });

    // Sent empty: the field is marked invalid and names its message for screen readers.
    await cpf.fill('');
    await anon.getByRole('button', { name: 'Excluir cadastro' }).click();
    await expect.poll(() => cpf.getAttribute('aria-invalid')).toBe('true');
    const described = await cpf.evaluate(
      (el) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent,
    );
    expect(described).toMatch(/cpf/i);
    await anon.close();
  });
});
