import type { FastifyContextConfig, FastifySchema, RouteOptions } from 'fastify';
import type { Descriptor } from '../../src/core/descriptors/Descriptor.js';
import { isApiOrFilePath } from '../http/isApiOrFilePath.js';
import type { CrudOperation } from './crudOperation.js';
import { withSeedExample, type SeedExamples } from './openapiExamples.js';

/** What the document knows beyond the routes: the descriptors the app serves and their seed examples. */
export interface OperationContext {
  descriptors: readonly Descriptor[];
  examples: SeedExamples;
}

/** pt-BR verb of each generated route, before the descriptor's title in its summary. */
const VERBS: Record<CrudOperation, string> = {
  list: 'Listar',
  get: 'Ler registro',
  create: 'Criar registro',
  update: 'Salvar registro',
  delete: 'Excluir registro',
  batchDelete: 'Excluir em lote',
  export: 'Exportar CSV',
  reveal: 'Revelar dado pessoal',
};

/** What a success answer is, when the route's schema does not say (pt-BR). */
const SUCCESS: Record<string, string> = {
  200: 'Sucesso.',
  201: 'Criado.',
  202: 'Aceito: em processamento.',
  204: 'Sucesso, sem corpo.',
  206: 'Parte do arquivo pedida (`Range`).',
  304: 'Não mudou desde a cópia que o cliente tem.',
};

/** The route's responses, each with a description (the document requires one). */
function describedResponses(response: unknown): Record<string, unknown> | undefined {
  if (!response || typeof response !== 'object') return undefined;
  return Object.fromEntries(
    Object.entries(response).map(([status, answer]) => {
      const own = answer as { description?: string };
      return [status, own.description ? own : { ...own, description: SUCCESS[status] ?? 'Resposta.' }];
    }),
  );
}

/** The name a file route's wildcard (`/files/*`) gets in the document. */
const WILDCARD = 'path';

/**
 * True for the routes the document describes: the API's, the stored files' and the health probes'
 * (decided by the route's URL and config when it is registered), not the console's own files, not
 * a route whose schema says `hide` (the reference page and its scripts).
 */
export function isDocumented(route: Pick<RouteOptions, 'url' | 'config' | 'schema'>): boolean {
  const config = route.config as FastifyContextConfig | undefined;
  return (
    (isApiOrFilePath(route.url) || config?.probe === true) &&
    !config?.console &&
    !(route.schema as FastifySchema | undefined)?.hide
  );
}

/** `device-config` → `DeviceConfig`. */
function pascal(key: string): string {
  return key.replace(/(^|-)([a-z0-9])/g, (_m, _dash: string, c: string) => c.toUpperCase());
}

/** The descriptor a route belongs to: the one its config names, else the one whose endpoint holds its URL. */
function entityOf(
  config: FastifyContextConfig,
  url: string,
  descriptors: readonly Descriptor[],
): Descriptor | undefined {
  if (config.entity) return descriptors.find((d) => d.key === config.entity);
  return descriptors
    .filter((d) => url === d.api.endpoint || url.startsWith(`${d.api.endpoint}/`))
    .sort((a, b) => b.api.endpoint.length - a.api.endpoint.length)[0];
}

/** Who may call the route, in pt-BR, from its config (authorize.ts derives `permission` for CRUD routes). */
function accessNote(config: FastifyContextConfig): string | undefined {
  if (config.public) return 'Pública: não exige sessão.';
  if (config.access === 'self') return 'Qualquer usuário com sessão, sobre a própria conta.';
  if (!config.permission) return undefined;
  const self = config.access === 'self-or-admin' ? ', ou ser o próprio usuário do `{id}`' : '';
  const ticket = config.ticket ? ' Também abre com um tíquete de arquivo (`?ticket=`), por link.' : '';
  return `Exige a permissão \`${config.permission}\`${self}.${ticket}`;
}

/**
 * @fastify/swagger's `transform`: how one route reads in the document, from its schema and
 * config, without touching the schema the route validates and serializes with (a copy is
 * returned). Routes outside the API are hidden. A descriptor's generated route (`config.entity`,
 * `config.operation`) gets its operationId (`listClient`), its pt-BR summary ('Listar — Lista de
 * Parceiros') and the descriptor's seed example; any route under an entity's endpoint takes the
 * entity's menu group as its tag unless it names one; public routes need no token
 * (`security: []`), ticket routes take the file ticket too; the description says who may call it.
 * The file route's wildcard becomes a `{path}` parameter.
 *
 * @example describeOperation(route, route.schema, '/client/v1', context).schema
 * // { operationId: 'listClient', summary: 'Listar — Lista de Parceiros', tags: ['Cadastros'], … }
 */
export function describeOperation(
  route: RouteOptions,
  schema: FastifySchema | undefined,
  url: string,
  context: OperationContext,
): { schema: FastifySchema; url: string } {
  if (!isDocumented({ url, config: route.config, schema })) return { schema: { ...schema, hide: true }, url };
  const config = (route.config ?? {}) as FastifyContextConfig;
  const entity = entityOf(config, url, context.descriptors);
  const operation = entity && config.operation;
  let described: Record<string, unknown> = { ...schema };
  if (operation) {
    described = withSeedExample(described, operation, entity, context.examples);
    described.operationId ??= `${operation}${pascal(entity.key)}`;
    described.summary ??= `${VERBS[operation]} — ${entity.title}`;
  }
  if (described.response) described.response = describedResponses(described.response);
  if (!described.tags && entity?.menu) described.tags = [entity.menu.group];
  if (!described.security && config.public) described.security = [];
  if (!described.security && config.ticket) described.security = [{ bearer: [] }, { ticket: [] }];
  const note = accessNote(config);
  if (note) described.description = [described.description, note].filter(Boolean).join('\n\n');
  if (!url.includes('*')) return { schema: described, url };
  const params = described.params as { properties?: Record<string, unknown>; required?: string[] } | undefined;
  const { '*': wildcard, ...others } = params?.properties ?? {};
  described.params = {
    ...params,
    type: 'object',
    properties: { ...others, [WILDCARD]: wildcard ?? { type: 'string', description: 'Caminho do arquivo.' } },
    required: [...(params?.required ?? []).filter((name) => name !== '*'), WILDCARD],
  };
  return { schema: described, url: url.replace('*', `:${WILDCARD}`) };
}
