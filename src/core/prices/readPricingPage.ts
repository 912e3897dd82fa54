import { readCount } from '../api/readCount.js';
import { readRecord } from '../api/readRecord.js';
import { pricingTable, type PricingTable } from './pricingTable.js';

/** One page of the price list. */
export interface PricingPage {
  table: PricingTable;
  /** Services in all pages. */
  total: number;
  pages: number;
}

/**
 * Reads the pricing route's answer where that route puts it (server/routes/pricingRoute.ts:
 * `{ data: { service: { tier: price } }, total, pages }`). An answer without them is an error
 * (HttpError with a pt-BR message naming the key), never an empty price list.
 *
 * @example readPricingPage({ data: { Biometria: { '1000': 1.9 } }, total: 1, pages: 1 }).table.rows
 *   // [{ service: 'Biometria', prices: ['R$ 1,90'] }]
 */
export function readPricingPage(body: unknown): PricingPage {
  return {
    table: pricingTable(readRecord(body, 'data')),
    total: readCount(body, 'total'),
    pages: readCount(body, 'pages'),
  };
}
