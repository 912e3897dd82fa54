import { describe, expect, it } from 'vitest';
import { downloadFileName } from '../../../../src/core/export/downloadFileName.js';
import { progressText } from '../../../../src/core/export/progressText.js';

describe('downloadFileName', () => {
  it('prefers the exact UTF-8 name, then the plain one, then the fallback; drops path separators', () => {
    expect(
      downloadFileName(
        `attachment; filename="Logs de Requisicoes.csv"; filename*=UTF-8''Logs%20de%20Requisi%C3%A7%C3%B5es.csv`,
        'x.csv',
      ),
    ).toBe('Logs de Requisições.csv');
    expect(downloadFileName('attachment; filename="Chamados 2026.xlsx"', 'x.xlsx')).toBe('Chamados 2026.xlsx');
    expect(downloadFileName('attachment; filename=simples.csv', 'x.csv')).toBe('simples.csv');
    expect(downloadFileName(`attachment; filename*=UTF-8''..%2F..%2Fetc.csv`, 'x.csv')).toBe('.. .. etc.csv');
    expect(downloadFileName(`attachment; filename*=UTF-8''%E0%A4%A`, 'x.csv')).toBe('x.csv');
    expect(downloadFileName(null, 'exportacao.csv')).toBe('exportacao.csv');
  });
});

describe('progressText', () => {
  it('rows of the total in pt-BR, else the bytes received', () => {
    expect(progressText({ rows: 12000, total: 48000, bytes: 1 })).toBe('12.000 de 48.000 linhas');
    expect(progressText({ rows: 0, total: 0, bytes: 0 })).toBe('0 de 0 linhas');
    expect(progressText({ rows: 0, total: 48000, bytes: 3_355_443 })).toBe('3,2 MB recebidos (48.000 linhas)');
    expect(progressText({ rows: 0, bytes: 1_048_576 })).toBe('1,0 MB recebidos');
  });
});
