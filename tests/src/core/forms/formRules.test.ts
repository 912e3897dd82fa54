import { describe, expect, it } from 'vitest';
import descriptors from 'virtual:descriptors';
import { buildFormSchema } from '../../../../src/core/forms/buildFormSchema';
import { normalizeRecord } from '../../../../src/core/forms/normalizeRecord';
import { semanticErrors } from '../../../../src/core/forms/semanticErrors';
import { fieldMessage } from '../../../../src/core/forms/fieldMessage';

// On the fixture descriptors of tests/fixtures/schemas (the `engines` project).
const member = descriptors.member!;
const vendor = descriptors.vendor!;
const user = descriptors.user!;
const deviceProfile = descriptors['device-profile']!;
const ticket = descriptors.ticket!;

describe('buildFormSchema', () => {
  it('has the passwords (create-only, the confirmation virtual) only on create', () => {
    expect(buildFormSchema(member, 'create').required).toEqual(['cpf', 'password', 'confirm_password']);
    const update = buildFormSchema(member, 'update');
    expect(update.properties).not.toHaveProperty('password');
    expect(update.properties).not.toHaveProperty('confirm_password');
    // The CPF and the user's email are read-only on edit: required when created only.
    expect(update.required).toEqual([]);
    expect(buildFormSchema(user, 'create').required).toEqual(['name', 'phone', 'email', 'password']);
    expect(buildFormSchema(user, 'update').required).toEqual(['name', 'phone']);
  });
  it('leaves list-only fields out', () => {
    expect(buildFormSchema(member, 'create').properties).not.toHaveProperty('vendor_name');
    expect(buildFormSchema(user, 'update').properties).not.toHaveProperty('is_active');
  });
  it('turns options into an enum, of the options’ type', () => {
    expect(buildFormSchema(deviceProfile, 'create').properties.deviceType!.enum).toEqual(['android', 'ios']);
    expect(buildFormSchema(ticket, 'create').properties.priority!.enum).toEqual([1, 2, 3]);
    expect(buildFormSchema(ticket, 'create').properties.urgent!.enum).toEqual([true, false]);
  });
});

describe('normalizeRecord', () => {
  it('removes masks, trims, drops unknown keys, empties and __proto__', () => {
    const body = JSON.parse(
      '{"name":"  ACME  ","document":"11.222.333/0001-81","phone":"(11) 98765-4321","email":"","x":1,"__proto__":{"admin":true}}',
    );
    const out = normalizeRecord(vendor, body, 'create');
    expect(out).toEqual({ name: 'ACME', document: '11222333000181', phone: '11987654321' });
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });
  it('keeps password spaces as typed', () => {
    expect(normalizeRecord(member, { password: ' abc123 ' }, 'create').password).toBe(' abc123 ');
  });
});

describe('semanticErrors', () => {
  it('checks CPF and CNPJ digits, alphanumeric CNPJ included, with the format message', () => {
    expect(semanticErrors(member, { cpf: '52998224725' }, 'create')).toEqual({});
    expect(semanticErrors(member, { cpf: '52998224724' }, 'create')).toEqual({ cpf: 'CPF inválido' });
    expect(semanticErrors(vendor, { document: '11222333000181' }, 'create')).toEqual({});
    expect(semanticErrors(vendor, { document: '12ABC34501DE35' }, 'create')).toEqual({});
    expect(semanticErrors(vendor, { document: '12ABC34501DE36' }, 'create')).toEqual({
      document: 'CNPJ com dígitos errados',
    });
  });
  it('leaves values that are not text to the schema, never converting them (fuzz: {"cpf":{"toString":1}} was a 500)', () => {
    const poisoned = JSON.parse('{"toString":1,"valueOf":2}');
    expect(semanticErrors(member, { cpf: poisoned }, 'create')).toEqual({});
    expect(semanticErrors(vendor, { document: poisoned }, 'create')).toEqual({});
    expect(semanticErrors(member, { cpf: 52998224724 }, 'create')).toEqual({});
  });
  it('checks the password confirmation', () => {
    expect(semanticErrors(member, { password: 'abc123', confirm_password: 'abc124' }, 'create')).toEqual({
      confirm_password: 'As senhas não conferem',
    });
    expect(semanticErrors(member, { password: 'abc123', confirm_password: 'abc123' }, 'create')).toEqual({});
  });
});

describe('fieldMessage', () => {
  it('uses the descriptor message, else the generic one', () => {
    expect(fieldMessage(user, 'phone', 'required')).toBe('Informe o telefone');
    expect(fieldMessage(ticket, 'subject', 'required')).toBe('Assunto é obrigatório');
    expect(fieldMessage(deviceProfile, 'zoom', 'maximum', { limit: 100 })).toBe('O zoom deve ser de no máximo 100');
    expect(fieldMessage(deviceProfile, 'fps', 'maximum', { limit: 240 })).toBe('FPS deve ser no máximo 240');
  });
});
