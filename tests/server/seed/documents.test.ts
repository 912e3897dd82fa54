import { isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';
import { Faker, base } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { completeCnpj, completeCpf, randomCnpj, randomCpf } from '../../../server/seed/documents.js';

const faker = new Faker({ locale: base, seed: 7 });
const digits = (n: number) => faker.string.numeric({ length: n, allowLeadingZeros: true });

describe('CPF and CNPJ check digits', () => {
  it('completes known documents', () => {
    expect(completeCpf('529982247')).toBe('52998224725');
    expect(completeCpf('111444777')).toBe('11144477735');
    expect(completeCnpj('112223330001')).toBe('11222333000181');
    // Alphanumeric CNPJ examples of the Receita Federal and of @brazilian-utils.
    expect(completeCnpj('12ABC34501DE')).toBe('12ABC34501DE35');
    expect(completeCnpj('Q0SLFMBD7VX4')).toBe('Q0SLFMBD7VX439');
  });

  it('generates only valid CPFs and CNPJs', () => {
    for (let i = 0; i < 2000; i++) {
      const cpf = randomCpf(digits);
      expect(cpf, cpf).toMatch(/^[0-9]{11}$/);
      expect(isValidCpf(cpf), cpf).toBe(true);
      const cnpj = randomCnpj(digits);
      expect(cnpj, cnpj).toMatch(/^[0-9]{8}0001[0-9]{2}$/);
      expect(isValidCnpj(cnpj), cnpj).toBe(true);
    }
  });

  it('completes alphanumeric bases into valid 2026 CNPJs', () => {
    const chars = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    for (let i = 0; i < 500; i++) {
      const base12 = Array.from({ length: 8 }, () => faker.helpers.arrayElement([...chars])).join('') + '0001';
      expect(isValidCnpj(completeCnpj(base12), { version: 2 }), base12).toBe(true);
    }
  });

  it('never generates a repeated-digit CPF', () => {
    const zeros = (n: number) => '0'.repeat(n);
    let calls = 0;
    const source = (n: number) => (calls++ === 0 ? zeros(n) : '123456789'.slice(0, n));
    expect(randomCpf(source)).toBe(completeCpf('123456789'));
  });

  it('refuses a malformed base', () => {
    expect(() => completeCpf('12345678')).toThrow('Base de CPF inválida');
    expect(() => completeCnpj('11.222.333/0001')).toThrow('Base de CNPJ inválida');
    expect(() => completeCnpj('abcdefgh0001')).toThrow('Base de CNPJ inválida');
  });
});
