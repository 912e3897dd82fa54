import { describe, expect, it } from 'vitest';
import { openapiTags } from '../../../server/apiSchema/openapiTags.js';
import type { Descriptor } from '../../../src/core/descriptors/Descriptor.js';

const entity = (title: string, group: string, order: number) =>
  ({ title, menu: { group, order, label: title, icon: 'cpu' } }) as unknown as Descriptor;

describe('openapiTags', () => {
  const descriptors = [
    entity('Usuários', 'Cadastros', 50),
    entity('Lista de Parceiros', 'Cadastros', 30),
    entity('Configuração de Dispositivos', 'Configurações', 10),
    entity('Fornecedores', 'Compras', 10),
  ];

  it("puts the session first, the menu groups in the console's order (unlisted ones after), then files, public routes, the document, and any other tag by name", () => {
    const used = new Set(['Público', 'Extra', 'Compras', 'Cadastros', 'Sessão', 'Configurações', 'Arquivos']);
    expect(openapiTags(used, descriptors, ['Configurações', 'Relatórios', 'Cadastros']).map((t) => t.name)).toEqual([
      'Sessão',
      'Configurações',
      'Cadastros',
      'Compras',
      'Arquivos',
      'Público',
      'Extra',
    ]);
  });

  it('describes a menu group by its screens in menu order, a tag of a hand-written route by its own text', () => {
    const tags = openapiTags(new Set(['Cadastros', 'Sessão', 'Extra']), descriptors, []);
    expect(tags.find((t) => t.name === 'Cadastros')!.description).toBe('Telas do menu: Lista de Parceiros, Usuários.');
    expect(tags.find((t) => t.name === 'Sessão')!.description).toMatch(/^Entrar/);
    expect(tags.find((t) => t.name === 'Extra')!.description).toBe('Extra');
  });
});
