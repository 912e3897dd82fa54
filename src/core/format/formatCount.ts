/** The API stops counting here ('mais de 10.000'). */
const COUNT_CAP_TEXT = 'mais de 10.000';

const thousands = new Intl.NumberFormat('pt-BR');

/**
 * A count in pt-BR (thousands with '.'), or 'mais de 10.000' when the server stopped counting.
 *
 * @example formatCount(12345, false) // '12.345'
 * @example formatCount(10000, true)  // 'mais de 10.000'
 */
export function formatCount(n: number, capped = false): string {
  return capped ? COUNT_CAP_TEXT : thousands.format(n);
}
