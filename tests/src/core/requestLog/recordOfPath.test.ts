import { describe, expect, it } from 'vitest';
import type { ClientDescriptor } from '../../../../src/core/descriptors/Descriptor.js';
import { recordOfPath } from '../../../../src/core/requestLog/recordOfPath.js';

/** Just what recordOfPath reads of a descriptor. */
const d = (key: string, endpoint: string, form?: string, title = key): ClientDescriptor =>
  ({
    key,
    title,
    api: { endpoint },
    routes: { list: `/${key}`, ...(form && { form }) },
    ...(form && { form: { title } }),
  }) as unknown as ClientDescriptor;

const descriptors = [
  d('client', '/client/v1', '/client/form', 'Cadastro'),
  d('person', '/person/v1', '/person/form', 'Pessoa'),
  d('user', '/admin/v1/user', '/user/form', 'Usuário'),
  d('fingerprint', '/admin/v2/person-fingerprint'),
  d('finger-log', '/admin/v1/fingerprint'),
  d('device-config', '/admin/v1/device-config', '/config/form', 'Configuração'),
];

describe('recordOfPath: the record a request-log path names', () => {
  it.each([
    ['/client/v1/12', { entity: 'client', id: '12', to: '/client/form/12', label: 'Cadastro 12' }],
    ['/person/v1/7/reveal', { entity: 'person', id: '7', to: '/person/form/7', label: 'Pessoa 7' }],
    ['/admin/v1/user/3/reset-link', { entity: 'user', id: '3', to: '/user/form/3', label: 'Usuário 3' }],
    ['/CLIENT/v1/%31%32?x=1', { entity: 'client', id: '12', to: '/client/form/12', label: 'Cadastro 12' }],
    ['/client/v1/0012', { entity: 'client', id: '12', to: '/client/form/12', label: 'Cadastro 12' }],
    // The longest endpoint wins: device-config, not a user-like prefix.
    ['/admin/v1/device-config/5', { entity: 'device-config', id: '5', to: '/config/form/5', label: 'Configuração 5' }],
  ])('%s → its form', (path, expected) => {
    expect(recordOfPath(path, descriptors)).toEqual(expected);
  });

  it.each([
    ['a list', '/client/v1?page=2&per_page=10'],
    ['a batch route', '/client/v1/batch-delete'],
    ['an export', '/client/v1/export.csv'],
    ['an entity without a form', '/admin/v2/person-fingerprint/9'],
    ['a prefix that is not a whole segment', '/client/v10/12'],
    ['an unknown endpoint', '/services/v1/pricing'],
    ['a broken percent-encoding', '/client/v1/%E0%A4%A'],
    ['an id too long for any table', '/client/v1/1234567890123456'],
    ['the login', '/api/v2/user/login'],
  ])('%s names no record', (_, path) => {
    expect(recordOfPath(path, descriptors)).toBeUndefined();
  });
});
