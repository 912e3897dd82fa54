import { describe, expect, it } from 'vitest';
import * as apiMessages from '../../../../src/core/api/apiMessages.js';
import { AuthCode, FORCED_LOGOUT_CODES } from '../../../../src/core/api/AuthCode.js';
import { isForcedLogoutCode } from '../../../../src/core/api/forcedLogout.js';

/** Each message as text: a parameterised one called with sample arguments of its own types. */
function renderAll(): [key: string, text: string][] {
  return Object.entries(apiMessages).map(([key, entry]) => {
    if (typeof entry === 'string') return [key, entry];
    const args = Array.from({ length: entry.length }, (_, i) => (i % 2 ? 7 : 'Campo'));
    return [key, (entry as (...a: unknown[]) => string)(...args)];
  });
}

describe('apiMessages (the catalogue of the API answers)', () => {
  it('has the forced-logout codes 96 to 99, each once', () => {
    const codes = Object.values(AuthCode);
    expect([...codes].sort()).toEqual([96, 97, 98, 99]);
    expect(new Set(codes).size).toBe(codes.length);
    expect([...FORCED_LOGOUT_CODES].sort()).toEqual([96, 97, 98, 99]);
    for (const code of [96, 97, 98, 99]) expect(isForcedLogoutCode(code)).toBe(true);
    for (const code of [95, 100, '99', undefined]) expect(isForcedLogoutCode(code)).toBe(false);
  });

  it('spells every message once: no two keys share a text', () => {
    const texts = renderAll().map(([, text]) => text);
    const repeated = texts.filter((text, i) => texts.indexOf(text) !== i);
    expect(repeated).toEqual([]);
  });

  it.each(renderAll())('%s is a pt-BR sentence, not English nor blank', (_key, text) => {
    expect(text.trim()).toBe(text);
    expect(text.length).toBeGreaterThan(5);
    expect(text).toMatch(/^[A-ZÀ-Ú0-9"]/);
    expect(text).not.toMatch(/\b(the|error|not found|invalid|please|request|failed|unauthorized|forbidden)\b/i);
    expect(text).not.toMatch(/undefined|NaN|\[object/);
  });

  it('fills the parameters of a parameterised message', () => {
    expect(apiMessages.tooManyAttempts(1)).toBe('Muitas tentativas sem sucesso. Tente novamente em 1 minuto.');
    expect(apiMessages.tooManyAttempts(15)).toBe('Muitas tentativas sem sucesso. Tente novamente em 15 minutos.');
    expect(apiMessages.passwordLength(6, 15)).toBe('A senha deve ter entre 6 e 15 caracteres');
    expect(apiMessages.filterDateInvalid('Data')).toBe('Filtro "Data" inválido: use uma data AAAA-MM-DD.');
    expect(apiMessages.deletedMany(3)).toBe('3 registro(s) excluído(s) com sucesso!');
  });
});
