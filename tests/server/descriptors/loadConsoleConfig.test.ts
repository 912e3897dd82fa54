import { rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../server/app.js';
import { loadConsoleConfig } from '../../../server/descriptors/loadConsoleConfig.js';
import { loadDescriptors } from '../../../server/descriptors/loadDescriptors.js';
import { DescriptorError } from '../../../src/core/descriptors/DescriptorError.js';
import { VIEW_KEYS } from '../../../src/core/views/viewKeys.js';
import { TEST_SECRET } from '../../support/testApp.js';
import { openTestDb } from '../../support/testDb.js';
import { tempDir } from '../../support/tempDir.js';
import { schemasCopy } from '../../support/schemasCopy.js';

/** A copy of schemas/ at `<root>/schemas`, with `edit` applied to the parsed files it names. */
function copyWithRoot(edit: Record<string, (json: Record<string, any>) => void> = {}): { root: string; dir: string } {
  const dir = schemasCopy(edit);
  return { root: dirname(dir), dir };
}

/** What loading the copy's descriptors and console.json throws. */
function loadError({ root, dir }: { root: string; dir: string }): DescriptorError {
  try {
    loadConsoleConfig(dir, loadDescriptors(dir, root), root);
  } catch (error) {
    if (error instanceof DescriptorError) return error;
    throw error;
  }
  throw new Error('the files were accepted');
}

describe('loadConsoleConfig', () => {
  it('loads schemas/console.json, checked against the descriptors', () => {
    const config = loadConsoleConfig('schemas', loadDescriptors('schemas'));
    expect(config.home).toBe('/config');
    expect(Object.keys(config.screens)).toEqual(['profile', 'prices', 'subject-report']);
  });

  it("refuses a descriptor's list view the registry does not have, with the valid keys", () => {
    const error = loadError(copyWithRoot({ 'request-log.json': (d) => (d.list.view = 'requestLogs') }));
    expect(error.message).toBe(
      `schemas/request-log.json: /list/view: view "requestLogs" não existe; válidas: ${VIEW_KEYS.join(', ')}`,
    );
  });

  it("refuses a screen's view the registry does not have", () => {
    const error = loadError(copyWithRoot({ 'console.json': (c) => (c.screens.prices.view = 'priceList') }));
    expect(error.message).toMatch(
      /^schemas\/console\.json: \/screens\/prices\/view: view "priceList" não existe; válidas: /,
    );
  });

  it('refuses an icon lucide does not have, in a descriptor or in console.json, naming close ones', () => {
    const inDescriptor = loadError(copyWithRoot({ 'person.json': (d) => (d.menu.icon = 'scan-fac') }));
    expect([inDescriptor.file, inDescriptor.path]).toEqual(['schemas/person.json', '/menu/icon']);
    expect(inDescriptor.reason).toMatch(
      /^ícone "scan-fac" não existe no lucide \(nomes em https:\/\/lucide\.dev\/icons\); parecidos: scan-face/,
    );
    const inConsole = loadError(
      copyWithRoot({ 'console.json': (c) => (c.screens.profile.userMenu.icon = 'user-cogs') }),
    );
    expect([inConsole.file, inConsole.path]).toEqual(['schemas/console.json', '/screens/profile/userMenu/icon']);
    expect(inConsole.reason).toMatch(/parecidos: .*user-cog/);
  });

  it('accepts an older lucide name that lucide-react still exports (fingerprint)', () => {
    const copy = copyWithRoot({ 'fingerprint.json': (d) => (d.menu.icon = 'fingerprint') });
    expect(() => loadConsoleConfig(copy.dir, loadDescriptors(copy.dir, copy.root), copy.root)).not.toThrow();
  });

  it("refuses a descriptor's group that console.json does not declare", () => {
    const error = loadError(copyWithRoot({ 'client.json': (d) => (d.menu.group = 'Parceiros') }));
    expect([error.file, error.path]).toEqual(['schemas/client.json', '/menu/group']);
  });

  it('refuses a home that is no route', () => {
    const error = loadError(copyWithRoot({ 'console.json': (c) => (c.home = '/configuracao') }));
    expect([error.file, error.path]).toEqual(['schemas/console.json', '/home']);
  });

  it('names the line and column of a JSON syntax error, and a missing file', () => {
    const broken = copyWithRoot();
    // A comma left after the last property, the commonest slip.
    writeFileSync(join(broken.dir, 'console.json'), '{\n  "home": "/config",\n  "menuGroups": ["Cadastros"],\n}\n');
    const error = loadError(broken);
    expect(error.file).toBe('schemas/console.json');
    expect(error.reason).toMatch(/^JSON inválido: linha 4, coluna 1/);
    const missing = copyWithRoot();
    rmSync(join(missing.dir, 'console.json'));
    expect(loadError(missing).message).toBe('schemas/console.json: /: arquivo não encontrado ou ilegível');
  });
});

describe('the start', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('refuses a wrong view key before serving, with file, path and reason', async () => {
    const { dir } = copyWithRoot({ 'fingerprint.json': (d) => (d.list.view = 'fingerprintGallery') });
    vi.stubEnv('SCHEMAS_DIR', dir);
    const handle = await openTestDb('pglite');
    try {
      await expect(
        buildApp({ db: handle.db, jwtSecret: TEST_SECRET, storageDir: tempDir('storage'), requestLog: false }),
      ).rejects.toThrow(
        /fingerprint\.json: \/list\/view: view "fingerprintGallery" não existe; válidas: .*fingerprintList/,
      );
    } finally {
      await handle.close();
    }
  });
});
