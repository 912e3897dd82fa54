import { describe, expect, it } from 'vitest';
import { jobProgressText } from '../../../../src/core/export/jobProgressText.js';

describe('jobProgressText', () => {
  it('says the rows the job wrote of the total, in pt-BR digits', () => {
    expect(jobProgressText({ rows: 12000, total: 48000, bytes: 0 })).toBe(
      'Gerando no servidor: 12.000 de 48.000 linhas',
    );
    expect(jobProgressText({ rows: 0, total: 1_000_000, bytes: 0 })).toBe('Gerando no servidor: 0 de 1.000.000 linhas');
  });
  it('without a total, only that the server is working', () => {
    expect(jobProgressText({ rows: 0, bytes: 0 })).toBe('Gerando no servidor…');
  });
});
