import type { Descriptor } from '../../src/core/descriptors/Descriptor.js';

/** An OpenAPI tag: the document's menu (Scalar's sidebar) groups operations by it. */
export interface OpenapiTag {
  name: string;
  description: string;
}

/**
 * Tags the hand-written routes set themselves (`schema.tags`), with what they hold. A descriptor's
 * routes take their menu group (`menu.group`), described by the screens in it.
 */
const OWN_TAGS: Readonly<Record<string, string>> = {
  Sessão: 'Entrar (o token de acesso), sair (encerra todas as sessões) e o perfil de quem está conectado.',
  Financeiro: 'A lista de preços por serviço e faixa de volume.',
  Privacidade:
    'LGPD: o relatório do titular (tudo o que a base guarda de uma pessoa, em zip) e os comprovantes de eliminação.',
  Arquivos:
    'Arquivos armazenados (imagens, TIFFs, vídeos, arquivos gerados, exportações) e os tíquetes de 60 segundos que os abrem por link.',
  Público: 'Sem sessão: o titular exclui o próprio cadastro; redefinição de senha pelo link enviado.',
  Documentação: 'Este documento OpenAPI 3.1 (apenas administradores).',
  Operação:
    'Sondas para o orquestrador, sem sessão e fora do log de requisições: o processo no ar (/healthz) e a API pronta para atender (/readyz).',
  Tarefas:
    'Trabalhos longos em segundo plano (a geração dos arquivos de sinal): estado, progresso e resultado de uma tarefa do próprio usuário.',
  'Visões de lista':
    'As visões salvas de cada lista (filtros, ordem, colunas e tamanho de página), pessoais ou compartilhadas, e a visão padrão de cada pessoa.',
};

/** Where the hand-written tags go around the menu groups: the session first, the rest after them. */
const FIRST = ['Sessão'];
const LAST = ['Arquivos', 'Tarefas', 'Público', 'Documentação', 'Operação'];

/**
 * The document's tags, in the console's menu order: 'Sessão', then the menu groups as
 * schemas/console.json lists them (`menuGroups`; a group it does not list after them), then the
 * files, the public routes and the document itself; any other tag a route uses, last by name.
 * Only tags some operation uses. A menu group is described by its own text (OWN_TAGS) and the
 * titles of the descriptors in it, in menu order.
 *
 * @example openapiTags(new Set(['Sessão', 'Cadastros']), descriptors, ['Configurações', 'Cadastros'])
 * // [{ name: 'Sessão', … }, { name: 'Cadastros', description: 'Telas do menu: Lista de Fingerprints, …' }]
 */
export function openapiTags(
  used: ReadonlySet<string>,
  descriptors: readonly Descriptor[],
  menuGroups: readonly string[],
): OpenapiTag[] {
  const inMenu = descriptors
    .flatMap((d) => (d.menu ? [{ group: d.menu.group, order: d.menu.order, title: d.title }] : []))
    .sort((a, b) => a.order - b.order);
  const groups = [...menuGroups, ...inMenu.map((e) => e.group)];
  const ordered = [...new Set([...FIRST, ...groups, ...LAST, ...[...used].sort()])].filter((t) => used.has(t));
  return ordered.map((name) => {
    const screens = inMenu.filter((e) => e.group === name).map((e) => e.title);
    const parts = [OWN_TAGS[name], screens.length ? `Telas do menu: ${screens.join(', ')}.` : undefined];
    return { name, description: parts.filter(Boolean).join(' ') || name };
  });
}
