/** What a value that is not a CPF (or cannot be read as one) becomes: nothing of it is shown. */
export const FULLY_MASKED_CPF = '***.***.***-**';

/** A CPF as the API serves it: only the middle six digits (`***.456.789-**`). */
const MASKED_CPF = /^\*{3}\.\d{3}\.\d{3}-\*{2}$/;

/**
 * A CPF with its first three and last two digits hidden, as every list, record, export and log
 * shows it (issue 19). Eleven digits, bare or punctuated, keep the middle six; a value already
 * masked stays as it is; anything else (a short prefix, letters, a number) is masked whole, so
 * nothing of a malformed value leaks. `null`, `undefined` and '' are returned as they are.
 *
 * @example maskCpf('12345678901') // '***.456.789-**'
 * @example maskCpf('123.456.789-01') // '***.456.789-**'
 * @example maskCpf('1234') // '***.***.***-**'
 */
export function maskCpf<T>(value: T): T | string {
  if (value === null || value === undefined || value === '') return value;
  const text = String(value);
  if (MASKED_CPF.test(text) || text === FULLY_MASKED_CPF) return text;
  const m = /^\s*(\d{3})\.?(\d{3})\.?(\d{3})-?(\d{2})\s*$/.exec(text);
  return m ? `***.${m[2]}.${m[3]}-**` : FULLY_MASKED_CPF;
}

/** True for a value the API masked (`***.456.789-**` or fully masked): the console offers to reveal it. */
export function isMaskedCpf(value: unknown): boolean {
  return typeof value === 'string' && (MASKED_CPF.test(value) || value === FULLY_MASKED_CPF);
}
