/**
 * pt-BR number input as text: what a number field shows ('0,45', as the lists show it) and what
 * it accepts while the operator types (digits, one decimal comma, a leading minus).
 */

const PARTIAL_DECIMAL = /^-?\d*(,\d*)?$/;
const PARTIAL_INTEGER = /^-?\d*$/;

/**
 * Typed or pasted text in the field's own form: spaces dropped; a point is the decimal comma
 * ('0.45' → '0,45', the numeric keypad's key), unless the text has a comma too or several points,
 * which are then thousands separators ('1.234,5' → '1234,5', '1.234.567' → '1234567').
 *
 * @example normalizeDecimalText('0.45') // '0,45'
 * @example normalizeDecimalText('1.234,56') // '1234,56'
 */
export function normalizeDecimalText(text: string): string {
  const compact = text.replace(/\s/g, '');
  const points = compact.split('.').length - 1;
  if (points === 0) return compact;
  if (compact.includes(',') || points > 1) return compact.replace(/\./g, '');
  return compact.replace('.', ',');
}

/**
 * Whether `text` is a number on its way (what a field may hold while typed): '', '-', '1,', ',5'
 * are; 'abc', '1,2,3', '1-' are not; an integer field takes no comma.
 *
 * @example isDecimalText('-0,') // true
 * @example isDecimalText('1,5', true) // false (integer)
 */
export function isDecimalText(text: string, integer = false): boolean {
  return (integer ? PARTIAL_INTEGER : PARTIAL_DECIMAL).test(text);
}

/**
 * The number a field's text stands for; undefined when it stands for none yet ('', '-', ',').
 *
 * @example parseDecimalText('0,45') // 0.45
 * @example parseDecimalText('1,') // 1
 * @example parseDecimalText('-') // undefined
 */
export function parseDecimalText(text: string): number | undefined {
  if (!/\d/.test(text)) return undefined;
  const n = Number(text.replace(',', '.'));
  return Number.isFinite(n) ? n : undefined;
}

/**
 * A number as a field shows it: decimal comma, no thousands separator, every digit kept.
 *
 * @example formatDecimalText(0.45) // '0,45'
 * @example formatDecimalText(undefined) // ''
 */
export function formatDecimalText(value: unknown): string {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) return '';
  const text = String(n);
  if (!/e/i.test(text)) return text.replace('.', ',');
  return n.toLocaleString('pt-BR', { useGrouping: false, maximumFractionDigits: 20 });
}
