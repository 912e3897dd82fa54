/**
 * A date as YYYY-MM-DD in the browser's time zone (the value of an `<input type="date">`), not
 * UTC: at 22:00 in São Paulo on 22/11 it is still '…-11-22'.
 *
 * @example localDateString(new Date(2026, 10, 22, 23, 59)) // '2026-11-22'
 */
export function localDateString(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
