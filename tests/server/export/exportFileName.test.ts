import { describe, expect, it } from 'vitest';
import { contentDisposition, exportFileName } from '../../../server/export/exportFileName.js';

describe('exportFileName and contentDisposition', () => {
  it("names the file after the list's title and the operator's date and time", () => {
    const now = new Date('2026-11-14T00:30:00Z');
    expect(exportFileName('Logs de Requisições', 'csv', now, 'America/Sao_Paulo')).toBe(
      'Logs de Requisições 2026-11-13 21h30.csv',
    );
    expect(exportFileName('A/B: "c"', 'xlsx', now, 'UTC')).toBe('A B c 2026-11-14 00h30.xlsx');
  });

  it('gives an ASCII name and the exact UTF-8 one', () => {
    expect(contentDisposition('Logs de Requisições 2026-11-13 21h30.csv')).toBe(
      `attachment; filename="Logs de Requisicoes 2026-11-13 21h30.csv"; filename*=UTF-8''Logs%20de%20Requisi%C3%A7%C3%B5es%202026-11-13%2021h30.csv`,
    );
  });
});
