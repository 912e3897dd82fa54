import { describe, expect, it } from 'vitest';
import {
  cpfDigits,
  maskCpf,
  reasonText,
  SUBJECT_REPORT_MESSAGES as M,
  subjectReportErrors,
} from '../../../../src/core/subjectReport/subjectReportRequest.js';

describe('subjectReportRequest', () => {
  it('reads a CPF with or without punctuation, nothing else', () => {
    expect(cpfDigits('529.982.247-25')).toBe('52998224725');
    expect(cpfDigits(' 52998224725 ')).toBe('52998224725');
    for (const bad of [
      '5299822472',
      '529.982.24725',
      '529-982-247.25',
      '52998224725x',
      52998224725,
      null,
      {},
      '1'.repeat(40),
    ])
      expect(cpfDigits(bad)).toBeNull();
  });

  it('masks the first three and last two digits', () => {
    expect(maskCpf('52998224725')).toBe('***.982.247-**');
  });

  it('one pt-BR message per field', () => {
    const ok = { cpf: '529.982.247-25', reason: 'ordem judicial', details: 'Processo 123' };
    expect(subjectReportErrors(ok)).toEqual({});
    expect(subjectReportErrors({})).toEqual({ cpf: M.cpfRequired, reason: M.reasonRequired, details: M.detailsShort });
    expect(subjectReportErrors({ ...ok, cpf: '___.___.___-__'.replace(/_/g, ' ') })).toEqual({ cpf: M.cpfRequired });
    expect(subjectReportErrors({ ...ok, cpf: '529.982.247-26' })).toEqual({ cpf: M.cpfInvalid });
    expect(subjectReportErrors({ ...ok, reason: 'Ordem judicial' })).toEqual({ reason: M.reasonInvalid });
    expect(subjectReportErrors({ ...ok, details: '1234' })).toEqual({ details: M.detailsShort });
    expect(subjectReportErrors({ ...ok, details: ` ${'a'.repeat(200)} ` })).toEqual({});
    expect(subjectReportErrors({ ...ok, details: 'a'.repeat(201) })).toEqual({ details: M.detailsLong });
  });

  it("a person's id stands for the CPF", () => {
    const ok = { cpf: '', reason: 'outro', details: 'pelo cadastro', person_id: 3 };
    expect(subjectReportErrors(ok)).toEqual({});
    for (const bad of [0, -1, 1.5, '3', 2 ** 31, null])
      expect(subjectReportErrors({ ...ok, person_id: bad })).toEqual({ person_id: M.personInvalid });
  });

  it('records the reason with its details', () => {
    expect(reasonText('outro', '  pedido por e-mail ')).toBe('outro: pedido por e-mail');
  });
});
