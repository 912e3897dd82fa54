import { describe, expect, it } from 'vitest';
import { resetLink } from '../../../server/auth/resetTokens.js';
import { resetScreenPath } from '../../../server/auth/resetScreenPath.js';
import { schemasCopy } from '../../support/schemasCopy.js';

/** A copy of schemas/ whose console.json is edited by `edit`. */
const withConsole = (edit: (c: any) => void) => schemasCopy({ 'console.json': edit });

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
