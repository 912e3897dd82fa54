import { beforeAll, describe, expect, it } from 'vitest';
import descriptors from 'virtual:descriptors';
import { validateRecord } from '../../../../server/apiSchema/validateRecord';
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

/** Bodies that break every kind of rule somewhere (the fixture descriptors of tests/fixtures/schemas). */
const samples: Record<string, Record<string, unknown>[]> = {
  user: [
    {},
    { name: '  ', phone: '(11) 9876', email: 'sem-arroba', password: '123' },
    { name: 'x'.repeat(101), phone: '11987654321', email: 'a@b.co', password: '123456' },
    { name: 'Ana', phone: '11987654321', email: 'a@b.co', role: 'root', password: '1234567890123456' },
    { name: 'Ana', phone: '11987654321', email: 'a@b.co', role: 'operador', password: '123456' },
  ],
  vendor: [
    {},
    { name: 'ACME', email: 'x@y', phone: '123', document: '11.222.333/0001-82' },
    { name: 'A'.repeat(101), email: 'a@b.co', phone: '(11) 98765-4321', document: '11.222.333/0001' },
    { name: 'ACME', email: 'a@b.co', phone: '(11) 98765-4321', document: '12.ABC.345/01DE-35' },
  ],
  member: [
    {},
    { cpf: '111.111.111-11', email: 'nope', password: '123', confirm_password: '1234' },
    { cpf: '529.982.247-2', fullName: 'R'.repeat(101), password: '1234567890123456', confirm_password: '' },
    { cpf: '529.982.247-25', fullName: 'Rui', password: '123456', confirm_password: '654321' },
    { cpf: '529.982.247-25', fullName: 'Rui', email: 'rui@b.co', password: '123456', confirm_password: '123456' },
  ],
  'device-profile': [
    {},
    {
      deviceType: 'windows',
      serviceType: 'finger',
      zoom: 101,
      fps: 0,
      exposure: 'x',
      deviceModels: ['a'.repeat(101)],
    },
    { deviceType: 'ios', serviceType: 'voz', zoom: -1, fps: 1.5, exposure: 0, showButtonInfo: 'maybe' },
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
  'message-template': [
    {},
    { code: 'com espaço', text: 'm'.repeat(501) },
    { code: 'E', text: 'ok' },
    { code: 'E'.repeat(21), text: 'ok' },
    { code: 'E1', text: 'ok' },
  ],
  ticket: [
    {},
    { subject: 'ab', priority: 5, urgent: 'talvez', cost: -1 },
    { subject: 'x'.repeat(81), priority: '2', cost: 'abc' },
    { subject: 'Impressora', priority: 1, urgent: true, cost: 10.5, notes: 'Sala 3' },
  ],
};

describe('validateFormRecord', () => {
  it('has samples for every editable descriptor', () => {
    expect(Object.keys(samples).sort()).toEqual(editable.map((d) => d.key).sort());
  });

  describe.each(editable)('$key', (d) => {
    it.each(['create', 'update'] as const)('gives, in %s mode, exactly the messages the API gives', (mode) => {
      for (const body of samples[d.key]!) {
        expect(consoleErrors(d, mode, body), JSON.stringify(body)).toEqual(validateRecord(d, body, mode).errors);
      }
    });
  });

  it('uses the descriptor’s own messages, and the generic one otherwise', () => {
    expect(consoleErrors(descriptors.user!, 'create', {})).toEqual({
      name: 'Informe o nome',
      phone: 'Informe o telefone',
      email: 'Informe o email',
      password: 'Informe a senha',
    });
    expect(consoleErrors(descriptors.member!, 'create', {})).toEqual({
      cpf: 'Informe o CPF',
      password: 'Informe a senha',
      confirm_password: 'Repita a senha',
    });
    // the FPS declares no message for its maximum
    expect(
      consoleErrors(descriptors['device-profile']!, 'create', {
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

  it('checks CPF and CNPJ digits and the password confirmation', () => {
    const member = descriptors.member!;
    const passwords = { password: '123456', confirm_password: '123456' };
    // eleven digits (the pattern holds): the check digits are what fails
    expect(consoleErrors(member, 'create', { cpf: '52998224726', ...passwords })).toEqual({ cpf: 'CPF inválido' });
    expect(consoleErrors(member, 'create', { cpf: '52998224725', ...passwords })).toEqual({});
    expect(
      consoleErrors(descriptors.vendor!, 'create', { name: 'ACME', email: 'a@b.co', document: '11222333000182' }),
    ).toEqual({ document: 'CNPJ com dígitos errados' });
    expect(
      consoleErrors(member, 'create', { cpf: '52998224725', password: '123456', confirm_password: '1234567' }),
    ).toEqual({ confirm_password: 'As senhas não conferem' });
  });
});
