import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkEndpointEntities } from '../../../../src/core/api/checkEndpointEntities.js';
import type { EndpointsConfig } from '../../../../src/core/api/EndpointsConfig.js';
import { endpoints } from '../../../../src/core/api/endpoints.js';
import { sanitizeEndpoints } from '../../../../src/core/api/sanitizeEndpoints.js';
import { DescriptorError } from '../../../../src/core/descriptors/DescriptorError.js';

const FILE = 'schemas/api/endpoints.json';
const production = () => JSON.parse(readFileSync(FILE, 'utf8')) as EndpointsConfig & { $schema?: string };

/** The DescriptorError `sanitize` throws for the production file edited by `edit`. */
function refusal(
  edit: (config: any) => void,
  sanitize: (raw: unknown) => unknown = (raw) => sanitizeEndpoints(raw, FILE),
) {
  const raw = production();
  edit(raw);
  try {
    sanitize(raw);
  } catch (error) {
    expect(error).toBeInstanceOf(DescriptorError);
    const { file, path, reason } = error as DescriptorError;
    return { file, path, reason };
  }
  throw new Error('aceito');
}

describe('sanitizeEndpoints (schemas/api/endpoints.json)', () => {
  it('accepts the production file, the one the console bundles, with the paths of spec 7', () => {
    const config = sanitizeEndpoints(production(), FILE);
    const { $schema: _editorsOnly, ...bundled } = endpoints as EndpointsConfig & { $schema?: string };
    expect(config).toEqual(bundled);
    expect(config.paths).toMatchObject({
      login: '/api/v2/user/login',
      deleteAccount: '/api/v2/person/delete-account',
      resetPassword: '/auth/v1/reset-password',
      pricing: '/services/v1/pricing',
    });
    expect(config.paths.profile).toBe('/admin/v1/user/profile');
    expect(config.users.paths).toMatchObject({ resetLink: '/{id}/reset-link', activate: '/{id}/activate' });
  });

  it.each<[string, (c: any) => void, string, RegExp]>([
    [
      'a misspelled route',
      (c) => (c.paths.pricng = '/services/v1/pricing'),
      '/paths/pricng',
      /propriedade desconhecida "pricng"/,
    ],
    ['a missing route', (c) => delete c.paths.logout, '/paths', /falta a propriedade obrigatória "logout"/],
    ['a path without a version', (c) => (c.paths.pricing = '/pricing'), '/paths/pricing', /formato inválido/],
    [
      'a full path where a suffix goes',
      (c) => (c.users.paths.password = '/admin/v1/user/{id}/password/'),
      '/users/paths/password',
      /formato inválido/,
    ],
    [
      'another parameter than {id}',
      (c) => (c.entityPaths.fingerprintGallery.path = '/{key}/images'),
      '/entityPaths/fingerprintGallery/path',
      /formato inválido/,
    ],
    ['an entity that is no key', (c) => (c.users.entity = 'User'), '/users/entity', /formato inválido/],
    [
      'two routes at one path',
      (c) => (c.paths.logout = '/API/v2/user/login'.toLowerCase()),
      '/paths/logout',
      /"\/api\/v2\/user\/login" já é usado por \/paths\/login/,
    ],
    [
      'two users routes at one suffix',
      (c) => (c.users.paths.deactivate = '/{id}/activate'),
      '/users/paths/deactivate',
      /já é usado por \/users\/paths\/activate/,
    ],
  ])('refuses %s, naming the file, the JSON path and the reason', (_name, edit, path, reason) => {
    const found = refusal(edit);
    expect(found).toMatchObject({ file: FILE, path });
    expect(found.reason).toMatch(reason);
  });
});

describe('checkEndpointEntities', () => {
  const d = (key: string, served = true) => ({ key, ...(served && { server: { table: key } as never }) });
  const all = [
    d('user'),
    d('request-log'),
    d('liveness-log'),
    d('fingerprint'),
    d('person'),
    d('erasure-receipt', false),
  ];
  const check = (raw: unknown, descriptors: Parameters<typeof checkEndpointEntities>[1] = all) =>
    checkEndpointEntities(raw as EndpointsConfig, descriptors, FILE);

  it('accepts the production file against its descriptors', () => {
    expect(() => check(production())).not.toThrow();
  });

  it('refuses an entity with no descriptor, listing those there are', () => {
    expect(refusal((c) => (c.entityPaths.livenessFiles.entity = 'liveness-logs'), check)).toEqual({
      file: FILE,
      path: '/entityPaths/livenessFiles/entity',
      reason:
        'descritor "liveness-logs" não existe em schemas/ (existentes: erasure-receipt, fingerprint, liveness-log, person, request-log, user)',
    });
  });

  it("refuses users or a route reading its entity's server part without one", () => {
    const unserved = all.map((x) => (x.key === 'user' || x.key === 'request-log' ? d(x.key, false) : x));
    expect(() => check(production(), unserved)).toThrow('/users/entity: o descritor "user" não tem a parte server');
    expect(() =>
      check(
        production(),
        unserved.map((x) => (x.key === 'user' ? d('user') : x)),
      ),
    ).toThrow('/entityPaths/requestLogStats/entity: o descritor "request-log" não tem a parte server');
  });

  it('refuses a route at the endpoint of an entity whose routes are generated', () => {
    expect(() =>
      check(
        production(),
        all.map((x) => (x.key === 'erasure-receipt' ? d(x.key) : x)),
      ),
    ).toThrow(
      '/entityPaths/erasureReceipts/path: "" é o próprio endpoint de "erasure-receipt", cujas rotas já são geradas: use um sufixo',
    );
  });

  it('refuses a descriptor without server that no route of the file serves (a new entity whose list would be 404)', () => {
    const supplier = { key: 'supplier', api: { endpoint: '/admin/v1/supplier' } };
    let refused: unknown;
    try {
      check(production(), [...all, supplier]);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(DescriptorError);
    expect(refused).toMatchObject({
      file: 'schemas/supplier.json',
      path: '',
      reason: `sem a parte "server", nenhuma rota serve "/admin/v1/supplier": declare "server": {} para guardar os registros como JSON, sem tabela a escrever (ou uma rota própria com "path": "" em ${FILE})`,
    });
    // With `server` (even empty: records as JSON) its routes are generated.
    expect(() => check(production(), [...all, { ...supplier, server: {} as never }])).not.toThrow();
  });

  it("refuses 'related' on an entity other than the one whose counts are served, which the console would ask for the wrong record", () => {
    const related = [{ entity: 'person', filter: 'client', from: 'id', label: 'Pessoas' }];
    expect(() =>
      check(production(), [...all.filter((x) => x.key !== 'person'), { ...d('person'), related }]),
    ).not.toThrow();
    expect(() => check(production(), [...all, { ...d('client'), related }])).toThrow(
      `schemas/client.json: /related: os registros ligados só são contados para "person" (entityPaths.relatedCounts em ${FILE}): mude a entidade lá ou remova "related" daqui`,
    );
  });
});
