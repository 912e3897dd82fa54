import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LEAVE_MESSAGE } from '../../../../src/hooks/form/useLeaveGuard';
import * as apiMessages from '../../../../src/core/api/apiMessages.js';
import { fakeApi, type FakeCall } from '../../support/fakeApi';
import { allFieldErrors, control, fieldErrors, findAlertText, findDialog, findForm } from './support/formQueries';
import { renderEntityForm } from './support/renderFormView';

const saved = (record: Record<string, unknown>) => ({
  status: 201,
  body: { data: record, message: 'Registro salvo com sucesso!' },
});
const writes = (calls: FakeCall[]) => calls.filter((c) => c.method !== 'GET');
const location = () => screen.getByTestId('location').textContent;

describe('masked fields', () => {
  it('shows a CPF masked while the form data (and the POST) holds its digits', async () => {
    const api = fakeApi({ 'POST /person/v1': saved({ id: 9, cpf: '52998224725', version: 1 }) });
    const { user } = renderEntityForm('person', '/person/form', api.fetchImpl);
    await findForm('person');
    await user.type(control('cpf'), '52998224725');
    expect(control('cpf').value).toBe('529.982.247-25');
    await user.click(screen.getByRole('button', { name: /Salvar/ }));
    await waitFor(() => expect(writes(api.calls)).toHaveLength(1));
    expect(writes(api.calls)[0]).toMatchObject({ method: 'POST', body: { cpf: '52998224725' } });
    expect(await findAlertText()).toContain('Registro salvo com sucesso!');
  });

  it("rejects a CPF with wrong check digits ('CPF inválido') and sends nothing", async () => {
    const api = fakeApi({});
    const { user } = renderEntityForm('person', '/person/form', api.fetchImpl);
    await findForm('person');
    await user.type(control('cpf'), '52998224726');
    await user.click(screen.getByRole('button', { name: /Salvar/ }));
    expect(await findAlertText()).toContain(apiMessages.formInvalid);
    expect(fieldErrors('cpf')).toEqual(['CPF inválido']);
    expect(writes(api.calls)).toEqual([]);
  });

  it('masks a phone as (99) 9999-9999 or (99) 99999-9999 by its length', async () => {
    const api = fakeApi({});
    const { user } = renderEntityForm('person', '/person/form', api.fetchImpl);
    await findForm('person');
    await user.type(control('phone'), '1133334444');
    expect(control('phone').value).toBe('(11) 3333-4444');
    await user.type(control('phone'), '5');
    expect(control('phone').value).toBe('(11) 33334-4445');
  });

  it('accepts an alphanumeric CNPJ, upper-cased, and sends it without punctuation', async () => {
    const api = fakeApi({ 'POST /client/v1': saved({ id: 3, version: 1 }) });
    const { user } = renderEntityForm('client', '/client/form', api.fetchImpl);
    await findForm('client');
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
});

describe('user form', () => {
  async function fillUser(user: ReturnType<typeof renderEntityForm>['user'], password: string, confirm: string) {
    await user.type(control('name'), 'Ana Souza');
    await user.type(control('phone'), '11987654321');
    await user.type(control('email'), 'ana@example.com');
    await user.type(control('password'), password);
    await user.type(control('confirm_password'), confirm);
  }

  it("shows 'As senhas não conferem' when the confirmation differs, and sends nothing", async () => {
    const api = fakeApi({});
    const { user } = renderEntityForm('user', '/user/form', api.fetchImpl);
    await findForm('user');
    await fillUser(user, '123456', '654321');
    await user.click(screen.getByRole('button', { name: /Salvar/ }));
    expect(await findAlertText()).toContain(apiMessages.formInvalid);
    expect(fieldErrors('confirm_password')).toEqual(['As senhas não conferem']);
    expect(allFieldErrors(document.body)).toEqual(['As senhas não conferem']);
    expect(writes(api.calls)).toEqual([]);
  });

  it('follows the typing once a submit failed: a fixed field loses its message', async () => {
    const api = fakeApi({});
    const { user } = renderEntityForm('user', '/user/form', api.fetchImpl);
    await findForm('user');
    await user.click(screen.getByRole('button', { name: /Salvar/ }));
    expect(fieldErrors('name')).toEqual(['Informe o nome do usuário']);
    await user.type(control('name'), 'Ana');
    expect(fieldErrors('name')).toEqual([]);
    expect(fieldErrors('phone')).toEqual(['Informe o telefone do usuário']);
  });

  it('creates with role and both passwords, digits-only phone', async () => {
    const api = fakeApi({
      'POST /admin/v1/user': saved({
        id: 12,
        name: 'Ana Souza',
        email: 'ana@example.com',
        phone: '11987654321',
        role: 'operador',
        is_active: 1,
        version: 1,
      }),
    });
    const { user } = renderEntityForm('user', '/user/form', api.fetchImpl);
    await findForm('user');
    await fillUser(user, '123456', '123456');
    await user.click(screen.getByRole('button', { name: /Salvar/ }));
    await waitFor(() => expect(writes(api.calls)).toHaveLength(1));
    expect(writes(api.calls)[0]!.body).toEqual({
      name: 'Ana Souza',
      phone: '11987654321',
      email: 'ana@example.com',
      role: 'operador',
      password: '123456',
      confirm_password: '123456',
    });
    // Now an update: the passwords leave the form, the user's extra actions appear.
    await waitFor(() => expect(location()).toBe('/user/form/12'));
    expect(document.getElementById('root_password')).toBeNull();
    expect(await screen.findByRole('button', { name: /Alterar Senha/ })).toBeTruthy();
  });

  it('edit reads the record first and shows the email read-only, without passwords', async () => {
    const api = fakeApi({
      'GET /admin/v1/user/3': {
        body: {
          data: {
            id: 3,
            name: 'Ana',
            email: 'ana@example.com',
            phone: '11987654321',
            role: 'admin',
            is_active: 1,
            version: 4,
          },
        },
      },
      'PUT /admin/v1/user/3': {
        body: {
          data: {
            id: 3,
            name: 'Ana Maria',
            email: 'ana@example.com',
            phone: '11987654321',
            role: 'admin',
            is_active: 1,
            version: 5,
          },
          message: 'Registro salvo com sucesso!',
        },
      },
    });
    const { user } = renderEntityForm('user', '/user/form/3', api.fetchImpl);
    await findForm('user');
    expect(api.calls[0]).toMatchObject({ method: 'GET' });
    expect(api.calls[0]!.url).toMatch(/\/admin\/v1\/user\/3$/);
    expect(control('name').value).toBe('Ana');
    expect(control('phone').value).toBe('(11) 98765-4321');
    expect(control('email').value).toBe('ana@example.com');
    expect(control('email').readOnly).toBe(true);
    expect(control('name').readOnly).toBe(false);
    expect(document.getElementById('root_password')).toBeNull();
    expect(document.getElementById('root_confirm_password')).toBeNull();
    expect(screen.getByText('Acesso liberado')).toBeTruthy();

    await user.clear(control('name'));
    await user.type(control('name'), 'Ana Maria');
    await user.click(screen.getByRole('button', { name: /Salvar/ }));
    await waitFor(() => expect(writes(api.calls)).toHaveLength(1));
    expect(writes(api.calls)[0]).toMatchObject({
      method: 'PUT',
      body: { name: 'Ana Maria', phone: '11987654321', role: 'admin', version: 4 },
    });
    expect(await findAlertText()).toContain('Registro salvo com sucesso!');
  });

  it('blocks and unblocks a user, re-reading the record (new version) each time', async () => {
    let active = 1;
    let version = 4;
    const record = () => ({
      id: 3,
      name: 'Ana',
      email: 'ana@example.com',
      phone: '11987654321',
      role: 'admin',
      is_active: active,
      version,
    });
    const api = fakeApi({
      'GET /admin/v1/user/3': () => ({ body: { data: record() } }),
      'PATCH /admin/v1/user/3/deactivate': () => {
        active = 0;
        version += 1;
        return { body: { data: { ...record(), version: undefined }, message: 'Acesso bloqueado' } };
      },
      'PATCH /admin/v1/user/3/activate': () => {
        active = 1;
        version += 1;
        return { body: { data: { ...record(), version: undefined }, message: 'Acesso liberado' } };
      },
      'PUT /admin/v1/user/3': (call) => ({
        body: { data: { ...record(), version: (call.body as { version: number }).version + 1 } },
      }),
    });
    const { user } = renderEntityForm('user', '/user/form/3', api.fetchImpl);
    await findForm('user');
    await user.click(screen.getByRole('button', { name: /Bloquear/ }));
    expect(await screen.findByRole('button', { name: /Desbloquear/ })).toBeTruthy();
    expect(screen.getByTestId('access-status').textContent).toBe('Acesso bloqueado');
    await user.click(screen.getByRole('button', { name: /Desbloquear/ }));
    await screen.findByRole('button', { name: /^\s*Bloquear/ });
    expect(screen.getByTestId('access-status').textContent).toBe('Acesso liberado');
    await user.click(screen.getByRole('button', { name: /Salvar/ }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(api.calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ version: 6 });
  });

  it("says 'Erro ao desativar usuário' when blocking fails without a server message", async () => {
    const api = fakeApi({
      'GET /admin/v1/user/3': {
        body: { data: { id: 3, name: 'Ana', email: 'a@b.co', phone: '11987654321', is_active: 1, version: 1 } },
      },
      'PATCH /admin/v1/user/3/deactivate': { status: 500, body: {} },
    });
    const { user } = renderEntityForm('user', '/user/form/3', api.fetchImpl);
    await findForm('user');
    await user.click(screen.getByRole('button', { name: /Bloquear/ }));
    expect(within(await findDialog()).getByText('Erro ao desativar usuário')).toBeTruthy();
  });
});

describe('create, then update', () => {
  it('keeps the id a create returned: the next save is a PUT to {endpoint}/{id} with the version', async () => {
    let puts = 0;
    const api = fakeApi({
      'POST /api/v2/message/errors': (call) => saved({ id: 5, ...(call.body as object), version: 1 }),
      'PUT /api/v2/message/errors/5': (call) => {
        puts += 1;
        return {
          body: { data: { id: 5, ...(call.body as object), version: 2 }, message: 'Registro salvo com sucesso!' },
        };
      },
    });
    const { user } = renderEntityForm('error-message', '/error-message/form', api.fetchImpl);
    await findForm('error-message');
    await user.type(control('error_code'), 'E001');
    await user.type(control('default_message'), 'Falha de leitura');
    await user.click(screen.getByRole('button', { name: /Salvar/ }));
    expect(await findAlertText()).toContain('Registro salvo com sucesso!');
    expect(location()).toBe('/error-message/form/5');
    expect(control('error_code').readOnly).toBe(true);

    await user.type(control('default_message'), ' do sensor');
    await user.click(screen.getByRole('button', { name: /Salvar/ }));
    await waitFor(() => expect(puts).toBe(1));
    const methods = writes(api.calls).map((c) => `${c.method} ${new URL(c.url, 'http://x').pathname}`);
    expect(methods).toEqual(['POST /api/v2/message/errors', 'PUT /api/v2/message/errors/5']);
    expect(writes(api.calls)[1]!.body).toEqual({
      error_code: 'E001',
      default_message: 'Falha de leitura do sensor',
      version: 1,
    });
    // No second GET: the created record was shown as the server returned it.
    expect(api.calls.filter((c) => c.method === 'GET')).toEqual([]);
  });
});

describe('server answers', () => {
  const validClient = async (user: ReturnType<typeof renderEntityForm>['user']) => {
    await user.type(control('name'), 'ACME');
    await user.type(control('email'), 'contato@acme.com');
    await user.type(control('phone'), '11987654321');
    await user.type(control('document'), '11222333000181');
  };

  it('puts a 400 answer’s field errors under their fields, with the danger alert', async () => {
    const api = fakeApi({
      'POST /client/v1': {
        status: 400,
        body: { message: apiMessages.formInvalid, errors: { email: 'Email inválido', phone: 'Telefone inválido' } },
      },
    });
    const { user } = renderEntityForm('client', '/client/form', api.fetchImpl);
    await findForm('client');
    await validClient(user);
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
    const message = 'Já existe um parceiro com este CNPJ.';
    const api = fakeApi({ 'POST /client/v1': { status: 409, body: { message, errors: { document: message } } } });
    const { user } = renderEntityForm('client', '/client/form', api.fetchImpl);
    await findForm('client');
    await validClient(user);
    await user.click(screen.getByRole('button', { name: /Salvar/ }));
    const dialog = await findDialog();
    expect(within(dialog).getByText(message)).toBeTruthy();
    expect(fieldErrors('document')).toEqual([message]);
  });

  it("falls back to 'Erro ao salvar registro!' when a save fails without a message", async () => {
    const api = fakeApi({ 'POST /client/v1': { status: 500, body: {} } });
    const { user } = renderEntityForm('client', '/client/form', api.fetchImpl);
    await findForm('client');
    await validClient(user);
    await user.click(screen.getByRole('button', { name: /Salvar/ }));
    expect(within(await findDialog()).getByText('Erro ao salvar registro!')).toBeTruthy();
  });

  it("shows the server's message when the record cannot be read", async () => {
    const api = fakeApi({ 'GET /client/v1/77': { status: 404, body: { message: 'Registro não encontrado.' } } });
    renderEntityForm('client', '/client/form/77', api.fetchImpl);
    expect(within(await findDialog()).getByText('Registro não encontrado.')).toBeTruthy();
    expect(screen.getByText('Não foi possível carregar o registro.')).toBeTruthy();
  });

  it("falls back to 'Erro ao buscar registro!' when reading fails without a message", async () => {
    const api = fakeApi({ 'GET /client/v1/77': { status: 500, body: {} } });
    renderEntityForm('client', '/client/form/77', api.fetchImpl);
    expect(within(await findDialog()).getByText('Erro ao buscar registro!')).toBeTruthy();
  });
});

describe('device configuration form', () => {
  it('adds models through the dialog; an empty name and a repeated one are ignored', async () => {
    const api = fakeApi({
      'POST /admin/v1/device-config': {
        status: 201,
        body: { config: { id: 2, version: 1 }, message: 'Registro salvo com sucesso!' },
      },
    });
    const { user } = renderEntityForm('device-config', '/config/form', api.fetchImpl);
    await findForm('device-config');
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
      'GET /admin/v1/device-config/2': {
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
    renderEntityForm('device-config', '/config/form/2', api.fetchImpl);
    await findForm('device-config');
    const select = control('deviceType') as unknown as HTMLSelectElement;
    expect(select.selectedOptions[0]!.textContent).toBe('iOS');
    expect((control('serviceType') as unknown as HTMLSelectElement).selectedOptions[0]!.textContent).toBe('Biometria');
    expect(screen.getByText('iPhone 15')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Botão de informações' }) as HTMLInputElement).checked).toBe(true);
    expect(control('zoom').value).toBe('2');
  });
});

describe('param form', () => {
  it('shows its three group titles, each over its own fields', async () => {
    const api = fakeApi({});
    renderEntityForm('param', '/param/form', api.fetchImpl);
    await findForm('param');
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(['Parâmetros gerais', 'Parâmetros Motorola', 'Tempo e tolerância']);
    const section = (title: string) => screen.getByRole('region', { name: title });
    expect(within(section('Parâmetros Motorola')).getByRole('textbox', { name: 'std_score_min_moto' })).toBeTruthy();
    expect(
      within(section('Tempo e tolerância'))
        .getAllByRole('textbox')
        .map((i) => i.getAttribute('name')),
    ).toEqual(['root_max_autofocus_time', 'root_t1', 'root_t2', 'root_t3', 'root_tol']);
    expect(within(section('Parâmetros gerais')).getAllByRole('textbox')).toHaveLength(9);
  });
});

describe('leaving the form', () => {
  it("goes back to the list with 'Voltar' when nothing changed", async () => {
    const api = fakeApi({});
    const { user } = renderEntityForm('error-message', '/error-message/form', api.fetchImpl);
    await findForm('error-message');
    await user.click(screen.getByRole('button', { name: /Voltar/ }));
    await waitFor(() => expect(location()).toBe('/error-message'));
  });

  it('asks before leaving with unsaved changes, by Voltar or by a link', async () => {
    const api = fakeApi({});
    const { user } = renderEntityForm('error-message', '/error-message/form', api.fetchImpl);
    await findForm('error-message');
    await user.type(control('error_code'), 'E9');

    await user.click(screen.getByRole('button', { name: /Voltar/ }));
    let dialog = await findDialog();
    expect(within(dialog).getByText(LEAVE_MESSAGE)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(location()).toBe('/error-message/form');

    await user.click(screen.getByRole('link', { name: 'Erros' }));
    dialog = await findDialog();
    expect(within(dialog).getByText(LEAVE_MESSAGE)).toBeTruthy();
    expect(location()).toBe('/error-message/form');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(location()).toBe('/error-message'));
  });

  it('guards the tab closing too (beforeunload) while there are unsaved changes', async () => {
    const api = fakeApi({});
    const { user } = renderEntityForm('error-message', '/error-message/form', api.fetchImpl);
    await findForm('error-message');
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(control('error_code'), 'E9');
    expect(unload()).toBe(true);
  });

  it("person: 'Voltar' returns to the list with the query string the list passed", async () => {
    const api = fakeApi({
      'GET /person/v1/4': { body: { data: { id: 4, name: 'Rui', cpf: '52998224725', version: 1 } } },
    });
    const { user } = renderEntityForm('person', '/person/form/4?page=3&name=rui', api.fetchImpl, {
      state: { listSearch: '?page=3&name=rui' },
    });
    await findForm('person');
    expect(control('cpf').readOnly).toBe(true);
    expect(control('cpf').value).toBe('529.982.247-25');
    await user.click(screen.getByRole('button', { name: /Voltar/ }));
    await waitFor(() => expect(location()).toBe('/person?page=3&name=rui'));
  });

  it("person: without router state, 'Voltar' uses the form's own query string", async () => {
    const api = fakeApi({ 'GET /person/v1/4': { body: { data: { id: 4, cpf: '52998224725', version: 1 } } } });
    const { user } = renderEntityForm('person', '/person/form/4?page=2', api.fetchImpl);
    await findForm('person');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(location()).toBe('/person?page=2'));
  });
});

describe('user form: change password', () => {
  it('changes another user’s password from the edit form, then re-reads the record (new version)', async () => {
    let version = 4;
    const api = fakeApi({
      'GET /admin/v1/user/3': () => ({
        body: { data: { id: 3, name: 'Ana', email: 'a@b.co', phone: '11987654321', is_active: 1, version } },
      }),
      'PUT /admin/v1/user/3/password': () => {
        version += 1;
        return { body: { message: 'Senha alterada com sucesso!' } };
      },
      'PUT /admin/v1/user/3': (call) => ({ body: { data: { id: 3, ...(call.body as object) } } }),
      'GET /admin/v1/user/profile': { body: { data: { id: 1, name: 'Admin', email: 'admin@example.com' } } },
    });
    localStorage.setItem('authToken', 'mine');
    const { user } = renderEntityForm('user', '/user/form/3', api.fetchImpl);
    await findForm('user');
    await user.click(screen.getByRole('button', { name: /Alterar Senha/ }));
    const modal = await screen.findByRole('dialog', { name: 'Alterar Senha' });
    const field = (label: string) => within(modal).getByLabelText(new RegExp(`^${label}\\*?$`), { selector: 'input' });
    await user.type(field('Senha atual'), 'atual123');
    await user.type(field('Nova senha'), 'nova1234');
    await user.type(field('Confirmar nova senha'), 'nova1234');
    const recordReads = () => api.calls.filter((c) => c.method === 'GET' && c.url.endsWith('/admin/v1/user/3')).length;
    const readsBefore = recordReads();
    await user.click(within(modal).getByRole('button', { name: 'Alterar' }));
    expect(within(await findDialog()).getByText('Senha alterada com sucesso!')).toBeTruthy();
    expect(localStorage.getItem('authToken')).toBe('mine');
    await waitFor(() => expect(recordReads()).toBe(readsBefore + 1));
    await user.click(within(await findDialog()).getByRole('button', { name: 'Fechar' }));
    await user.click(screen.getByRole('button', { name: /Salvar/ }));
    await waitFor(() =>
      expect(api.calls.some((c) => c.method === 'PUT' && c.url.endsWith('/admin/v1/user/3'))).toBe(true),
    );
    expect(api.calls.find((c) => c.method === 'PUT' && c.url.endsWith('/admin/v1/user/3'))!.body).toMatchObject({
      version: 5,
    });
  });
});
