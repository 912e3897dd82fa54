import { apiErrorRef } from '../apiSchema/apiErrorSchema.js';
import type { ValidationMessages } from '../apiSchema/validationFailure.js';
import { MAX_INT4 } from '../crud/recordId.js';
import { idParams } from '../http/idParams.js';
import { subjectReportStatusSchema } from '../subjectReport/subjectReportStatus.js';
import {
  DETAILS_MAX,
  SUBJECT_REPORT_MESSAGES as M,
  SUBJECT_REPORT_REASONS,
} from '../../src/core/subjectReport/subjectReportRequest.js';
import { binaryContent, ticketAnswerSchema, ticketQuery } from './fileSchemas.js';

/** A CPF of 11 digits, bare or punctuated (000.000.000-00), spaces around allowed; its check digits are the handler's. */
const CPF_PATTERN = '^\\s*(?:[0-9]{11}|[0-9]{3}\\.[0-9]{3}\\.[0-9]{3}-[0-9]{2})\\s*$';
/*
 * The details' length once trimmed, as two patterns (String.prototype.trim and `\s` agree on what
 * a space is). Both stay linear on a megabyte of spaces: whatever follows the leading spaces must
 * begin with a non-space, so backing off them never rescans the rest (a trailing `\s*$` outside
 * the group took minutes on 900,000 spaces).
 */
/** At least 5 characters once trimmed. */
const DETAILS_SHORT = '^\\s*\\S[\\s\\S]{3,}\\S\\s*$';
/** At most DETAILS_MAX characters once trimmed. */
const DETAILS_LONG = `^\\s*(?:\\S(?:[\\s\\S]{0,${DETAILS_MAX - 2}}\\S)?\\s*)?$`;

/**
 * What POST `paths.subjectReports` takes (subjectReportRequest.ts): `{ cpf, reason, details }`,
 * or `{ person_id, reason, details }` from a person's record (then `cpf` is not needed). The
 * CPF's check digits and the person's existence are checked by the handler.
 */
const createBody = {
  type: 'object',
  properties: {
    cpf: {
      type: 'string',
      minLength: 1,
      maxLength: 32,
      pattern: CPF_PATTERN,
      description:
        'CPF do titular, com ou sem pontuação (dígitos verificadores conferidos). Dispensado com `person_id`.',
      examples: ['529.982.247-25'],
    },
    person_id: {
      type: 'integer',
      minimum: 1,
      maximum: MAX_INT4,
      description: 'Do cadastro de uma pessoa: o seu id, no lugar do CPF (que o console só mostra mascarado).',
    },
    reason: { type: 'string', enum: [...SUBJECT_REPORT_REASONS], description: 'Motivo do pedido (LGPD art. 18 II).' },
    details: {
      type: 'string',
      allOf: [{ pattern: DETAILS_SHORT }, { pattern: DETAILS_LONG }],
      description: `Protocolo ou resumo do pedido: de 5 a ${DETAILS_MAX} caracteres, sem contar espaços nas pontas. Fica no registro de acessos.`,
      examples: ['Protocolo 2026-0042'],
    },
  },
  required: ['reason', 'details'],
  // Without a person's id, the CPF is required.
  if: { required: ['person_id'] },
  else: { required: ['cpf'] },
} as const;

/**
 * The pt-BR 400s of the report's request, as subjectReportErrors words them: each field's own
 * message, the answer's message the first refused field's. A missing CPF is reported twice by
 * Ajv (its `required`, and the `if` whose `else` asked for it): both read 'Informe o CPF'.
 */
export const subjectReportValidation: ValidationMessages = {
  fields: (field, keyword, params) => {
    switch (field) {
      case '':
        return keyword === 'if' ? M.cpfRequired : undefined;
      case 'cpf':
        return keyword === 'required' || keyword === 'minLength' ? M.cpfRequired : M.cpfInvalid;
      case 'person_id':
        return M.personInvalid;
      case 'reason':
        return keyword === 'required' ? M.reasonRequired : M.reasonInvalid;
      case 'details':
        return keyword === 'pattern' && params.pattern === DETAILS_LONG ? M.detailsLong : M.detailsShort;
      default:
        return undefined;
    }
  },
};

const tags = ['Privacidade'];
const params = idParams;
const notReady = { ...apiErrorRef, description: 'O relatório ainda não está pronto (ou falhou).' };

/** The schemas of the data subject's report routes (subjectReportRoutes). */
export const subjectReportSchemas = {
  create: {
    operationId: 'createSubjectReport',
    summary: 'Pedir o relatório do titular',
    description:
      'Relatório do titular (LGPD art. 18 II): um zip com tudo o que se guarda sobre um CPF — cadastro, capturas, arquivos, registros de requisições e de acessos. Gerado em segundo plano (um por vez); acompanhe-o pelo seu id. Um CPF sobre o qual nada se guarda também recebe um relatório, que o diz: a resposta nunca revela se o CPF está cadastrado. O pedido fica no registro de acessos, com o motivo.',
    tags,
    body: createBody,
    response: { 202: { ...subjectReportStatusSchema, description: 'Pedido aceito; o relatório está em geração.' } },
  },
  status: {
    operationId: 'getSubjectReport',
    summary: 'Consultar um relatório do titular',
    description:
      'O andamento de um relatório pedido por quem consulta (de outra pessoa, ou expirado: 404). Relatórios duram 24 horas.',
    tags,
    params,
    response: { 200: subjectReportStatusSchema },
  },
  ticket: {
    operationId: 'createSubjectReportTicket',
    summary: 'Pedir um ticket de download do relatório',
    description:
      'Um ticket de 60 segundos para o link de download deste relatório (um download não envia o cabeçalho Authorization).',
    tags,
    params,
    response: { 200: ticketAnswerSchema, 409: notReady },
  },
  download: {
    operationId: 'downloadSubjectReport',
    summary: 'Baixar o relatório do titular',
    description:
      'O zip do relatório (`relatorio-titular-<id>.zip`, `no-store`), com o token bearer ou com `?ticket=` emitido para este relatório (outro relatório: 403). Cada download fica no registro de acessos.',
    tags,
    params,
    querystring: ticketQuery,
    response: {
      200: binaryContent('O zip do relatório.', ['application/zip']),
      409: notReady,
      500: { ...apiErrorRef, description: 'O zip armazenado está corrompido ou foi adulterado.' },
    },
  },
} as const;
