import { describe, expect, it } from 'vitest';
import {
  OTHER_LENGTH,
  REASON_INVALID,
  REASON_REQUIRED,
  REVEAL_REASONS,
  readRevealReason,
  revealReason,
} from '../../../../src/core/personal/revealReasons.js';

describe('readRevealReason', () => {
  it('accepts each listed reason, whatever its case and spacing', () => {
    for (const r of REVEAL_REASONS.filter((x) => x.value !== 'outro')) {
      expect(readRevealReason(r.value)).toEqual({ reason: r.value });
      expect(readRevealReason(`  ${r.value.toUpperCase()}  `)).toEqual({ reason: r.value });
    }
    expect(readRevealReason('Atendimento   ao titular')).toEqual({ reason: 'atendimento ao titular' });
  });

  it("accepts 'outro' with 5 to 200 characters of text, as the console builds it", () => {
    expect(readRevealReason(revealReason('outro', ' conferência com o cartório '))).toEqual({
      reason: 'outro: conferência com o cartório',
    });
    expect(readRevealReason(`outro: ${'a'.repeat(5)}`)).toEqual({ reason: 'outro: aaaaa' });
    expect(readRevealReason(`outro: ${'a'.repeat(200)}`).reason).toHaveLength(207);
    expect(readRevealReason('outro')).toEqual({ error: OTHER_LENGTH });
    expect(readRevealReason('outro: abcd')).toEqual({ error: OTHER_LENGTH });
    expect(readRevealReason(`outro: ${'a'.repeat(201)}`)).toEqual({ error: OTHER_LENGTH });
    expect(readRevealReason('outro: linha\u0000oculta')).toEqual({ error: OTHER_LENGTH });
  });

  it('refuses in pt-BR a missing reason, one off the list, and values that are not text', () => {
    for (const missing of [undefined, null, '', '   '])
      expect(readRevealReason(missing)).toEqual({ error: REASON_REQUIRED });
    for (const bad of [
      'curiosidade',
      'auditoria!',
      'outros: algo assim',
      1,
      true,
      ['auditoria'],
      { reason: 'auditoria' },
    ]) {
      expect(readRevealReason(bad), JSON.stringify(bad)).toEqual({ error: REASON_INVALID });
    }
  });

  it('builds the reason the console sends', () => {
    expect(revealReason('auditoria')).toBe('auditoria');
    expect(revealReason('outro', 'pedido por telefone')).toBe('outro: pedido por telefone');
  });
});
