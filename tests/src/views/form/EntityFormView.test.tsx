import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LEAVE_MESSAGE } from '../../../../src/hooks/form/useLeaveGuard';
import * as apiMessages from '../../../../src/core/api/apiMessages.js';
import { fakeApi, type FakeCall } from '../../support/fakeApi';
import { allFieldErrors, control, fieldErrors, findAlertText, findDialog, findForm } from './support/formQueries';
import { renderEntityForm } from './support/renderFormView';

// The form engine on the fixture descriptors (tests/fixtures/schemas): 'member' (masked CPF,
// password and its confirmation, groups, keepListQuery), 'vendor' (alphanumeric CNPJ, phone),
// 'message-template' (readOnlyOnEdit, textarea, record 'data'), 'device-profile' (selects, the
// models dialog, the active switch, numbers, record 'config') and 'ticket' (options of numbers and
// booleans, defaults, a read-only field, placeholder and description).
const MEMBERS = '/fixture/v1/member';
const VENDORS = '/fixture/v1/vendor';
const TEMPLATES = '/fixture/v2/message-templates';
const PROFILES = '/fixture/v1/device-profile';

const saved = (record: Record<string, unknown>) => ({
  status: 201,
  body: { data: record, message: 'Registro salvo com sucesso!' },
});
const writes = (calls: FakeCall[]) => calls.filter((c) => c.method !== 'GET');
const location = () => screen.getByTestId('location').textContent;
type User = ReturnType<typeof renderEntityForm>['user'];

async function fillMember(user: User, cpf: string, password: string, confirm: string) {
  await user.type(control('cpf'), cpf);
  await user.type(control('password'), password);
  await user.type(control('confirm_password'), confirm);
}

describe('masked fields', () => {
  it('shows a CPF masked while the form data (and the POST) holds its digits', async () => {
    const api = fakeApi({ [`POST ${MEMBERS}`]: saved({ id: 9, cpf: '52998224725', version: 1 }) });
    const { user } = renderEntityForm('member', '/member/form', api.fetchImpl);
    await findForm('member');
    await fillMember(user, '52998224725', 'segredo1', 'segredo1');
    expect(control('cpf').value).toBe('529.982.247-25');
    await user.click(screen.getByRole('button', { name: /Salvar/ }));
    await waitFor(() => expect(writes(api.calls)).toHaveLength(1));
    expect(writes(api.calls)[0]).toMatchObject({ method: 'POST', body: { cpf: '52998224725' } });
    expect(await findAlertText()).toContain('Registro salvo com sucesso!');
  });

  it("rejects a CPF with wrong check digits (its 'format' message) and sends nothing", async () => {
    const api = fakeApi({});
    const { user } = renderEntityForm('member', '/member/form', api.fetchImpl);
    await findForm('member');
    await fillMember(user, '52998224726', 'segredo1', 'segredo1');
    await user.click(screen.getByRole('button', { name: /Salvar/ }));
    expect(await findAlertText()).toContain(apiMessages.formInvalid);
    expect(fieldErrors('cpf')).toEqual(['CPF inválido']);
    expect(writes(api.calls)).toEqual([]);
  });

  it('masks a phone as (99) 9999-9999 or (99) 99999-9999 by its length', async () => {
    const api = fakeApi({});
    const { user } = renderEntityForm('vendor', '/vendor/form', api.fetchImpl);
    await findForm('vendor');
    await user.type(control('phone'), '1133334444');
    expect(control('phone').value).toBe('(11) 3333-4444');
    await user.type(control('phone'), '5');
    expect(control('phone').value).toBe('(11) 33334-4445');
  });

  it('accepts an alphanumeric CNPJ, upper-cased, and sends it without punctuation', async () => {
    const api = fakeApi({ [`POST ${VENDORS}`]: saved({ id: 3, version: 1 }) });
    const { user } = renderEntityForm('vendor', '/vendor/form', api.fetchImpl);
    await findForm('vendor');
    await user.type(control('name'), 'ACME');
    await user.type(control('email'), 'contato@acme.com');
    await user.type(control('phone'), '11987654321');
    await user.type(control('document'), '12abc34501de35');
    expect(control('document').value).toBe('12.ABC.345/01DE-35');
    await user.click(screen.getByRole('button', { name: /Salvar/ }));
    await waitFor(() => expect(writes(api.calls)).toHaveLength(1));
    expect(writes(api.calls)[0]!.body).toEqual({
      name: 'ACME',
      email: 'contato@acme.com',
      phone: '11987654321',
      document: '12ABC34501DE35',
    });
  });

  it("gives a CNPJ with wrong check digits the descriptor's 'format' message", async () => {
    const api = fakeApi({});
    const { user } = renderEntityForm('vendor', '/vendor/form', api.fetchImpl);
    await findForm('vendor');
    await user.type(control('name'), 'ACME');
    await user.type(control('email'), 'contato@acme.com');
    await user.type(control('document'), '11222333000180');
    await user.click(screen.getByRole('button', { name: /Salvar/ }));
    expect(await findAlertText()).toContain(apiMessages.formInvalid);
    expect(fieldErrors('document')).toEqual(['CNPJ com dígitos errados']);
    expect(writes(api.calls)).toEqual([]);
  });
});

describe('field rules and their messages', () => {
  it('shows the sameAs message when the confirmation differs, and sends nothing', async () => {
    const api = fakeApi({});
    const { user } = renderEntityForm('member', '/member/form', api.fetchImpl);
    await findForm('member');
    await fillMember(user, '52998224725', '123456', '654321');
    await user.click(screen.getByRole('button', { name: /Salvar/ }));
    expect(await findAlertText()).toContain(apiMessages.formInvalid);
    expect(fieldErrors('confirm_password')).toEqual(['As senhas não conferem']);
    expect(allFieldErrors(document.body)).toEqual(['As senhas não conferem']);
    expect(writes(api.calls)).toEqual([]);
  });

  it('gives minLength and pattern their messages; maxLength caps the input', async () => {
    const api = fakeApi({});
    const { user } = renderEntityForm('message-template', '/message-template/form', api.fetchImpl);
    await findForm('message-template');
    await user.type(control('code'), 'A');
    await user.type(control('text'), 'Texto');
    await user.click(screen.getByRole('button', { name: /Salvar/ }));
    await waitFor(() => expect(fieldErrors('code')).toEqual(['O código deve ter ao menos 2 caracteres']));
    await user.clear(control('code'));
    await user.type(control('code'), 'minusculas');
    await user.click(screen.getByRole('button', { name: /Salvar/ }));
    await waitFor(() => expect(fieldErrors('code')).toEqual(['Use letras maiúsculas, dígitos e _']));
    // maxLength: the input takes no more (its message is the API's, for a body that bypasses it).
    await user.clear(control('code'));
    await user.type(control('code'), 'A'.repeat(21));
    expect(control('code').value).toBe('A'.repeat(20));
    expect(writes(api.calls)).toEqual([]);
  });

  it('gives minimum and maximum their messages; an integer field refuses a decimal comma as typed', async () => {
    const api = fakeApi({});
    const { user } = renderEntityForm('device-profile', '/device-profile/form', api.fetchImpl);
    await findForm('device-profile');
    await user.selectOptions(control('deviceType'), 'Android');
    await user.selectOptions(control('serviceType'), 'Biometria');
    await user.type(control('exposure'), '1');
    await user.type(control('zoom'), '101');
    await user.type(control('fps'), '2,5');
    expect(control('fps').value).toBe('25');
    await user.click(screen.getByRole('button', { name: /Salvar/ }));
    await waitFor(() => expect(fieldErrors('zoom')).toEqual(['O zoom deve ser de no máximo 100']));
    expect(fieldErrors('fps')).toEqual([]);
    await user.clear(control('zoom'));
    await user.type(control('zoom'), '-1');
    await user.click(screen.getByRole('button', { name: /Salvar/ }));
    await waitFor(() => expect(fieldErrors('zoom')).toEqual(['O zoom deve ser de no mínimo 0']));
    expect(writes(api.calls)).toEqual([]);
  });

  it('follows the typing once a submit failed: a fixed field loses its message', async () => {
    const api = fakeApi({});
    const { user } = renderEntityForm('member', '/member/form', api.fetchImpl);
    await findForm('member');
    await user.click(screen.getByRole('button', { name: /Salvar/ }));
    expect(fieldErrors('cpf')).toEqual(['Informe o CPF']);
    await user.type(control('cpf'), '52998224725');
    expect(fieldErrors('cpf')).toEqual([]);
    expect(fieldErrors('password')).toEqual(['Informe a senha']);
  });

  it('renders options of numbers and booleans, defaults, a read-only field, placeholder and description', async () => {
    const api = fakeApi({
      'POST /fixture/v1/tickets': {
        status: 201,
        body: { data: { id: 4, version: 1 }, message: 'Registro salvo com sucesso!' },
      },
    });
    const { user } = renderEntityForm('ticket', '/ticket/form', api.fetchImpl);
    await findForm('ticket');
    const priority = control('priority') as unknown as HTMLSelectElement;
    expect(priority.selectedOptions[0]!.textContent).toBe('Normal');
    expect((control('urgent') as unknown as HTMLSelectElement).selectedOptions[0]!.textContent).toBe('Não');
    expect(control('status').readOnly).toBe(true);
    expect(control('subject').getAttribute('placeholder')).toBe('Resumo do chamado');
    expect(control('notes').tagName).toBe('TEXTAREA');
    expect(screen.getByText('Visível só para a equipe.')).toBeTruthy();
    await user.selectOptions(priority, 'Alta');
    await user.selectOptions(control('urgent'), 'Sim');
    await user.type(control('cost'), '12,5');
    await user.click(screen.getByRole('button', { name: /Salvar/ }));
    await waitFor(() => expect(writes(api.calls)).toHaveLength(1));
    expect(writes(api.calls)[0]!.body).toEqual({ priority: 1, urgent: true, cost: 12.5 });
  });
});

describe('create, then update', () => {
  it('creates with both passwords; then an update form without them, its CPF read-only', async () => {
    const api = fakeApi({ [`POST ${MEMBERS}`]: saved({ id: 12, cpf: '52998224725', fullName: 'Ana', version: 1 }) });
    const { user } = renderEntityForm('member', '/member/form', api.fetchImpl);
    await findForm('member');
    await user.type(control('fullName'), 'Ana');
    await fillMember(user, '52998224725', '123456', '123456');
    await user.click(screen.getByRole('button', { name: /Salvar/ }));
    await waitFor(() => expect(writes(api.calls)).toHaveLength(1));
    expect(writes(api.calls)[0]!.body).toEqual({
      fullName: 'Ana',
      cpf: '52998224725',
      password: '123456',
      confirm_password: '123456',
    });
    await waitFor(() => expect(location()).toBe('/member/form/12'));
    expect(document.getElementById('root_password')).toBeNull();
    expect(document.getElementById('root_confirm_password')).toBeNull();
    expect(control('cpf').readOnly).toBe(true);
  });

  it('keeps the id a create returned: the next save is a PUT to {endpoint}/{id} with the version', async () => {
    let puts = 0;
    const api = fakeApi({
      [`POST ${TEMPLATES}`]: (call) => saved({ id: 5, ...(call.body as object), version: 1 }),
      [`PUT ${TEMPLATES}/5`]: (call) => {
        puts += 1;
        return {
          body: { data: { id: 5, ...(call.body as object), version: 2 }, message: 'Registro salvo com sucesso!' },
        };
      },
    });
    const { user } = renderEntityForm('message-template', '/message-template/form', api.fetchImpl);
    await findForm('message-template');
    await user.type(control('code'), 'E001');
    await user.type(control('text'), 'Falha de leitura');
    await user.click(screen.getByRole('button', { name: /Salvar/ }));
    expect(await findAlertText()).toContain('Registro salvo com sucesso!');
    expect(location()).toBe('/message-template/form/5');
    expect(control('code').readOnly).toBe(true);

    await user.type(control('text'), ' do sensor');
    await user.click(screen.getByRole('button', { name: /Salvar/ }));
    await waitFor(() => expect(puts).toBe(1));
    const methods = writes(api.calls).map((c) => `${c.method} ${new URL(c.url, 'http://x').pathname}`);
    expect(methods).toEqual([`POST ${TEMPLATES}`, `PUT ${TEMPLATES}/5`]);
    expect(writes(api.calls)[1]!.body).toEqual({ code: 'E001', text: 'Falha de leitura do sensor', version: 1 });
    // No second GET: the created record was shown as the server returned it.
    expect(api.calls.filter((c) => c.method === 'GET')).toEqual([]);
  });

  it('edit reads the record first, shows it masked, and saves the changes with its version', async () => {
    const api = fakeApi({
      [`GET ${MEMBERS}/3`]: {
        body: { data: { id: 3, fullName: 'Ana', email: 'ana@example.com', cpf: '52998224725', version: 4 } },
      },
      [`PUT ${MEMBERS}/3`]: (call) => ({
        body: { data: { id: 3, ...(call.body as object), version: 5 }, message: 'Registro salvo com sucesso!' },
      }),
    });
    const { user } = renderEntityForm('member', '/member/form/3', api.fetchImpl);
    await findForm('member');
    expect(api.calls[0]).toMatchObject({ method: 'GET' });
    expect(control('fullName').value).toBe('Ana');
    expect(control('cpf').value).toBe('529.982.247-25');
    expect(control('cpf').readOnly).toBe(true);
    expect(control('fullName').readOnly).toBe(false);
    await user.clear(control('fullName'));
    await user.type(control('fullName'), 'Ana Maria');
    await user.click(screen.getByRole('button', { name: /Salvar/ }));
    await waitFor(() => expect(writes(api.calls)).toHaveLength(1));
    expect(writes(api.calls)[0]).toMatchObject({
      method: 'PUT',
      body: { fullName: 'Ana Maria', email: 'ana@example.com', version: 4 },
    });
    expect(await findAlertText()).toContain('Registro salvo com sucesso!');
  });
});

describe('server answers', () => {
  const validVendor = async (user: User) => {
    await user.type(control('name'), 'ACME');
    await user.type(control('email'), 'contato@acme.com');
    await user.type(control('phone'), '11987654321');
    await user.type(control('document'), '11222333000181');
  };

  it('puts a 400 answer’s field errors under their fields, with the danger alert', async () => {
    const api = fakeApi({
      [`POST ${VENDORS}`]: {
        status: 400,
        body: { message: apiMessages.formInvalid, errors: { email: 'Email inválido', phone: 'Telefone inválido' } },
      },
    });
    const { user } = renderEntityForm('vendor', '/vendor/form', api.fetchImpl);
    await findForm('vendor');
    await validVendor(user);
    await user.click(screen.getByRole('button', { name: /Salvar/ }));
    expect(await findAlertText()).toContain(apiMessages.formInvalid);
    await waitFor(() => expect(fieldErrors('email')).toEqual(['Email inválido']));
    expect(fieldErrors('phone')).toEqual(['Telefone inválido']);
    expect(fieldErrors('name')).toEqual([]);
    // Editing the field removes its server message; the other stays.
    await user.type(control('email'), 'x');
    expect(fieldErrors('email')).toEqual([]);
    expect(fieldErrors('phone')).toEqual(['Telefone inválido']);
  });

  it("shows a 409's message in an error dialog (and on its field)", async () => {
    const message = 'Já existe um fornecedor com este CNPJ.';
    const api = fakeApi({ [`POST ${VENDORS}`]: { status: 409, body: { message, errors: { document: message } } } });
    const { user } = renderEntityForm('vendor', '/vendor/form', api.fetchImpl);
    await findForm('vendor');
    await validVendor(user);
    await user.click(screen.getByRole('button', { name: /Salvar/ }));
    const dialog = await findDialog();
    expect(within(dialog).getByText(message)).toBeTruthy();
    expect(fieldErrors('document')).toEqual([message]);
  });

  it("falls back to 'Erro ao salvar registro!' when a save fails without a message", async () => {
    const api = fakeApi({ [`POST ${VENDORS}`]: { status: 500, body: {} } });
    const { user } = renderEntityForm('vendor', '/vendor/form', api.fetchImpl);
    await findForm('vendor');
    await validVendor(user);
    await user.click(screen.getByRole('button', { name: /Salvar/ }));
    expect(within(await findDialog()).getByText('Erro ao salvar registro!')).toBeTruthy();
  });

  it("shows the server's message when the record cannot be read", async () => {
    const api = fakeApi({ [`GET ${VENDORS}/77`]: { status: 404, body: { message: 'Registro não encontrado.' } } });
    renderEntityForm('vendor', '/vendor/form/77', api.fetchImpl);
    expect(within(await findDialog()).getByText('Registro não encontrado.')).toBeTruthy();
    expect(screen.getByText('Não foi possível carregar o registro.')).toBeTruthy();
  });

  it("falls back to 'Erro ao buscar registro!' when reading fails without a message", async () => {
    const api = fakeApi({ [`GET ${VENDORS}/77`]: { status: 500, body: {} } });
    renderEntityForm('vendor', '/vendor/form/77', api.fetchImpl);
    expect(within(await findDialog()).getByText('Erro ao buscar registro!')).toBeTruthy();
  });
});

describe('device profile form: selects, the models dialog, the active switch, record under config', () => {
  it('adds models through the dialog; an empty name and a repeated one are ignored', async () => {
    const api = fakeApi({
      [`POST ${PROFILES}`]: {
        status: 201,
        body: { config: { id: 2, version: 1 }, message: 'Registro salvo com sucesso!' },
      },
    });
    const { user } = renderEntityForm('device-profile', '/device-profile/form', api.fetchImpl);
    await findForm('device-profile');
    const models = () =>
      [...document.querySelectorAll('[aria-label="Dispositivos adicionados"] li')].map((li) => li.textContent);

    await user.click(screen.getByRole('button', { name: /Adicionar/ }));
    let dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(models()).toEqual([]);
    expect(screen.getByText('Nenhum dispositivo adicionado.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /Adicionar/ }));
    dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Modelo do dispositivo' }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(models()).toEqual([]);

    for (const name of ['Moto G54', 'Galaxy A15', 'moto g54']) {
      await user.click(screen.getByRole('button', { name: /Adicionar/ }));
      dialog = await screen.findByRole('dialog');
      await user.type(within(dialog).getByRole('textbox', { name: 'Modelo do dispositivo' }), `${name}{Enter}`);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
    expect(models()).toEqual(['Moto G54', 'Galaxy A15']);
    await user.click(screen.getByRole('button', { name: 'Remover Galaxy A15' }));
    expect(models()).toEqual(['Moto G54']);

    await user.selectOptions(control('deviceType'), 'Android');
    await user.selectOptions(control('serviceType'), 'Prova de Vida');
    await user.type(control('zoom'), '1,5');
    await user.type(control('fps'), '30');
    await user.type(control('exposure'), '-2');
    expect(control('zoom').getAttribute('placeholder')).toBe('De 0 a 100');
    await user.click(screen.getByRole('checkbox', { name: 'Botão de informações' }));
    expect(screen.getByText('Ativo')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Salvar/ }));
    await waitFor(() => expect(writes(api.calls)).toHaveLength(1));
    expect(writes(api.calls)[0]!.body).toEqual({
      deviceType: 'android',
      serviceType: 'liveness',
      deviceModels: ['Moto G54'],
      zoom: 1.5,
      fps: 30,
      exposure: -2,
      showButtonInfo: 'true',
    });
  });

  it('reads its record under `config` and shows the select labels', async () => {
    const api = fakeApi({
      [`GET ${PROFILES}/2`]: {
        body: {
          config: {
            id: 2,
            deviceType: 'ios',
            serviceType: 'finger',
            deviceModels: ['iPhone 15'],
            zoom: 2,
            fps: 30,
            exposure: 1,
            showButtonInfo: 'true',
            version: 3,
          },
        },
      },
    });
    renderEntityForm('device-profile', '/device-profile/form/2', api.fetchImpl);
    await findForm('device-profile');
    const select = control('deviceType') as unknown as HTMLSelectElement;
    expect(select.selectedOptions[0]!.textContent).toBe('iOS');
    expect((control('serviceType') as unknown as HTMLSelectElement).selectedOptions[0]!.textContent).toBe('Biometria');
    expect(screen.getByText('iPhone 15')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Botão de informações' }) as HTMLInputElement).checked).toBe(true);
    expect(control('zoom').value).toBe('2');
  });
});

describe('form groups', () => {
  it('shows the ungrouped fields first, then each group title over its own fields', async () => {
    const api = fakeApi({});
    renderEntityForm('member', '/member/form', api.fetchImpl);
    const form = await findForm('member');
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(['Identificação', 'Acesso']);
    const section = (title: string) => screen.getByRole('region', { name: title });
    const names = (el: HTMLElement) => [...el.querySelectorAll('input')].map((i) => i.getAttribute('name'));
    expect(names(section('Identificação'))).toEqual(['root_fullName', 'root_cpf', 'root_vendor_id']);
    expect(names(section('Acesso'))).toEqual(['root_password', 'root_confirm_password']);
    expect(names(form)[0]).toBe('root_email');
    expect(
      within(section('Acesso'))
        .getByLabelText(/^Senha/, { selector: 'input' })
        .getAttribute('type'),
    ).toBe('password');
  });
});

describe('leaving the form', () => {
  it("goes back to the list with 'Voltar' when nothing changed", async () => {
    const api = fakeApi({});
    const { user } = renderEntityForm('message-template', '/message-template/form', api.fetchImpl);
    await findForm('message-template');
    await user.click(screen.getByRole('button', { name: /Voltar/ }));
    await waitFor(() => expect(location()).toBe('/message-template'));
  });

  it('asks before leaving with unsaved changes, by Voltar or by a link', async () => {
    const api = fakeApi({});
    const { user } = renderEntityForm('message-template', '/message-template/form', api.fetchImpl);
    await findForm('message-template');
    await user.type(control('code'), 'E9');

    await user.click(screen.getByRole('button', { name: /Voltar/ }));
    let dialog = await findDialog();
    expect(within(dialog).getByText(LEAVE_MESSAGE)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(location()).toBe('/message-template/form');

    await user.click(screen.getByRole('link', { name: 'Modelos de Mensagem' }));
    dialog = await findDialog();
    expect(within(dialog).getByText(LEAVE_MESSAGE)).toBeTruthy();
    expect(location()).toBe('/message-template/form');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(location()).toBe('/message-template'));
  });

  it('guards the tab closing too (beforeunload) while there are unsaved changes', async () => {
    const api = fakeApi({});
    const { user } = renderEntityForm('message-template', '/message-template/form', api.fetchImpl);
    await findForm('message-template');
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(control('code'), 'E9');
    expect(unload()).toBe(true);
  });

  it("keepListQuery: 'Voltar' returns to the list with the query string the list passed", async () => {
    const api = fakeApi({
      [`GET ${MEMBERS}/4`]: { body: { data: { id: 4, fullName: 'Rui', cpf: '52998224725', version: 1 } } },
    });
    const { user } = renderEntityForm('member', '/member/form/4?page=3&q=rui', api.fetchImpl, {
      state: { listSearch: '?page=3&q=rui' },
    });
    await findForm('member');
    await user.click(screen.getByRole('button', { name: /Voltar/ }));
    await waitFor(() => expect(location()).toBe('/member?page=3&q=rui'));
  });

  it("keepListQuery: without router state, 'Cancelar' uses the form's own query string", async () => {
    const api = fakeApi({ [`GET ${MEMBERS}/4`]: { body: { data: { id: 4, cpf: '52998224725', version: 1 } } } });
    const { user } = renderEntityForm('member', '/member/form/4?page=2', api.fetchImpl);
    await findForm('member');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(location()).toBe('/member?page=2'));
  });

  it("without keepListQuery, 'Voltar' goes to the bare list", async () => {
    const api = fakeApi({ [`GET ${VENDORS}/4`]: { body: { data: { id: 4, name: 'ACME', version: 1 } } } });
    const { user } = renderEntityForm('vendor', '/vendor/form/4?page=2', api.fetchImpl, {
      state: { listSearch: '?page=2' },
    });
    await findForm('vendor');
    await user.click(screen.getByRole('button', { name: /Voltar/ }));
    await waitFor(() => expect(location()).toBe('/vendor'));
  });
});
