import { describe, expect, it } from 'vitest';
import { csvCell } from '../../../server/export/csvCell.js';

describe('csvCell', () => {
  it('formats dates pt-BR in the given time zone', () => {
    expect(csvCell('datetime', new Date('2026-11-22T13:05:09Z'), 'America/Sao_Paulo')).toBe('22/11/2026 10:05:09');
    expect(csvCell('datetime', '2026-11-22T13:05:09Z', 'UTC')).toBe('22/11/2026 13:05:09');
    expect(csvCell('date', '2026-11-22T01:00:00Z', 'America/Sao_Paulo')).toBe('21/11/2026');
    expect(csvCell('datetime', '2026-11-22T13:05:09Z', 'Não/Existe')).toBe('22/11/2026 10:05:09');
  });

  it('uses the decimal comma, masks and joined lists', () => {
    expect(csvCell('number', 1.5)).toBe('1,5');
    expect(csvCell('cpf', '52998224725')).toBe('529.982.247-25');
    expect(csvCell(undefined, ['a', 'b'])).toBe('a, b');
    expect(csvCell('active', 1)).toBe('Ativo');
    expect(csvCell(undefined, null)).toBe('');
  });

  it('quotes separators, quotes and line breaks', () => {
    expect(csvCell(undefined, 'a;b')).toBe('"a;b"');
    expect(csvCell(undefined, 'diz "oi"')).toBe('"diz ""oi"""');
    expect(csvCell(undefined, 'linha1\nlinha2')).toBe('"linha1\nlinha2"');
  });

  it('neutralises cells that Excel would run as formulas, but keeps negative numbers', () => {
    expect(csvCell(undefined, '=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell(undefined, '+5511')).toBe("'+5511");
    expect(csvCell(undefined, '@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('number', -1.5)).toBe('-1,5');
  });
});
