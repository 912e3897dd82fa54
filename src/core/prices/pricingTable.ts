import { formatCount } from '../format/formatCount.js';
import { formatValue } from '../format/formatValue.js';

/** Shown in a cell when a service has no price for a tier. */
export const NO_PRICE = '—';

/** One volume tier, as a column of the price list. */
export interface PriceTier {
  /** The API's key: an upper bound ('1000') or 'None'. */
  key: string;
  /** Column header: 'Até 1.000', 'Acima de 500.000'. */
  label: string;
}

/** One service, as a row of the price list. */
export interface PriceRow {
  service: string;
  /** One text per tier, in the order of `tiers`: 'R$ 1,90', or '—' when the service lacks it. */
  prices: string[];
}

export interface PricingTable {
  tiers: PriceTier[];
  rows: PriceRow[];
}

/**
 * The price list's table (spec 2.12, DECISIONS.md 3) from `GET /services/v1/pricing`'s `data`
 * (`{ service: { tier: price } }`): one row per service, in the answer's order; one column per
 * tier found in any service, ascending by bound, 'None' last, headed 'Até {n}' and
 * 'Acima de {largest bound}' (pt-BR thousands); prices in BRL with 2 decimals.
 *
 * @example
 * pricingTable({ Biometria: { '1000': 1.9, '10000': 1.6, None: 0.75 }, 'Prova de Vida': { '1000': 1.2 } })
 *   // tiers: 'Até 1.000', 'Até 10.000', 'Acima de 10.000'
 *   // rows:  Biometria ['R$ 1,90', 'R$ 1,60', 'R$ 0,75'], Prova de Vida ['R$ 1,20', '—', '—']
 */
export function pricingTable(data: unknown): PricingTable {
  const services = isObject(data)
    ? Object.entries(data).filter((entry): entry is [string, Record<string, unknown>] => isObject(entry[1]))
    : [];
  const keys = new Set<string>();
  for (const [, prices] of services) for (const key of Object.keys(prices)) keys.add(key);
  const ordered = orderTiers([...keys]);
  const bounds = ordered.map(tierBound).filter((b): b is number => b !== undefined);
  const largest = bounds.length ? Math.max(...bounds) : undefined;
  return {
    tiers: ordered.map((key) => ({ key, label: tierLabel(key, largest) })),
    rows: services.map(([service, prices]) => ({ service, prices: ordered.map((key) => formatPrice(prices[key])) })),
  };
}

/**
 * A tier's column header: 'Até {n}' for a bound, 'Acima de {largest}' for the top tier (or
 * 'Qualquer volume' when no tier has a bound); any other key as it is.
 *
 * @example tierLabel('10000') // 'Até 10.000'
 * @example tierLabel('None', 500000) // 'Acima de 500.000'
 */
export function tierLabel(key: string, largestBound?: number): string {
  if (isTopTier(key)) return largestBound === undefined ? 'Qualquer volume' : `Acima de ${formatCount(largestBound)}`;
  const bound = tierBound(key);
  return bound === undefined ? key : `Até ${formatCount(bound)}`;
}

/**
 * A price in BRL with 2 decimals; '—' when there is none (missing, null, not a number).
 *
 * @example formatPrice(0.75) // 'R$ 0,75'
 * @example formatPrice('1234.5') // 'R$ 1.234,50'
 */
export function formatPrice(value: unknown): string {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isFinite(n) ? formatValue('money', n) : NO_PRICE;
}

/** Bounds ascending, then any other key in the order found, the top tier last. */
function orderTiers(keys: string[]): string[] {
  const bounded = keys.filter((k) => tierBound(k) !== undefined).sort((a, b) => tierBound(a)! - tierBound(b)!);
  const other = keys.filter((k) => tierBound(k) === undefined && !isTopTier(k));
  return [...bounded, ...other, ...keys.filter(isTopTier)];
}

function tierBound(key: string): number | undefined {
  if (!/^\d+$/.test(key.trim())) return undefined;
  const n = Number(key);
  return Number.isSafeInteger(n) ? n : undefined;
}

/** 'None' (Python's None as the API writes it); 'null' too, as JSON would write it. */
function isTopTier(key: string): boolean {
  return /^(none|null)$/i.test(key.trim());
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
