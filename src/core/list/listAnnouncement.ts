import { formatCount } from '../format/formatCount.js';

export interface ListAnnouncementInput {
  total: number;
  totalCapped: boolean;
  pages: number;
  state: { page: number };
}

/**
 * What a list's live region says once a page is drawn: the count and the page (a screen reader
 * hears it after each search, sort or page change). A failed load is announced by the table's
 * error state (role alert), not here.
 *
 * @example listAnnouncement({ total: 20, totalCapped: false, pages: 5, state: { page: 2 } }) // '20 registros, página 2 de 5'
 * @example listAnnouncement({ total: 1, totalCapped: false, pages: 1, state: { page: 1 } }) // '1 registro, página 1 de 1'
 * @example listAnnouncement({ total: 0, totalCapped: false, pages: 1, state: { page: 1 } }) // 'Nenhum registro'
 * @example listAnnouncement({ total: 10000, totalCapped: true, pages: 1000, state: { page: 1 } })
 *   // 'mais de 10.000 registros, página 1 de mais de 1.000'
 */
export function listAnnouncement({ total, totalCapped, pages, state }: ListAnnouncementInput): string {
  if (!total && !totalCapped) return 'Nenhum registro';
  const count = `${formatCount(total, totalCapped)} ${total === 1 && !totalCapped ? 'registro' : 'registros'}`;
  const of = totalCapped ? `mais de ${formatCount(pages)}` : formatCount(pages);
  return `${count}, página ${formatCount(state.page)} de ${of}`;
}
