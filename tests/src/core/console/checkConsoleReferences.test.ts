import { describe, expect, it } from 'vitest';
import production from '../../../../schemas/console.json' with { type: 'json' };
import { checkConsoleReferences } from '../../../../src/core/console/checkConsoleReferences.js';
import { sanitizeConsoleConfig } from '../../../../src/core/console/sanitizeConsoleConfig.js';
import type { ClientDescriptor, MenuEntry } from '../../../../src/core/descriptors/Descriptor.js';
import { DescriptorError } from '../../../../src/core/descriptors/DescriptorError.js';

const FILES = { console: 'schemas/console.json', descriptor: (key: string) => `schemas/${key}.json` };
const config = sanitizeConsoleConfig(production, FILES.console);

/** The parts of a descriptor the shell reads. */
function descriptor(
  key: string,
  routes: ClientDescriptor['routes'],
  extra: { menu?: Partial<MenuEntry>; view?: string } = {},
): ClientDescriptor {
  return {
    key,
    routes,
    ...(extra.menu && { menu: { group: 'Cadastros', label: key, icon: 'users', order: 100, ...extra.menu } }),
    list: { ...(extra.view && { view: extra.view }) },
  } as ClientDescriptor;
}

const devices = descriptor('device-config', { list: '/config', form: '/config/form' }, { menu: {} });
const params = descriptor('param', { list: '/param', form: '/param/form' }, { menu: { to: '/param/form/1' } });
const users = descriptor('user', { list: '/user', form: '/user/form' }, { menu: {} });
const fine = [devices, params, users];

function errorOf(run: () => void): DescriptorError {
  try {
    run();
  } catch (error) {
    if (error instanceof DescriptorError) return error;
    throw error;
  }
  throw new Error('accepted');
}

describe('checkConsoleReferences', () => {
  it("accepts descriptors whose groups, views and routes console.json knows (a record's form as menu.to)", () => {
    expect(() => checkConsoleReferences(config, fine, FILES)).not.toThrow();
    const views = [descriptor('request-log', { list: '/requests' }, { view: 'requestLogList' })];
    expect(() => checkConsoleReferences(config, [...fine, ...views], FILES)).not.toThrow();
  });

  it('blames the descriptor for a group console.json does not declare', () => {
    const error = errorOf(() =>
      checkConsoleReferences(
        config,
        [...fine, descriptor('supplier', { list: '/supplier' }, { menu: { group: 'Compras' } })],
        FILES,
      ),
    );
    expect(error.message).toBe(
      'schemas/supplier.json: /menu/group: grupo "Compras" não existe em menuGroups de console.json; válidos: Configurações, Relatórios, Cadastros, Financeiro, Privacidade',
    );
  });

  it('blames the descriptor for a list view the registry does not have', () => {
    const error = errorOf(() =>
      checkConsoleReferences(
        config,
        [descriptor('request-log', { list: '/requests' }, { view: 'requestList' })],
        FILES,
      ),
    );
    expect(error.file).toBe('schemas/request-log.json');
    expect(error.path).toBe('/list/view');
    expect(error.reason).toMatch(/^view "requestList" não existe; válidas: .*requestLogList/);
  });

  it.each(['/param/forms/1', '/param/form/1/2', '/parametros'])('refuses menu.to %s, which leads nowhere', (to) => {
    const error = errorOf(() =>
      checkConsoleReferences(config, [devices, users, descriptor('param', params.routes, { menu: { to } })], FILES),
    );
    expect([error.file, error.path]).toEqual(['schemas/param.json', '/menu/to']);
  });

  it("refuses a screen at a descriptor's address, naming both", () => {
    const clash = {
      ...config,
      screens: { ...config.screens, prices: { ...config.screens.prices!, path: '/User/Form' } },
    };
    const error = errorOf(() => checkConsoleReferences(clash, fine, FILES));
    expect(error.message).toBe(
      'schemas/console.json: /screens/prices/path: "/User/Form" já é usado por schemas/user.json (routes.form)',
    );
  });

  it.each(['/configs', '/config/form', '/delete-account'])('refuses a home (%s) that is no list nor screen', (home) => {
    const error = errorOf(() => checkConsoleReferences({ ...config, home }, fine, FILES));
    expect([error.file, error.path]).toEqual(['schemas/console.json', '/home']);
  });

  it('accepts a screen as home', () => {
    expect(() => checkConsoleReferences({ ...config, home: '/prices' }, fine, FILES)).not.toThrow();
  });
});
