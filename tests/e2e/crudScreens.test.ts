import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openSignedIn, startConsole, type ConsoleUnderTest } from './support/startConsole.js';

type Fill = (page: Page) => Promise<void>;

interface Screen {
  list: string;
  listTitle: string;
  formTitle: string;
  /** Fills a new record; `tag` makes it unique and findable. */
  create: (tag: string) => Fill;
  /** A filter that finds the new record: label and value. */
  filter: (tag: string) => [string, string];
  /** Text that shows the record in the list. */
  rowText: (tag: string) => string;
  /** Changes one field when editing, and the text that shows the change in the list. */
  edit: (tag: string) => [Fill, string];
  /** A filter (query parameter and value) that still finds the record after the edit. */
  stable: (tag: string) => [string, string];
  /** false when the list has no delete action (partners: spec 2.9, edit only). */
  deletable?: boolean;
  /** false when the form has no required field (parameters: spec 5). */
  hasRequired?: boolean;
}

/** A form field by its label; required fields carry a '*' after it. */
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`));
const text =
  (label: string, value: string): Fill =>
  (page) =>
    field(page, label).fill(value);
const type =
  (label: string, value: string): Fill =>
  async (page) => {
    await field(page, label).fill('');
    await field(page, label).pressSequentially(value);
  };
/** Picks an option by the label the operator sees. */
const select =
  (label: string, option: string): Fill =>
  async (page) => {
    await field(page, label).selectOption({ label: option });
  };
const all =
  (...fills: Fill[]): Fill =>
  async (page) => {
    for (const f of fills) await f(page);
  };
const cpfOf = (tag: string) => {
  const base = tag.padStart(9, '7').slice(-9).split('').map(Number);
  const dv = (digits: number[]) => {
    const sum = digits.reduce((s, d, i) => s + d * (digits.length + 1 - i), 0);
    const r = sum % 11;
    return r < 2 ? 0 : 11 - r;
  };
  const d1 = dv(base);
  const d2 = dv([...base, d1]);
  return [...base, d1, d2].join('');
};

const screens: Record<string, Screen> = {
  person: {
    list: '/person',
    listTitle: 'Lista de Pessoas',
    formTitle: 'Pessoa',
    create: (tag) =>
      all(
        text('Nome', `Pessoa E2E ${tag}`),
        type('CPF', cpfOf(tag)),
        text('Email', `p${tag}@example.com`),
        type('Telefone', '11987654321'),
      ),
    filter: (tag) => ['Nome', `Pessoa E2E ${tag}`],
    rowText: (tag) => `Pessoa E2E ${tag}`,
    edit: (tag) => [text('Nome', `Pessoa Editada ${tag}`), `Pessoa Editada ${tag}`],
    stable: (tag) => ['cpf', cpfOf(tag)],
  },
  'error-message': {
    list: '/error-message',
    listTitle: 'Erros',
    formTitle: 'Cadastro de Erros',
    create: (tag) => all(text('Código', `E2E${tag}`), text('Mensagem', `Mensagem de teste ${tag}`)),
    filter: (tag) => ['Código', `E2E${tag}`],
    rowText: (tag) => `E2E${tag}`,
    edit: (tag) => [text('Mensagem', `Mensagem alterada ${tag}`), `Mensagem alterada ${tag}`],
    stable: (tag) => ['code', `E2E${tag}`],
  },
  client: {
    list: '/client',
    listTitle: 'Lista de Parceiros',
    formTitle: 'Cadastro',
    create: (tag) =>
      all(
        text('Nome', `Parceiro E2E ${tag}`),
        type('CNPJ', '12ABC34501DE35'),
        text('Email', `c${tag}@example.com`),
        type('Telefone', '1133334444'),
      ),
    filter: (tag) => ['Nome', `Parceiro E2E ${tag}`],
    rowText: (tag) => `Parceiro E2E ${tag}`,
    edit: (tag) => [text('Nome', `Parceiro Editado ${tag}`), `Parceiro Editado ${tag}`],
    stable: () => ['cnpj', '12ABC34501DE35'],
    deletable: false,
  },
  user: {
    list: '/user',
    listTitle: 'Usuários',
    formTitle: 'Cadastro de Usuário',
    create: (tag) =>
      all(
        text('Nome', `Usuária E2E ${tag}`),
        type('Telefone', '11987654321'),
        text('Email', `u${tag}@example.com`),
        text('Senha', 'segredo1'),
        text('Confirmar senha', 'segredo1'),
      ),
    filter: (tag) => ['Busca', `Usuária E2E ${tag}`],
    rowText: (tag) => `Usuária E2E ${tag}`,
    edit: (tag) => [text('Nome', `Usuária Editada ${tag}`), `Usuária Editada ${tag}`],
    stable: (tag) => ['search', `u${tag}@example.com`],
  },
  param: {
    list: '/param',
    listTitle: 'Parâmetros',
    formTitle: 'Registro de Parametros',
    create: (tag) => all(text('meanScore', tag), text('t1', '1,5'), text('tol', '0,25')),
    filter: (tag) => ['meanScore', tag],
    rowText: (tag) => Number(tag).toLocaleString('pt-BR'),
    edit: () => [text('stdScore', '42'), '42'],
    stable: (tag) => ['meanScore', tag],
    hasRequired: false,
  },
  'device-config': {
    list: '/config',
    listTitle: 'Configuração de Dispositivos',
    formTitle: 'Registro de Dispositivo',
    create: (tag) =>
      all(
        select('Sistema', 'Android'),
        select('Serviço', 'Biometria'),
        async (page) => {
          await page.getByRole('button', { name: 'Adicionar' }).click();
          const dialog = page.getByRole('dialog');
          await dialog.getByRole('textbox').fill(`Modelo-${tag}`);
          await dialog.getByRole('button', { name: 'Adicionar' }).click();
        },
        text('Zoom', '2'),
        text('FPS', '30'),
        text('Exposure', '0.5'),
      ),
    filter: (tag) => ['Dispositivo', `Modelo-${tag}`],
    rowText: (tag) => `Modelo-${tag}`,
    edit: () => [select('Serviço', 'Prova de Vida'), 'Prova de Vida'],
    stable: (tag) => ['device', `Modelo-${tag}`],
  },
};

describe('CRUD through each screen in the browser', () => {
  let c: ConsoleUnderTest;
  let page: Page;
  beforeAll(async () => {
    c = await startConsole();
    page = await openSignedIn(c);
  });
  afterAll(() => c?.close());

  it.each(Object.entries(screens))('%s: create, filter, edit, delete', async (key, s) => {
    try {
      await crud(s);
    } catch (error) {
      await page.screenshot({ path: `/tmp/e2e-crud-${key}.png`, fullPage: true }).catch(() => {});
      throw error;
    }
  });

  async function crud(s: Screen) {
    const tag = String(Date.now()).slice(-6);
    await page.goto(`${c.baseUrl}${s.list}`);
    await page.getByRole('heading', { level: 1, name: s.listTitle }).waitFor();
    await page.getByRole('link', { name: 'Cadastrar' }).click();
    await page.getByRole('heading', { level: 1, name: s.formTitle }).waitFor();

    if (s.hasRequired !== false) {
      await page.getByRole('button', { name: 'Salvar' }).click();
      await page.getByText('Verifique os campos do formulário e tente novamente!').waitFor();
    }

    await s.create(tag)(page);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Registro salvo com sucesso!').waitFor();

    await page.goto(`${c.baseUrl}${s.list}`);
    const [label, value] = s.filter(tag);
    await page.getByRole('search').getByLabel(label, { exact: true }).fill(value);
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    const row = page.getByRole('row').filter({ hasText: s.rowText(tag) });
    await row.waitFor();
    // Header + the one matching row, once the filtered page has replaced the first one.
    await expect.poll(() => page.getByRole('row').count(), { timeout: 15_000 }).toBe(2);

    await row.getByRole('link', { name: 'Editar' }).click();
    await page.getByRole('heading', { level: 1, name: s.formTitle }).waitFor();
    const [change, shown] = s.edit(tag);
    await page.getByRole('button', { name: 'Salvar' }).waitFor();
    await change(page);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Registro salvo com sucesso!').waitFor();

    await page.goto(`${c.baseUrl}${s.list}?${new URLSearchParams([s.stable(tag)])}`);
    const edited = page.getByRole('row').filter({ hasText: shown });
    await edited.waitFor();
    if (s.deletable === false) {
      expect(await edited.getByRole('button', { name: 'Excluir' }).count()).toBe(0);
      return;
    }
    await edited.getByRole('button', { name: 'Excluir' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirmar' }).click();
    await page.getByText('Registro excluído com sucesso!').waitFor();
    await page.getByText('Nenhum registro encontrado').waitFor();
  }
});
