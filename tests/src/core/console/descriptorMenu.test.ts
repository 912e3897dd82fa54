import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sanitizeDescriptor } from '../../../../src/core/descriptors/sanitizeDescriptor.js';
import { FIXTURE_SCHEMAS } from '../../../support/fixtureSchemas.js';

/** The fixture member (tests/fixtures/schemas/member.json), raw, as the loader reads it. */
const FILE = join(FIXTURE_SCHEMAS, 'member.json');
const member = JSON.parse(readFileSync(FILE, 'utf8')) as Record<string, unknown>;
const withMenu = (menu: unknown) => ({ ...structuredClone(member), menu });

/** The message sanitising member.json with `menu` throws. */
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
    expect(sanitizeDescriptor(structuredClone(member), FILE).menu).toEqual(member.menu);
    const entry = sanitizeDescriptor(withMenu({ group: 'Cadastros', label: 'Associados', icon: 'scan-face' }), FILE);
    expect(entry.menu).toEqual({ group: 'Cadastros', label: 'Associados', icon: 'scan-face', order: 100 });
    expect(sanitizeDescriptor(withMenu(false), FILE).menu).toBe(false);
    const { menu: _menu, ...none } = structuredClone(member);
    expect(sanitizeDescriptor(none, FILE).menu).toBeUndefined();
  });

  it.each<[unknown, string]>([
    [{ group: 'Cadastros', label: 'Associados' }, '/menu: falta a propriedade obrigatória "icon"'],
    [
      { group: 'Cadastros', label: 'Associados', icon: 'scan-face', ordem: 2 },
      '/menu/ordem: propriedade desconhecida "ordem"',
    ],
    [{ group: 'Cadastros', label: 'Associados', icon: 'ScanFace' }, '/menu/icon: formato inválido'],
    [{ group: 'Cadastros', label: 'Associados', icon: 'scan-face', to: 'person' }, '/menu/to: formato inválido'],
    [true, '/menu: deve ser false'],
    ['Cadastros', '/menu: deve ser do tipo objeto ou booleano (true/false)'],
  ])('refuses %j naming the property at fault', (menu, expected) => {
    expect(messageOf(menu)).toContain(`${FILE}: ${expected}`);
  });
});
