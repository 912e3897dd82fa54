import { describe, expect, it } from 'vitest';
import descriptors from 'virtual:descriptors';
import { buildFormSchema } from '../../../../src/core/forms/buildFormSchema';
import { normalizeRecord } from '../../../../src/core/forms/normalizeRecord';
import { semanticErrors } from '../../../../src/core/forms/semanticErrors';
import { fieldMessage } from '../../../../src/core/forms/fieldMessage';

const user = descriptors.user!;
const client = descriptors.client!;
const person = descriptors.person!;

describe('buildFormSchema', () => {
  it('has the passwords only on create', () => {
    expect(buildFormSchema(user, 'create').required).toEqual([
      'name',
      'phone',
      'email',
      'password',
      'confirm_password',
    ]);
    const update = buildFormSchema(user, 'update');
    expect(update.properties).not.toHaveProperty('password');
    expect(update.required).toEqual(['name', 'phone']);
  });
  it('leaves list-only fields out', () => {
    expect(buildFormSchema(person, 'create').properties).not.toHaveProperty('client_name');
  });
  it('turns options into an enum', () => {
    expect(buildFormSchema(descriptors['device-config']!, 'create').properties.deviceType!.enum).toEqual([
      'android',
      'ios',
    ]);
  });
});

describe('normalizeRecord', () => {
  it('removes masks, trims, drops unknown keys, empties and __proto__', () => {
    const body = JSON.parse(
      '{"name":"  ACME  ","document":"11.222.333/0001-81","phone":"(11) 98765-4321","email":"","x":1,"__proto__":{"admin":true}}',
    );
    const out = normalizeRecord(client, body, 'create');
    expect(out).toEqual({ name: 'ACME', document: '11222333000181', phone: '11987654321' });
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });
  it('keeps password spaces as typed', () => {
    expect(normalizeRecord(user, { password: ' abc123 ' }, 'create').password).toBe(' abc123 ');
  });
});

describe('semanticErrors', () => {
  it('checks CPF and CNPJ digits, alphanumeric CNPJ included', () => {
    expect(semanticErrors(person, { cpf: '52998224725' }, 'create')).toEqual({});
    expect(semanticErrors(person, { cpf: '52998224724' }, 'create')).toEqual({ cpf: 'CPF inválido' });
    expect(semanticErrors(client, { document: '11222333000181' }, 'create')).toEqual({});
    expect(semanticErrors(client, { document: '12ABC34501DE35' }, 'create')).toEqual({});
    expect(semanticErrors(client, { document: '12ABC34501DE36' }, 'create')).toEqual({ document: 'CNPJ inválido' });
  });
  it('leaves values that are not text to the schema, never converting them (fuzz: {"cpf":{"toString":1}} was a 500)', () => {
    const poisoned = JSON.parse('{"toString":1,"valueOf":2}');
    expect(semanticErrors(person, { cpf: poisoned }, 'create')).toEqual({});
    expect(semanticErrors(client, { document: poisoned }, 'create')).toEqual({});
    expect(semanticErrors(person, { cpf: 52998224724 }, 'create')).toEqual({});
  });
  it('checks the password confirmation', () => {
    expect(semanticErrors(user, { password: 'abc123', confirm_password: 'abc124' }, 'create')).toEqual({
      confirm_password: 'As senhas não conferem',
    });
    expect(semanticErrors(user, { password: 'abc123', confirm_password: 'abc123' }, 'create')).toEqual({});
  });
});

describe('fieldMessage', () => {
  it('uses the descriptor message, else the generic one', () => {
    expect(fieldMessage(user, 'phone', 'required')).toBe('Informe o telefone do usuário');
    expect(fieldMessage(descriptors.param!, 't1', 'required')).toBe('t1 é obrigatório');
    expect(fieldMessage(descriptors['device-config']!, 'zoom', 'maximum', { limit: 100 })).toBe(
      'Zoom deve ser no máximo 100',
    );
  });
});
