import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkConsoleReferences } from '../../../../src/core/console/checkConsoleReferences.js';
import { sanitizeConsoleConfig } from '../../../../src/core/console/sanitizeConsoleConfig.js';
import type { ClientDescriptor, MenuEntry } from '../../../../src/core/descriptors/Descriptor.js';
import { DescriptorError } from '../../../../src/core/descriptors/DescriptorError.js';
import { toClientDescriptor } from '../../../../src/core/descriptors/sanitizeDescriptor.js';
import { FIXTURE_SCHEMAS, fixtureDescriptors } from '../../../support/fixtureSchemas.js';

// On the fixtures' console.json and descriptors (tests/fixtures/schemas), named by their files.
const FILES = {
  console: join(FIXTURE_SCHEMAS, 'console.json'),
  descriptor: (key: string) => join(FIXTURE_SCHEMAS, `${key}.json`),
};
const config = sanitizeConsoleConfig(JSON.parse(readFileSync(FILES.console, 'utf8')), FILES.console);
const fixtures = fixtureDescriptors().map(toClientDescriptor);

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

/** The fixtures with `replacement` instead of the descriptor of the same key. */
const replacing = (replacement: ClientDescriptor) => [
  ...fixtures.filter((d) => d.key !== replacement.key),
  replacement,
];

const vendors = descriptor('vendor', { list: '/vendor', form: '/vendor/form' }, { menu: {} });
const templates = descriptor(
  'message-template',
  { list: '/message-template', form: '/message-template/form' },
  { menu: { to: '/message-template/form/1' } },
);
const users = descriptor('user', { list: '/user', form: '/user/form' }, { menu: {} });
const fine = [vendors, templates, users];

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
    expect(() => checkConsoleReferences(config, fixtures, FILES)).not.toThrow();
    expect(fixtures.find((d) => d.key === 'fingerprint')!.list.view).toBe('fingerprintList');
    expect(() => checkConsoleReferences(config, fine, FILES)).not.toThrow();
    expect(() => checkConsoleReferences(config, replacing(templates), FILES)).not.toThrow();
    const views = [descriptor('api-call', { list: '/api-call' }, { view: 'requestLogList' })];
    expect(() => checkConsoleReferences(config, [...fine, ...views], FILES)).not.toThrow();
  });

  it('blames the descriptor for a group console.json does not declare', () => {
    const error = errorOf(() =>
      checkConsoleReferences(
        config,
        [...fixtures, descriptor('supplier', { list: '/supplier' }, { menu: { group: 'Compras' } })],
        FILES,
      ),
    );
    expect(error.message).toBe(
      `${FILES.descriptor('supplier')}: /menu/group: grupo "Compras" não existe em menuGroups de console.json; válidos: Configurações, Relatórios, Cadastros, Financeiro`,
    );
  });

  it('blames the descriptor for a list view the registry does not have', () => {
    const error = errorOf(() =>
      checkConsoleReferences(
        config,
        replacing(descriptor('api-call', { list: '/api-call' }, { view: 'requestList' })),
        FILES,
      ),
    );
    expect(error.file).toBe(FILES.descriptor('api-call'));
    expect(error.path).toBe('/list/view');
    expect(error.reason).toMatch(/^view "requestList" não existe; válidas: .*requestLogList/);
  });

  it.each(['/message-template/forms/1', '/message-template/form/1/2', '/mensagens'])(
    'refuses menu.to %s, which leads nowhere',
    (to) => {
      const error = errorOf(() =>
        checkConsoleReferences(
          config,
          replacing(descriptor('message-template', templates.routes, { menu: { to } })),
          FILES,
        ),
      );
      expect([error.file, error.path]).toEqual([FILES.descriptor('message-template'), '/menu/to']);
    },
  );

  it("refuses a screen at a descriptor's address, naming both", () => {
    const clash = {
      ...config,
      screens: { ...config.screens, prices: { ...config.screens.prices!, path: '/User/Form' } },
    };
    const error = errorOf(() => checkConsoleReferences(clash, fixtures, FILES));
    expect(error.message).toBe(
      `${FILES.console}: /screens/prices/path: "/User/Form" já é usado por ${FILES.descriptor('user')} (routes.form)`,
    );
  });

  it.each(['/vendors', '/vendor/form', '/delete-account'])('refuses a home (%s) that is no list nor screen', (home) => {
    const error = errorOf(() => checkConsoleReferences({ ...config, home }, fixtures, FILES));
    expect([error.file, error.path]).toEqual([FILES.console, '/home']);
  });

  it('accepts a screen as home', () => {
    expect(() => checkConsoleReferences({ ...config, home: '/prices' }, fixtures, FILES)).not.toThrow();
  });
});
