import { describe, expect, it } from 'vitest';
import * as apiMessages from '../../../../src/core/api/apiMessages.js';
import * as consoleMessages from '../../../../src/core/api/consoleMessages.js';

/** Each message as text: a parameterised one called with a sample argument (3: a count, or a key). */
function render(catalogue: Record<string, string | ((arg: never) => string)>): [key: string, text: string][] {
  return Object.entries(catalogue).map(([key, entry]) => [
    key,
    typeof entry === 'string' ? entry : (entry as (arg: unknown) => string)(3),
  ]);
}

describe("consoleMessages (the console's own words)", () => {
  it('has the fallbacks of spec 8 as DECISIONS.md corrects them', () => {
    expect(consoleMessages.fetchRecordsFailed).toBe('Erro ao buscar registros!');
    expect(consoleMessages.deleteRecordFailed).toBe('Erro ao excluir registro!');
    expect(consoleMessages.deleteRecordsFailed).toBe('Erro ao excluir registros');
    expect(consoleMessages.fetchDataFailed).toBe('Erro ao buscar dados');
    expect(consoleMessages.fetchDetailsFailed).toBe('Erro ao buscar detalhes');
    expect(consoleMessages.loginFailed).toBe('Erro ao realizar login!');
    expect(consoleMessages.resetPasswordFailed).toBe('Erro ao redefinir senha!');
    expect(consoleMessages.confirmDelete).toBe('Tem certeza que deseja excluir este registro?');
    expect(consoleMessages.confirmDeleteMany(3)).toBe('Tem certeza que deseja excluir 3 registro(s)?');
  });

  it('spells every message once, here and across both catalogues', () => {
    const texts = [...render(consoleMessages), ...render(apiMessages as never)].map(([, text]) => text);
    expect(texts.filter((text, i) => texts.indexOf(text) !== i)).toEqual([]);
  });

  it.each(render(consoleMessages))('%s is a pt-BR sentence, not English nor blank', (_key, text) => {
    expect(text.trim()).toBe(text);
    expect(text.length).toBeGreaterThan(5);
    expect(text).toMatch(/^[A-ZÀ-Ú]/);
    expect(text).not.toMatch(/\b(the|error|not found|invalid|please|request|failed|unauthorized|forbidden)\b/i);
    expect(text).not.toMatch(/undefined|NaN|\[object/);
  });
});
