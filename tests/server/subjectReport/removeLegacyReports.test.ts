import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { removeLegacyReports } from '../../../server/subjectReport/removeLegacyReports.js';
import { tempDir } from '../../support/tempDir.js';

describe('removeLegacyReports', () => {
  it('removes the zips an earlier version kept in <DATA_DIR>/reports, then the empty folder', async () => {
    const dataDir = tempDir('legacy-reports');
    const reports = join(dataDir, 'reports');
    mkdirSync(reports);
    writeFileSync(join(reports, '12.zip'), 'x');
    writeFileSync(join(reports, '13.zip.0a1b.crypt-part'), 'x');
    expect(await removeLegacyReports(join(dataDir, 'storage'))).toBe(2);
    expect(existsSync(reports)).toBe(false);
  });

  it('leaves anything else in the folder, and the folder with it; no folder is nothing to do', async () => {
    const dataDir = tempDir('legacy-reports');
    const reports = join(dataDir, 'reports');
    mkdirSync(reports);
    writeFileSync(join(reports, '3.zip'), 'x');
    writeFileSync(join(reports, 'notas.txt'), 'do operador');
    expect(await removeLegacyReports(join(dataDir, 'storage'))).toBe(1);
    expect(existsSync(join(reports, 'notas.txt'))).toBe(true);
    expect(await removeLegacyReports(join(tempDir('legacy-none'), 'storage'))).toBe(0);
  });
});
