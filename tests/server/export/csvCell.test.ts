import { describe, expect, it } from 'vitest';
import { csvCell, csvText } from '../../../server/export/csvCell.js';

describe('csvCell', () => {
  it('writes dates as dd/mm/aaaa hh:mm:ss in the given time zone', () => {
    expect(csvCell('datetime', new Date('2026-11-22T13:05:09Z'), 'America/Sao_Paulo')).toBe('22/11/2026 10:05:09');
    expect(csvCell('datetime', '2026-11-22T13:05:09Z', 'UTC')).toBe('22/11/2026 13:05:09');
    // 00:30 UTC on the 14th is still the 13th, 21:30, in São Paulo.
    expect(csvCell('datetime', '2026-11-14T00:30:00Z', 'America/Sao_Paulo')).toBe('13/11/2026 21:30:00');
    expect(csvCell('date', '2026-11-22T01:00:00Z', 'America/Sao_Paulo')).toBe('21/11/2026');
    expect(csvCell('datetime', '2026-11-22T13:05:09Z', 'Não/Existe')).toBe('22/11/2026 10:05:09');
    expect(csvCell('datetime', 'ontem', 'UTC')).toBe('ontem');
  });

  it('writes numbers as a pt-BR spreadsheet reads them: decimal comma, no thousands separator', () => {
    expect(csvCell('number', 1.5)).toBe('1,5');
    expect(csvCell('number', 1234567.25)).toBe('1234567,25');
    expect(csvCell('money', 1234.5)).toBe('1234,50');
    expect(csvCell('duration', 1234)).toBe('1234');
    expect(csvCell('status', 404)).toBe('404');
    expect(csvCell(undefined, 42)).toBe('42');
    expect(csvCell('number', 'n/d')).toBe('n/d');
  });

  it('writes booleans as Sim/Não, masks, joined lists and the screen texts', () => {
    expect(csvCell(undefined, true)).toBe('Sim');
    expect(csvCell('badge', false)).toBe('Não');
    expect(csvCell('cpf', '52998224725')).toBe('529.982.247-25');
    expect(csvCell(undefined, ['a', 'b'])).toBe('a, b');
    expect(csvCell('active', 1)).toBe('Ativo');
    expect(csvCell(undefined, null)).toBe('');
    expect(csvCell(undefined, { a: 1 })).toBe('"{""a"":1}"');
  });

  it('quotes separators, quotes and line breaks', () => {
    expect(csvCell(undefined, 'a;b')).toBe('"a;b"');
    expect(csvCell(undefined, 'diz "oi"')).toBe('"diz ""oi"""');
    expect(csvCell(undefined, 'linha1\r\nlinha2')).toBe('"linha1\r\nlinha2"');
    expect(csvText('Ação; "x"')).toBe('"Ação; ""x"""');
  });

  it('guards text cells that a spreadsheet would run as formulas', () => {
    expect(csvCell(undefined, '=cmd|" /C calc"!A0')).toBe(`"'=cmd|"" /C calc""!A0"`);
    expect(csvCell(undefined, '+5511')).toBe("'+5511");
    expect(csvCell(undefined, '-1+1')).toBe("'-1+1");
    expect(csvCell(undefined, '@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(undefined, '\tx')).toBe("'\tx");
    expect(csvCell(undefined, '\rx')).toBe(`"'\rx"`);
    expect(csvCell('text', '-5')).toBe("'-5");
  });

  it('never guards numbers: a negative number stays a number', () => {
    expect(csvCell('number', -1.5)).toBe('-1,5');
    expect(csvCell('number', -1234567.5)).toBe('-1234567,5');
    expect(csvCell('money', -0.35)).toBe('-0,35');
    expect(csvCell(undefined, -7)).toBe('-7');
  });
});
