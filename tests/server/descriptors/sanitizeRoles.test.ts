import { writeFileSync } from 'node:fs';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDescriptors } from '../../../server/descriptors/loadDescriptors.js';
import { loadRoles, rolesFile } from '../../../server/descriptors/loadRoles.js';
import { sanitizeRoles } from '../../../server/descriptors/sanitizeRoles.js';
import { DescriptorError } from '../../../src/core/descriptors/DescriptorError.js';
import { can } from '../../../src/core/auth/can.js';
import { FIXTURE_SCHEMAS, fixtureDescriptors } from '../../support/fixtureSchemas.js';
import { tempDir } from '../../support/tempDir.js';

/**
 * The roles engine (sanitizeRoles, loadRoles) is tested on the fixtures' roles file and descriptors
 * (tests/fixtures/schemas: admin, leitor, operador); the production file schemas/roles.json is only
 * checked for what the specification asks of its roles (docs/testing-schemas.md).
 */
const descriptors = fixtureDescriptors();
const ROLES = rolesFile(FIXTURE_SCHEMAS);
const readRoles = () => JSON.parse(readFileSync(ROLES, 'utf8'));

/** Expects `mutate(fixture roles file)` to be refused with this file, path and a reason matching `reason`. */
function expectRefused(mutate: (r: any) => void, path: string, reason: RegExp, file = ROLES) {
  const r = readRoles();
  mutate(r);
  let error: unknown;
  try {
    sanitizeRoles(r, ROLES, descriptors);
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(DescriptorError);
  const e = error as DescriptorError;
  expect({ file: e.file, path: e.path }).toEqual({ file, path });
  expect(e.reason).toMatch(reason);
  expect(e.message).toBe(`${file}: ${path}: ${e.reason}`);
}

describe('schemas/roles.json, as the specification asks', () => {
  const roles = loadRoles('schemas/roles.json', loadDescriptors('schemas'));

  it("declares admin (everything) and operador, in the order of the users' Tipo options", () => {
    expect(roles.roles.map((r) => [r.key, r.label])).toEqual([
      ['admin', 'Administrador'],
      ['operador', 'Operador'],
    ]);
    expect(roles.grantsOf('admin')).toEqual(['*']);
  });

  it('lets an operator work the operational screens and reveal CPFs, but not users, the access log, receipts or subject reports', () => {
    const operator = roles.grantsOf('operador');
    for (const p of [
      'device-config:write',
      'param:write',
      'error-message:delete',
      'person:write',
      'person:delete',
      'person:export',
      'client:write',
      'fingerprint:read',
      'liveness:read',
      'liveness-log:write',
      'finger-log:read',
      'request-log:read',
      'prices:read',
      'files:read',
    ]) {
      expect(can(operator, p), p).toBe(true);
    }
    for (const p of [
      'person:reveal',
      'fingerprint:reveal',
      'liveness:reveal',
      'liveness-log:reveal',
      'finger-log:reveal',
    ])
      expect(can(operator, p), p).toBe(true);
    for (const p of [
      'user:read',
      'user:write',
      'user:delete',
      'user:export',
      'access-log:read',
      'access-log:export',
      'subject-report:create',
      'subject-report:read',
      'erasure-receipt:read',
    ]) {
      expect(can(operator, p), p).toBe(false);
    }
  });
});

describe('a roles file (the fixtures’ one)', () => {
  const roles = loadRoles(ROLES, descriptors);

  it('gives each role its grants, in the order of the file', () => {
    expect(roles.roles.map((r) => r.key)).toEqual(['admin', 'leitor', 'operador']);
    expect(roles.grantsOf('admin')).toEqual(['*']);
    expect(roles.grantsOf('operador')).toEqual(readRoles().roles[2].grants);
    expect(can(roles.grantsOf('operador'), 'member:reveal')).toBe(true);
    expect(can(roles.grantsOf('operador'), 'user:read')).toBe(false);
    expect(can(roles.grantsOf('leitor'), 'member:write')).toBe(false);
  });

  it('an unknown role (a users.role value the file no longer has) may do nothing', () => {
    expect(roles.grantsOf('supervisor')).toEqual([]);
    expect(roles.grantsOf(undefined)).toEqual([]);
    expect(roles.grantsOf('__proto__')).toEqual([]);
  });
});

describe('a wrong roles file names the file, the JSON path and the reason in pt-BR', () => {
  it('unknown property', () =>
    expectRefused(
      (r) => {
        r.roles[1].grant = [];
      },
      '/roles/1/grant',
      /propriedade desconhecida "grant"/,
    ));
  it('missing label', () =>
    expectRefused(
      (r) => {
        delete r.roles[0].label;
      },
      '/roles/0',
      /falta a propriedade obrigatória "label"/,
    ));
  it('no roles at all', () =>
    expectRefused(
      (r) => {
        r.roles = [];
      },
      '/roles',
      /pelo menos 1 item/,
    ));
  it('a grant that is not resource:action', () =>
    expectRefused(
      (r) => {
        r.roles[1].grants.push('member-read');
      },
      `/roles/1/grants/${readRoles().roles[1].grants.length}`,
      /formato inválido/,
    ));
  it('a grant on an unknown resource', () =>
    expectRefused(
      (r) => {
        r.roles[1].grants[0] = 'pessoa:read';
      },
      '/roles/1/grants/0',
      /recurso desconhecido "pessoa"/,
    ));
  it('a grant with an unknown action', () =>
    expectRefused(
      (r) => {
        r.roles[1].grants[0] = 'member:raed';
      },
      '/roles/1/grants/0',
      /ação desconhecida "raed"/,
    ));
  it('a repeated grant', () =>
    expectRefused(
      (r) => {
        r.roles[1].grants.push(r.roles[1].grants[0]);
      },
      '/roles/1/grants',
      /itens repetidos/,
    ));
  it('a role declared twice', () =>
    expectRefused(
      (r) => {
        r.roles.push({ ...r.roles[1] });
      },
      `/roles/${readRoles().roles.length}/key`,
      /"leitor" já foi declarado/,
    ));
  it('nobody left to manage users', () =>
    expectRefused(
      (r) => {
        r.roles[0].grants = ['member:*'];
      },
      '/roles',
      /nenhum papel pode gerenciar usuários/,
    ));
  it("a role the users' Tipo options do not list", () =>
    expectRefused(
      (r) => {
        r.roles.push({ key: 'auditor', label: 'Auditor', grants: ['api-call:read'] });
      },
      '/fields/role/options',
      /deve listar os papéis de tests\/fixtures\/schemas\/roles.json/,
      `${FIXTURE_SCHEMAS}/user.json`,
    ));
  it('a label that differs from the Tipo option', () =>
    expectRefused(
      (r) => {
        r.roles[1].label = 'Leitora';
      },
      '/fields/role/options',
      /"label":"Leitora"/,
      `${FIXTURE_SCHEMAS}/user.json`,
    ));

  it('wildcards on known resources are accepted', () => {
    const r = readRoles();
    r.roles[1].grants = ['member:*', 'subject-report:create'];
    expect(sanitizeRoles(r, ROLES, descriptors).grantsOf('leitor')).toEqual(['member:*', 'subject-report:create']);
  });

  it('a file with a JSON syntax error, or missing, is named', () => {
    const dir = tempDir('roles-file');
    const file = join(dir, 'roles.json');
    writeFileSync(file, '{ "roles": [ { "key": "admin", } ] }');
    expect(() => loadRoles(file, descriptors, dir)).toThrow(/^roles\.json: \/: JSON inválido: /);
    expect(() => loadRoles(join(dir, 'nada.json'), descriptors, dir)).toThrow(
      /^nada\.json: \/: arquivo não encontrado ou ilegível \(ENOENT\)/,
    );
  });
});
