import { isValidCpf } from '@brazilian-utils/brazilian-utils';
import * as apiMessages from '../api/apiMessages.js';

/** Why a data subject's report is asked for (LGPD Art. 18 II), as the API takes and the console offers them. */
export const SUBJECT_REPORT_REASONS = [
  'atendimento ao titular',
  'requisição da ANPD',
  'ordem judicial',
  'outro',
] as const;
/** The details' length bounds (characters, after trimming). */
const DETAILS_MIN = 5;
export const DETAILS_MAX = 200;

/**
 * What `POST /admin/v1/subject-reports` takes: the CPF (digits or formatted) — or, from a
 * person's record, whose CPF the console only has masked, the person's id — a reason of the list
 * and its details.
 */
export interface SubjectReportRequest {
  cpf: string;
  reason: string;
  details: string;
  person_id?: number;
}

export type SubjectReportErrors = Partial<Record<keyof SubjectReportRequest, string>>;

export const SUBJECT_REPORT_MESSAGES = {
  cpfRequired: 'Informe o CPF do titular.',
  /** The same words as every CPF check (DECISIONS.md 2). */
  cpfInvalid: apiMessages.cpfInvalid,
  reasonRequired: 'Escolha o motivo do relatório.',
  reasonInvalid: `Motivo inválido: escolha ${SUBJECT_REPORT_REASONS.join(', ')}.`,
  detailsShort: `Descreva o pedido com pelo menos ${DETAILS_MIN} caracteres.`,
  detailsLong: `Descreva o pedido com no máximo ${DETAILS_MAX} caracteres.`,
  personInvalid: 'Cadastro inválido: abra o relatório pelo cadastro da pessoa ou informe o CPF.',
  personNotFound: 'Cadastro não encontrado: informe o CPF do titular.',
} as const;

/**
 * The CPF's 11 digits when `value` is a CPF typed with or without its punctuation
 * (000.000.000-00), else null. Anything but a string is null.
 *
 * @example cpfDigits('529.982.247-25') // '52998224725'
 * @example cpfDigits('5299822472a') // null
 */
export function cpfDigits(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 32) return null;
  const trimmed = value.trim();
  if (!/^[0-9]{11}$|^[0-9]{3}\.[0-9]{3}\.[0-9]{3}-[0-9]{2}$/.test(trimmed)) return null;
  return trimmed.replace(/\D/g, '');
}

/**
 * The CPF as the API shows it, its first three and last two digits hidden.
 *
 * @example maskCpf('52998224725') // '***.982.247-**'
 */
export function maskCpf(digits: string): string {
  return `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`;
}

/**
 * The rules of the report's form, as the API checks them (one pt-BR message per field): CPF
 * required, 11 digits (punctuation allowed) with valid check digits — unless a `person_id` is
 * given instead (a positive integer; the API reads the CPF from that record); reason one of
 * SUBJECT_REPORT_REASONS; details (a protocol number, the request's summary) 5–200 characters.
 *
 * @example subjectReportErrors({ cpf: '', reason: '', details: '' })
 * // { cpf: 'Informe o CPF do titular.', reason: 'Escolha o motivo do relatório.', details: 'Descreva o pedido com pelo menos 5 caracteres.' }
 * @example subjectReportErrors({ cpf: '529.982.247-25', reason: 'ordem judicial', details: 'Processo 123' }) // {}
 */
export function subjectReportErrors(body: Partial<Record<keyof SubjectReportRequest, unknown>>): SubjectReportErrors {
  const errors: SubjectReportErrors = {};
  const digits = cpfDigits(body.cpf);
  if (body.person_id !== undefined) {
    if (
      typeof body.person_id !== 'number' ||
      !Number.isSafeInteger(body.person_id) ||
      body.person_id < 1 ||
      body.person_id > 2_147_483_647
    )
      errors.person_id = SUBJECT_REPORT_MESSAGES.personInvalid;
  } else if (
    body.cpf === undefined ||
    body.cpf === null ||
    (typeof body.cpf === 'string' && !body.cpf.replace(/[\s.-]/g, ''))
  )
    errors.cpf = SUBJECT_REPORT_MESSAGES.cpfRequired;
  else if (!digits || !isValidCpf(digits)) errors.cpf = SUBJECT_REPORT_MESSAGES.cpfInvalid;
  if (body.reason === undefined || body.reason === null || body.reason === '')
    errors.reason = SUBJECT_REPORT_MESSAGES.reasonRequired;
  else if (!(SUBJECT_REPORT_REASONS as readonly unknown[]).includes(body.reason))
    errors.reason = SUBJECT_REPORT_MESSAGES.reasonInvalid;
  const details = typeof body.details === 'string' ? body.details.trim() : '';
  if (details.length < DETAILS_MIN) errors.details = SUBJECT_REPORT_MESSAGES.detailsShort;
  else if (details.length > DETAILS_MAX) errors.details = SUBJECT_REPORT_MESSAGES.detailsLong;
  return errors;
}

/**
 * The reason as recorded (access log, report): 'ordem judicial: Processo 123'.
 *
 * @example reasonText('ordem judicial', ' Processo 123 ') // 'ordem judicial: Processo 123'
 */
export function reasonText(reason: string, details: string): string {
  return `${reason}: ${details.trim()}`;
}
