import { apiErrorRef, successMessageSchema } from '../apiSchema/apiErrorSchema.js';
import type { ValidationMessages } from '../apiSchema/validationFailure.js';
import { MAX_INT4 } from '../crud/recordId.js';
import { idParams } from '../http/idParams.js';
import { LIST_VIEW_LIMITS as L } from '../../src/core/listViews/listViewLimits.js';
import { LIST_VIEW_MESSAGES as M } from '../../src/core/listViews/listViewMessages.js';

/** A descriptor's key, as the lists are named (`person`, `request-log`). */
const listKey = {
  type: 'string',
  minLength: 1,
  maxLength: 100,
  pattern: '^[a-z][a-z0-9-]*$',
  description: 'Chave da lista (a do seu descritor, `schemas/<chave>.json`).',
} as const;

/** Not blank: at least one non-space. */
const NAME_BLANK = '\\S';
/**
 * At most 80 characters once trimmed (the handler trims the name). Linear on any input: whatever
 * follows the leading spaces begins with a non-space (as subjectReportSchemas' DETAILS_LONG).
 */
const NAME_LONG = `^\\s*(?:\\S(?:[\\s\\S]{0,${L.nameLength - 2}}\\S)?\\s*)?$`;
const name = {
  type: 'string',
  minLength: 1,
  maxLength: L.nameLength + 200,
  allOf: [{ pattern: NAME_BLANK }, { pattern: NAME_LONG }],
  description: `Nome da visão: de 1 a ${L.nameLength} caracteres (sem contar espaços nas pontas), único entre as visões de quem a cria nesta lista.`,
  examples: ['Pendentes de hoje'],
} as const;

/** A saved view's state (src/core/listViews/ListViewState.ts); the handler checks it against the list's descriptor. */
const stateSchema = {
  type: 'object',
  description: `Filtros, ordem, colunas e tamanho de página da lista; só os da lista (filtros, colunas ordenáveis, colunas, tamanhos de página). No máximo ${L.stateBytes / 1024} KiB em JSON.`,
  properties: {
    filters: {
      type: 'object',
      description: 'Parâmetro do filtro → valor.',
      additionalProperties: { type: 'string', maxLength: 1000 },
      maxProperties: 100,
    },
    sort: {
      type: 'object',
      properties: {
        field: { type: 'string', minLength: 1, maxLength: 100 },
        order: { type: 'string', enum: ['asc', 'desc'] },
      },
      required: ['field', 'order'],
      additionalProperties: false,
    },
    columns: {
      type: 'array',
      description: 'Colunas visíveis, na ordem em que aparecem.',
      items: { type: 'string', minLength: 1, maxLength: 100 },
      minItems: 1,
      maxItems: 100,
    },
    perPage: { type: 'integer', minimum: 1, maximum: 1000 },
  },
  required: ['filters'],
  additionalProperties: false,
  examples: [
    { filters: { name: 'ana' }, sort: { field: 'name', order: 'asc' }, columns: ['name', 'cpf'], perPage: 50 },
  ],
} as const;

/** A saved view as the API answers it (src/core/listViews/ListViewState.ts `ListView`). */
const viewSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    list: { type: 'string', description: 'Chave da lista.' },
    name: { type: 'string' },
    shared: { type: 'boolean', description: 'Visível para todos que podem ler a lista.' },
    mine: { type: 'boolean', description: 'Criada por quem consulta: pode renomeá-la, alterá-la e excluí-la.' },
    deletable: {
      type: 'boolean',
      description: 'Quem consulta pode excluí-la (a própria; um administrador, uma compartilhada).',
    },
    owner_name: { type: 'string', description: 'Nome de quem a criou.' },
    state: stateSchema,
    updated_at: { type: 'string', format: 'date-time' },
  },
  required: ['id', 'list', 'name', 'shared', 'mine', 'deletable', 'owner_name', 'state', 'updated_at'],
  additionalProperties: false,
} as const;

const defaultViewId = {
  type: ['integer', 'null'],
  description: 'A visão com que a lista abre para quem consulta (a sua escolha), ou null.',
} as const;

const viewAnswer = {
  type: 'object',
  properties: { data: viewSchema, message: successMessageSchema },
  required: ['data', 'message'],
} as const;

/** Field → pt-BR message of the views' 400s. */
export const listViewsValidation: ValidationMessages = {
  fields: (field, keyword, params) => {
    switch (field) {
      case 'list':
        return M.listUnknown;
      case 'name':
        return keyword === 'maxLength' || (keyword === 'pattern' && params.pattern === NAME_LONG)
          ? M.nameTooLong
          : M.nameRequired;
      case 'state':
        return M.stateInvalid;
      case 'view_id':
        return M.notFound;
      default:
        return undefined;
    }
  },
};

const tags = ['Visões de lista'];

/** The schemas of the saved views' routes (listViewsRoutes). */
export const listViewsSchemas = {
  list: {
    operationId: 'listListViews',
    summary: 'Visões salvas de uma lista',
    description:
      'As visões da lista que quem consulta criou e as compartilhadas por outros, por nome, com a sua visão padrão. Só de listas que o seu perfil pode ler (`<lista>:read`).',
    tags,
    querystring: {
      type: 'object',
      properties: { list: listKey },
      required: ['list'],
      additionalProperties: false,
    },
    response: {
      200: {
        type: 'object',
        properties: { data: { type: 'array', items: viewSchema }, default_view_id: defaultViewId },
        required: ['data', 'default_view_id'],
      },
    },
  },
  create: {
    operationId: 'createListView',
    summary: 'Salvar uma visão',
    description: `Salva filtros, ordem, colunas e tamanho de página de uma lista com um nome; \`shared\` a mostra a todos que podem ler a lista; \`default\` a torna a visão com que a lista abre para quem a salva. No máximo ${L.viewsPerList} visões por pessoa por lista; nome único entre as suas (409).`,
    tags,
    body: {
      type: 'object',
      properties: {
        list: listKey,
        name,
        shared: { type: 'boolean', default: false },
        state: stateSchema,
        default: { type: 'boolean', default: false, description: 'Também a torna a minha visão padrão da lista.' },
      },
      required: ['list', 'name', 'state'],
      additionalProperties: false,
    },
    response: {
      201: { ...viewAnswer, description: M.created },
      409: { ...apiErrorRef, description: M.nameTaken },
    },
  },
  update: {
    operationId: 'updateListView',
    summary: 'Alterar uma visão',
    description:
      'Renomeia, compartilha (ou deixa de compartilhar) ou regrava o estado de uma visão; só quem a criou. Deixar de compartilhar desfaz a escolha dela como padrão dos outros.',
    tags,
    params: idParams,
    body: {
      type: 'object',
      properties: { name, shared: { type: 'boolean' }, state: stateSchema },
      minProperties: 1,
      additionalProperties: false,
    },
    response: {
      200: viewAnswer,
      409: { ...apiErrorRef, description: M.nameTaken },
    },
  },
  remove: {
    operationId: 'deleteListView',
    summary: 'Excluir uma visão',
    description:
      'Exclui uma visão: quem a criou, ou um administrador (quem gerencia usuários) se ela é compartilhada. Deixa de ser a padrão de quem a escolhera.',
    tags,
    params: idParams,
    response: {
      200: { type: 'object', properties: { message: successMessageSchema }, required: ['message'] },
    },
  },
  setDefault: {
    operationId: 'setDefaultListView',
    summary: 'Definir a minha visão padrão de uma lista',
    description:
      'A visão com que a lista abre para quem consulta (uma sua ou uma compartilhada), ou `null` para nenhuma. A escolha é só sua: a mesma visão compartilhada pode ser a padrão de uns e não de outros.',
    tags,
    body: {
      type: 'object',
      properties: {
        list: listKey,
        view_id: { type: ['integer', 'null'], minimum: 1, maximum: MAX_INT4, description: 'A visão, ou null.' },
      },
      required: ['list', 'view_id'],
      additionalProperties: false,
    },
    response: {
      200: {
        type: 'object',
        properties: { default_view_id: defaultViewId, message: successMessageSchema },
        required: ['default_view_id', 'message'],
      },
      404: {
        ...apiErrorRef,
        description: 'A visão não existe, não é desta lista ou não é visível para quem consulta.',
      },
    },
  },
} as const;
