/**
 * Check digits of CPF and CNPJ (Receita Federal's modulo-11 rule), to generate valid sample
 * documents from a seeded random source: @brazilian-utils' generators use Math.random, so
 * their output would differ on every run.
 */

/** Modulo-11 check digit over `values` with `weights` (same length). */
function mod11(values: number[], weights: number[]): number {
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += (values[i] ?? 0) * (weights[i] ?? 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/**
 * Appends the two check digits to a 9-digit CPF base.
 *
 * @example
 * completeCpf('529982247'); // '52998224725'
 */
export function completeCpf(base: string): string {
  if (!/^[0-9]{9}$/.test(base)) throw new Error(`Base de CPF inválida: "${base}" (9 dígitos)`);
  const digits = [...base].map(Number);
  const first = mod11(digits, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = mod11([...digits, first], [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${base}${first}${second}`;
}

/**
 * Appends the two check digits to a 12-character CNPJ base: digits, or digits and uppercase
 * letters for the alphanumeric CNPJ (IN RFB 2.229/2024: each character counts as its ASCII
 * code minus 48).
 *
 * @example
 * completeCnpj('112223330001'); // '11222333000181'
 * completeCnpj('12ABC34501DE'); // '12ABC34501DE35'
 */
export function completeCnpj(base: string): string {
  if (!/^[0-9A-Z]{12}$/.test(base)) throw new Error(`Base de CNPJ inválida: "${base}" (12 caracteres)`);
  const values = [...base].map((c) => c.charCodeAt(0) - 48);
  const first = mod11(values, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = mod11([...values, first], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${base}${first}${second}`;
}

/** A random valid CPF from `digits(n)`, a source of n random digits; never a repeated-digit one. */
export function randomCpf(digits: (n: number) => string): string {
  for (;;) {
    const base = digits(9);
    if (!/^(\d)\1{8}$/.test(base)) return completeCpf(base);
  }
}

/** A random valid head-office CNPJ (branch 0001) from `digits(n)`. */
export function randomCnpj(digits: (n: number) => string): string {
  for (;;) {
    const root = digits(8);
    if (!/^(\d)\1{7}$/.test(root)) return completeCnpj(`${root}0001`);
  }
}
