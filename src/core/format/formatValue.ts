import type { ColumnFormat } from '../descriptors/Descriptor.js';
import { formatMasked } from './masks.js';

const dateFmt = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' });
const dateTimeFmt = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
const numberFmt = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 4 });
const moneyFmt = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

function toDate(value: unknown): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const d = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(d.getTime()) ? undefined : d;
}

/**
 * A list cell's text for a column format (spec: dates pt-BR in the browser's time zone, masks,
 * joined lists, Ativo/Inativo, BRL). Never throws; unknown shapes are shown as text.
 *
 * @example formatValue('date', '2026-11-22T13:00:00Z') // '22/11/2026'
 * @example formatValue('join', ['SM-A546E', 'iPhone 13']) // 'SM-A546E, iPhone 13'
 * @example formatValue('money', 0.35) // 'R$ 0,35'
 */
export function formatValue(format: ColumnFormat | undefined, value: unknown): string {
  if (value === null || value === undefined) return '';
  switch (format) {
    case 'date': {
      const d = toDate(value);
      return d ? dateFmt.format(d) : String(value);
    }
    case 'datetime': {
      const d = toDate(value);
      return d ? dateTimeFmt.format(d) : String(value);
    }
    case 'cpf':
    case 'cnpj':
    case 'phone':
      return formatMasked(format, String(value));
    case 'join':
      return Array.isArray(value) ? value.join(', ') : String(value);
    case 'active':
      return value === true || value === 1 || value === '1' || value === 'true' ? 'Ativo' : 'Inativo';
    case 'number':
      return typeof value === 'number' ? numberFmt.format(value) : String(value);
    case 'money':
      return typeof value === 'number' ? moneyFmt.format(value) : String(value);
    case 'duration':
      return typeof value === 'number' ? `${numberFmt.format(Math.round(value))} ms` : String(value);
    case 'file':
      return String(value).split('/').filter(Boolean).pop() ?? '';
    default:
      return Array.isArray(value) ? value.join(', ') : String(value);
  }
}
