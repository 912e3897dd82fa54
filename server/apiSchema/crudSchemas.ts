import { successMessageSchema } from './apiErrorSchema.js';
import { buildFormSchema, type FormMode } from '../../src/core/forms/buildFormSchema.js';
import { fieldMessage, ruleOf } from '../../src/core/forms/fieldMessage.js';
import * as apiMessages from '../../src/core/api/apiMessages.js';
import { idParams } from '../http/idParams.js';
import type { ServedDescriptor } from '../crud/sqlMapping.js';
import { recordSchema } from './recordSchema.js';
import { listQuerySchema, listQueryMessages } from './listQuerySchema.js';
import type { FieldMessageOf, ValidationMessages } from './validationFailure.js';
import { OTHER_LENGTH, OTHER_MAX, REASON_INVALID, REASON_REQUIRED } from '../../src/core/personal/revealReasons.js';

/** At most this many ids in one batch delete. */
const MAX_BATCH = 1000;

const message = successMessageSchema;

/** The body of a create or an update: the console's form schema (buildFormSchema), so both check alike. */
export function recordBodySchema(d: ServedDescriptor, mode: FormMode): Record<string, unknown> {
  const form = buildFormSchema(d, mode);
  if (mode === 'create') return { ...form, title: d.title };
  return {
    ...form,
    title: d.title,
    properties: {
      ...form.properties,
      version: { type: 'integer', description: 'A versão do registro lido (obrigatória: 428 sem ela).' },
    },
  };
}

/** A record field's pt-BR message (the descriptor's `messages`, else the generic one). */
function recordFieldMessages(d: ServedDescriptor): FieldMessageOf {
  return (field, keyword, params) =>
    field === 'version'
      ? apiMessages.versionInvalid
      : Object.hasOwn(d.fields, field)
        ? fieldMessage(d, field, ruleOf(keyword), { limit: params.limit as number | undefined })
        : undefined;
}

/** The 400 messages of a create or an update. */
export function recordValidation(d: ServedDescriptor): ValidationMessages {
  return { message: apiMessages.formInvalid, fields: recordFieldMessages(d) };
}

/** The 400 messages of a list or an export (its filters and paging). */
export function listValidation(d: ServedDescriptor): ValidationMessages {
  return { fields: listQueryMessages(d) };
}

/** The 400 messages of a batch delete. */
export const batchValidation: ValidationMessages = {
  fields: (_field, keyword) =>
    keyword === 'required' || keyword === 'minItems'
      ? apiMessages.noneSelected
      : keyword === 'maxItems'
        ? apiMessages.tooManySelected(MAX_BATCH)
        : apiMessages.idsInvalid,
};

/** The 400 messages of a reveal. */
export const revealValidation: ValidationMessages = {
  fields: {
    field: {
      required: apiMessages.revealFieldRequired,
      minLength: apiMessages.revealFieldRequired,
      '*': apiMessages.revealFieldNotPersonal,
    },
    reason: { required: REASON_REQUIRED, maxLength: OTHER_LENGTH, '*': REASON_INVALID },
  },
};

/** The 400 messages of an export: its filters, the time zone and the reveal reason. */
export function exportValidation(d: ServedDescriptor): ValidationMessages {
  const filters = listQueryMessages(d);
  return {
    fields: (field, keyword, params) =>
      field === 'tz'
        ? apiMessages.timeZoneInvalid
        : field === 'reveal_reason'
          ? keyword === 'maxLength'
            ? OTHER_LENGTH
            : REASON_INVALID
          : filters(field, keyword, params),
  };
}

/** A reveal reason as written: a listed one or 'outro: <text>' (readRevealReason reads it). */
const revealReasonSchema = {
  type: 'string',
  maxLength: OTHER_MAX + 60,
  description:
    "Motivo: 'atendimento ao titular', 'investigação de fraude', 'auditoria' ou 'outro: <texto de 5 a 200 caracteres>'.",
} as const;

/**
 * Every schema of a descriptor's routes, generated from the descriptor: the list's query and
 * envelope (`api.list` keys), one record (`api.record`), the create/update bodies (the form's
 * schema), the delete answers, the export's query. Fastify validates requests and writes answers
 * with them, and the OpenAPI description shows them.
 */
export function crudSchemas(d: ServedDescriptor) {
  const { items, total, pages } = d.api.list;
  const listRecord = recordSchema(d, 'list');
  const oneRecord = recordSchema(d, 'record');
  const saved = {
    type: 'object',
    properties: { [d.api.record]: oneRecord, message },
    required: [d.api.record, 'message'],
  };
  const personal = Object.entries(d.fields).flatMap(([name, f]) => (f.personal === 'cpf' ? [name] : []));
  return {
    list: {
      querystring: listQuerySchema(d),
      response: {
        200: {
          type: 'object',
          properties: {
            [items]: { type: 'array', items: listRecord },
            [total]: { type: 'integer', description: 'Registros encontrados (o teto quando `total_capped`).' },
            ...(pages && { [pages]: { type: 'integer', description: 'Última página.' } }),
            page: { type: 'integer' },
            per_page: { type: 'integer' },
            total_capped: { type: 'boolean', description: 'true: há mais registros que o total informado.' },
            total_estimate: { type: 'integer', description: 'Estimativa do planejador quando o total é um teto.' },
          },
          required: [items, total, ...(pages ? [pages] : []), 'page', 'per_page'],
        },
      },
    },
    get: {
      params: idParams,
      response: { 200: { type: 'object', properties: { [d.api.record]: oneRecord }, required: [d.api.record] } },
    },
    create: { body: recordBodySchema(d, 'create'), response: { 201: saved } },
    update: { params: idParams, body: recordBodySchema(d, 'update'), response: { 200: saved } },
    delete: {
      params: idParams,
      response: {
        200: {
          type: 'object',
          properties: { success: { type: 'boolean' }, message },
          required: ['success', 'message'],
        },
      },
    },
    export: {
      querystring: {
        type: 'object',
        properties: {
          ...(listQuerySchema(d, false) as { properties: Record<string, unknown> }).properties,
          tz: {
            type: 'string',
            pattern: '^[A-Za-z_]+(/[A-Za-z_+\\-0-9]+){0,2}$',
            description: 'Fuso horário IANA das datas do arquivo (padrão America/Sao_Paulo).',
          },
          ...(personal.length && {
            reveal_reason: {
              ...revealReasonSchema,
              description: `CPFs completos (exige \`${d.key}:reveal\`). ${revealReasonSchema.description}`,
            },
          }),
          ticket: { type: 'string', description: 'Tíquete de arquivo (link direto, sem o cabeçalho Authorization).' },
        },
      },
      response: {
        200: {
          description: 'CSV (separador ";", UTF-8 com BOM) de todos os registros que atendem aos filtros.',
          content: { 'text/csv': { schema: { type: 'string' } } },
        },
      },
    },
    reveal: {
      params: idParams,
      body: {
        type: 'object',
        properties: {
          field: { type: 'string', minLength: 1, enum: personal, description: 'Campo pessoal a revelar.' },
          reason: revealReasonSchema,
        },
        required: ['field', 'reason'],
      },
      response: {
        200: {
          type: 'object',
          properties: { value: { type: ['string', 'null'], description: 'O valor completo do campo.' } },
          required: ['value'],
        },
      },
    },
    batchDelete: {
      body: {
        type: 'object',
        properties: {
          ids: {
            type: 'array',
            minItems: 1,
            maxItems: MAX_BATCH,
            description: `Ids dos registros a excluir (1 a ${MAX_BATCH}).`,
            items: { type: ['integer', 'string'], minimum: 1, pattern: '^[0-9]{1,15}$' },
          },
        },
        required: ['ids'],
      },
      response: {
        200: {
          type: 'object',
          properties: { success: { type: 'boolean' }, count: { type: 'integer' }, message },
          required: ['success', 'count', 'message'],
        },
      },
    },
  };
}
