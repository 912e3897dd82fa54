import { readFileSync, writeFileSync } from 'node:fs';
import { tempDir } from '../support/tempDir.js';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDescriptors } from '../../server/descriptors/loadDescriptors.js';
import { sanitizeDescriptor, toClientDescriptor } from '../../src/core/descriptors/sanitizeDescriptor.js';
import { DescriptorError } from '../../src/core/descriptors/DescriptorError.js';

const user = () => JSON.parse(readFileSync('schemas/user.json', 'utf8'));

/** Expects `mutate(descriptor)` to be refused with this path and a reason matching `reason`. */
function expectRefused(mutate: (d: any) => void, path: string, reason: RegExp) {
  const d = user();
  mutate(d);
  let error: unknown;
  try {
    sanitizeDescriptor(d, 'schemas/user.json');
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(DescriptorError);
  const e = error as DescriptorError;
  expect(e.file).toBe('schemas/user.json');
  expect(e.path).toBe(path);
  expect(e.reason).toMatch(reason);
  expect(e.message).toBe(`schemas/user.json: ${path}: ${e.reason}`);
}

describe('descriptors in schemas/', () => {
  it('are all valid, one per entity of the product', () => {
    const keys = loadDescriptors('schemas').map((d) => d.key);
    expect(keys).toEqual([
      'access-log',
      'client',
      'device-config',
      'erasure-receipt',
      'error-message',
      'finger-log',
      'fingerprint',
      'liveness-log',
      'liveness',
      'param',
      'person',
      'request-log',
      'user',
    ]);
  });

  it('merge defaults', () => {
    const d = sanitizeDescriptor(user(), 'schemas/user.json');
    expect(d.readOnly).toBe(false);
    expect(d.list.selection).toBe(false);
    expect(d.list.emptyText).toBe('Nenhum registro encontrado');
    expect(d.fields.phone!.widget).toBe('masked');
    expect(d.fields.role!.widget).toBe('select');
  });

  it('keep the server part out of what the console gets', () => {
    const d = sanitizeDescriptor(user(), 'schemas/user.json');
    const client = toClientDescriptor(d);
    expect(client).not.toHaveProperty('server');
    expect(JSON.stringify(client)).not.toContain('password_hash');
  });
});

describe('a wrong descriptor names the file, the JSON path and the reason in pt-BR', () => {
  it('unknown property (a typo)', () =>
    expectRefused(
      (d) => {
        d.list.colums = d.list.columns;
      },
      '/list/colums',
      /propriedade desconhecida "colums"/,
    ));
  it('missing property', () =>
    expectRefused(
      (d) => {
        delete d.fields.name.title;
      },
      '/fields/name',
      /falta a propriedade obrigatória "title"/,
    ));
  it('wrong enum', () =>
    expectRefused(
      (d) => {
        d.fields.phone.mask = 'telefone';
      },
      '/fields/phone/mask',
      /deve ser um destes valores: cpf, cnpj, phone/,
    ));
  it('wrong type', () =>
    expectRefused(
      (d) => {
        d.fields.name.maxLength = '100';
      },
      '/fields/name/maxLength',
      /deve ser do tipo inteiro/,
    ));
  it('a unique rule for a field that does not exist', () =>
    expectRefused(
      (d) => {
        d.server.unique.mail = { message: 'Repetido.' };
      },
      '/server/unique/mail',
      /campo "mail" não existe em fields/,
    ));
  it('a unique rule written as a bare message', () =>
    expectRefused(
      (d) => {
        d.server.unique.email = 'Já existe.';
      },
      '/server/unique/email',
      /deve ser do tipo objeto/,
    ));
  it('required names a field that does not exist', () =>
    expectRefused(
      (d) => {
        d.required.push('nome');
      },
      '/required/5',
      /campo "nome" não existe/,
    ));
  it('column names a field that does not exist', () =>
    expectRefused(
      (d) => {
        d.list.columns[0].field = 'nome';
      },
      '/list/columns/0/field',
      /campo "nome" não existe/,
    ));
  it('filter without a server mapping', () =>
    expectRefused(
      (d) => {
        d.list.filters.push({ param: 'role', label: 'Tipo' });
      },
      '/list/filters/1/param',
      /server\.filters\.role/,
    ));
  it('broken regular expression', () =>
    expectRefused(
      (d) => {
        d.fields.phone.pattern = '^[0-9';
      },
      '/fields/phone/pattern',
      /expressão regular inválida/,
    ));
  it('sameAs names a field that does not exist', () =>
    expectRefused(
      (d) => {
        d.fields.confirm_password.sameAs = 'senha';
      },
      '/fields/confirm_password/sameAs',
      /"senha" não existe/,
    ));
  it('key differs from the file name', () =>
    expectRefused(
      (d) => {
        d.key = 'usuario';
      },
      '/key',
      /nome do arquivo \("user"\)/,
    ));
  it('valuesTable on a filter that is not a one-column contains', () =>
    expectRefused(
      (d) => {
        d.server.filters.search.valuesTable = 'user_names';
      },
      '/server/filters/search/valuesTable',
      /só vale com op "contains" e uma coluna/,
    ));
  it('valuesTable with SQL in it', () =>
    expectRefused(
      (d) => {
        d.server.filters.search = { columns: ['name'], op: 'contains', valuesTable: 'x; drop table users' };
      },
      '/server/filters/search/valuesTable',
      /formato inválido/,
    ));
  it('server table name with SQL in it', () =>
    expectRefused(
      (d) => {
        d.server.table = 'users; drop table users';
      },
      '/server/table',
      /formato inválido/,
    ));

  it('JSON syntax error with line and column', () => {
    const dir = tempDir('schemas');
    writeFileSync(join(dir, 'user.json'), '{\n  "key": "user",\n  "title": "Usuários",,\n}');
    expect(() => loadDescriptors(dir, dir)).toThrow(/^user\.json: \/: JSON inválido: linha 3/);
  });

  it('two descriptors claiming one route', () => {
    const dir = tempDir('schemas');
    const a = user();
    const b = user();
    b.key = 'user2';
    b.api.endpoint = '/admin/v1/user2';
    b.routes.form = '/user2/form';
    writeFileSync(join(dir, 'user.json'), JSON.stringify(a));
    writeFileSync(join(dir, 'user2.json'), JSON.stringify(b));
    expect(() => loadDescriptors(dir, dir)).toThrow(
      'user2.json: /routes/list: "/user" já é usado por schemas/user.json',
    );
  });
});
