import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resetLink } from '../../../server/auth/resetTokens.js';
import { resetScreenPath } from '../../../server/auth/resetScreenPath.js';
import { tempDir } from '../../support/tempDir.js';

/** A copy of schemas/ whose console.json is edited by `edit`. */
function withConsole(edit: (c: any) => void): string {
  const dir = tempDir('schemas-console');
  cpSync('schemas', dir, { recursive: true });
  const file = join(dir, 'console.json');
  const config = JSON.parse(readFileSync(file, 'utf8'));
  edit(config);
  writeFileSync(file, JSON.stringify(config));
  return dir;
}

describe('reset links open the reset screen where schemas/console.json puts it', () => {
  it('at the public screen showing the reset view', () => {
    expect(resetScreenPath('schemas')).toBe('/reset-password');
    expect(resetLink('https://console.example.com/', 'T0k3n', '/reset-password')).toBe(
      'https://console.example.com/reset-password?token=T0k3n',
    );
  });

  it('follows the screen when it moves', () => {
    const dir = withConsole(
      (c) =>
        ((Object.values(c.publicScreens).find((s: any) => s.view === 'resetPassword') as any).path = '/nova-senha'),
    );
    expect(resetScreenPath(dir)).toBe('/nova-senha');
  });

  it('without such a screen: file, JSON path and reason', () => {
    const dir = withConsole((c) => {
      for (const [name, s] of Object.entries<any>(c.publicScreens))
        if (s.view === 'resetPassword') delete c.publicScreens[name];
    });
    expect(() => resetScreenPath(dir, dir)).toThrow(
      'console.json: /publicScreens: nenhuma tela pública mostra a view "resetPassword"',
    );
  });
});
