import { describe, expect, it } from 'vitest';
import person from '../../../../schemas/person.json' with { type: 'json' };
import { sanitizeDescriptor } from '../../../../src/core/descriptors/sanitizeDescriptor.js';

const FILE = 'schemas/person.json';
const withMenu = (menu: unknown) => ({ ...structuredClone(person), menu });

/** The message sanitising person.json with `menu` throws. */
function messageOf(menu: unknown): string {
  try {
    sanitizeDescriptor(withMenu(menu), FILE);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('accepted');
}

describe("a descriptor's menu entry (descriptor.schema.json)", () => {
  it('is an entry, with order 100 by default, or false', () => {
    const entry = sanitizeDescriptor(withMenu({ group: 'Cadastros', label: 'Pessoas', icon: 'scan-face' }), FILE);
    expect(entry.menu).toEqual({ group: 'Cadastros', label: 'Pessoas', icon: 'scan-face', order: 100 });
    expect(sanitizeDescriptor(withMenu(false), FILE).menu).toBe(false);
    const { menu: _menu, ...none } = structuredClone(person);
    expect(sanitizeDescriptor(none, FILE).menu).toBeUndefined();
  });

  it.each<[unknown, string]>([
    [{ group: 'Cadastros', label: 'Pessoas' }, '/menu: falta a propriedade obrigatória "icon"'],
    [
      { group: 'Cadastros', label: 'Pessoas', icon: 'scan-face', ordem: 2 },
      '/menu/ordem: propriedade desconhecida "ordem"',
    ],
    [{ group: 'Cadastros', label: 'Pessoas', icon: 'ScanFace' }, '/menu/icon: formato inválido'],
    [{ group: 'Cadastros', label: 'Pessoas', icon: 'scan-face', to: 'person' }, '/menu/to: formato inválido'],
    [true, '/menu: deve ser false'],
    ['Cadastros', '/menu: deve ser do tipo objeto ou booleano (true/false)'],
  ])('refuses %j naming the property at fault', (menu, expected) => {
    expect(messageOf(menu)).toContain(`${FILE}: ${expected}`);
  });
});
