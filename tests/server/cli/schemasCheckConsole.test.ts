import { describe, expect, it } from 'vitest';
import { tempDir } from '../../support/tempDir.js';
import { runCli } from './runCli.js';
import { schemasCopy } from '../../support/schemasCopy.js';

/** A copy of schemas/ whose `file` is edited by `edit`. */
const schemasWith = (file: string, edit: (json: Record<string, any>) => void) => schemasCopy({ [file]: edit });

describe('npm run schemas:check and schemas/console.json', () => {
  it('checks console.json after the descriptors', async () => {
    const { code, out } = await runCli('schemasCheck.ts', { DATA_DIR: tempDir('no-db') });
    expect(out).toMatch(/descritores válidos\.\nok {2}schemas\/console\.json {2}\(3 telas, menu de 5 grupos\)\n/);
    expect(code, out).toBe(0);
  });

  it("refuses a descriptor's list view the registry does not have: one line, exit 1", async () => {
    const dir = schemasWith('fingerprint.json', (d) => (d.list.view = 'fingerprints'));
    const { code, out } = await runCli('schemasCheck.ts', { SCHEMAS_DIR: dir, DATA_DIR: tempDir('no-db') });
    expect(out.trim()).toMatch(
      /^Arquivo inválido: .*fingerprint\.json: \/list\/view: view "fingerprints" não existe; válidas: login, .*fingerprintList.*$/,
    );
    expect(code).toBe(1);
  });

  it('refuses a console.json whose home is no route', async () => {
    const dir = schemasWith('console.json', (c) => (c.home = '/inicio'));
    const { code, out } = await runCli('schemasCheck.ts', { SCHEMAS_DIR: dir, DATA_DIR: tempDir('no-db') });
    expect(out.trim()).toMatch(/^Arquivo inválido: .*console\.json: \/home: "\/inicio" não é uma rota/);
    expect(code).toBe(1);
  });
});
