import { beforeAll, describe, expect, it } from 'vitest';
import descriptors from 'virtual:descriptors';
import { createRecordValidator } from '../../../../server/crud/createRecordValidator';
import type { ClientDescriptor } from '../../../../src/core/descriptors/Descriptor';
import type { FormMode } from '../../../../src/core/forms/buildFormSchema';
import { loadFormValidator, type FormValidator } from '../../../../src/hooks/form/formValidator';
import { validateFormRecord } from '../../../../src/hooks/form/validateFormRecord';

const editable = Object.values(descriptors).filter((d) => d.form && !d.readOnly);
const loaded = new Map<string, FormValidator>();

beforeAll(async () => {
  for (const d of editable)
    for (const mode of ['create', 'update'] as const) loaded.set(`${d.key}/${mode}`, await loadFormValidator(d, mode));
});

function consoleErrors(d: ClientDescriptor, mode: FormMode, data: Record<string, unknown>) {
  const v = loaded.get(`${d.key}/${mode}`)!;
  return validateFormRecord(d, mode, v.validator, v.schema, data);
}

/** Bodies that break every kind of rule somewhere. */
const samples: Record<string, Record<string, unknown>[]> = {
  user: [
    {},
    { name: '  ', phone: '(11) 9876', email: 'sem-arroba', password: '123', confirm_password: '123' },
    { name: 'x'.repeat(101), phone: '11987654321', email: 'a@b.co', password: '123456', confirm_password: '654321' },
    {
      name: 'Ana',
      phone: '11987654321',
      email: 'a@b.co',
      role: 'root',
      password: '1234567890123456',
      confirm_password: '',
    },
    { name: 'Ana', phone: '11987654321', email: 'a@b.co', password: '123456', confirm_password: '123456' },
  ],
  client: [
    {},
    { name: 'ACME', email: 'x@y', phone: '123', document: '11.222.333/0001-82' },
    { name: 'ACME', email: 'a@b.co', phone: '(11) 98765-4321', document: '12.ABC.345/01DE-35' },
  ],
  person: [{}, { cpf: '111.111.111-11', email: 'nope', phone: '9' }, { cpf: '529.982.247-25', name: 'Rui' }],
  'device-config': [
    {},
    {
      deviceType: 'windows',
      serviceType: 'finger',
      zoom: 101,
      fps: 0,
      exposure: 'x',
      exposureScaleZeroToOne: 2,
      deviceModels: ['a'.repeat(101)],
    },
    { deviceType: 'ios', serviceType: 'liveness', zoom: 1, fps: 30, exposure: 0, showButtonInfo: 'maybe' },
    {
      deviceType: 'ios',
      serviceType: 'liveness',
      zoom: 1,
      fps: 30,
      exposure: 0,
      showButtonInfo: 'true',
      deviceModels: ['iPhone'],
    },
  ],
  param: [{}, { max_autofocus_time: -1, t1: 'x' }, { meanScore: 0.5, tol: 2 }],
  'error-message': [
    {},
    { error_code: 'com espaço', default_message: 'm'.repeat(501) },
    { error_code: 'E1', default_message: 'ok' },
  ],
};

describe('validateFormRecord', () => {
  it('has samples for every editable descriptor', () => {
    expect(Object.keys(samples).sort()).toEqual(editable.map((d) => d.key).sort());
  });

  describe.each(editable)('$key', (d) => {
    it.each(['create', 'update'] as const)('gives, in %s mode, exactly the messages the API gives', (mode) => {
      const server = createRecordValidator(d);
      for (const body of samples[d.key]!) {
        expect(consoleErrors(d, mode, body), JSON.stringify(body)).toEqual(server(body, mode).errors);
      }
    });
  });

  it('uses the descriptor’s own messages, and the generic one otherwise', () => {
    const user = descriptors.user!;
    expect(consoleErrors(user, 'create', {})).toEqual({
      name: 'Informe o nome do usuário',
      phone: 'Informe o telefone do usuário',
      email: 'Informe o email do usuário',
      password: 'Informe a senha do usuário',
      confirm_password: 'Repita a senha do usuário',
    });
    expect(
      consoleErrors(descriptors['device-config']!, 'create', {
        deviceType: 'ios',
        serviceType: 'finger',
        zoom: 1,
        fps: 500,
        exposure: 1,
      }),
    ).toEqual({
      fps: 'FPS deve ser no máximo 240',
    });
  });

  it('checks CPF digits and the password confirmation', () => {
    expect(consoleErrors(descriptors.person!, 'create', { cpf: '52998224726' })).toEqual({ cpf: 'CPF inválido' });
    expect(
      consoleErrors(descriptors.user!, 'create', {
        name: 'A',
        phone: '11987654321',
        email: 'a@b.co',
        password: '123456',
        confirm_password: '1234567',
      }),
    ).toEqual({ confirm_password: 'As senhas não conferem' });
  });
});
