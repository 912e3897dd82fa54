/** Where the console asks for a file ticket (normal bearer auth). */
export const FILE_TICKET_PATH = '/admin/v1/files/ticket';

/** A ticket's life when the answer does not say (the API's is 600 s). */
const DEFAULT_TTL_SECONDS = 600;

/**
 * A short-lived file ticket: links, downloads and `<video>` cannot send the bearer header, so
 * stored files (`/files/...`) and CSV exports take `?ticket=T` instead.
 */
export interface FileTicket {
  ticket: string;
  /** Date.now() when it was received. */
  issuedAt: number;
  /** Date.now() after which the API refuses it. */
  expiresAt: number;
}

/**
 * Reads `{ ticket, expires_in }` (seconds) received at `now`; throws when there is no ticket.
 *
 * @example readFileTicket({ ticket: 'T', expires_in: 600 }, 0) // { ticket: 'T', issuedAt: 0, expiresAt: 600_000 }
 */
export function readFileTicket(body: unknown, now: number): FileTicket {
  const b = (body && typeof body === 'object' ? body : {}) as { ticket?: unknown; expires_in?: unknown };
  if (typeof b.ticket !== 'string' || !b.ticket) throw new Error('Resposta sem ticket de arquivo.');
  const ttl = typeof b.expires_in === 'number' && b.expires_in > 0 ? b.expires_in : DEFAULT_TTL_SECONDS;
  return { ticket: b.ticket, issuedAt: now, expiresAt: now + ttl * 1000 };
}

/** Time left below which a ticket is no longer handed out: a quarter of its life, at most 1 min. */
function margin(t: FileTicket): number {
  return Math.min(60_000, (t.expiresAt - t.issuedAt) / 4);
}

/**
 * True while the ticket has comfortably more life left than a click needs.
 *
 * @example isTicketFresh({ ticket: 'T', issuedAt: 0, expiresAt: 600_000 }, 500_000) // true
 * @example isTicketFresh({ ticket: 'T', issuedAt: 0, expiresAt: 600_000 }, 560_000) // false
 */
export function isTicketFresh(t: FileTicket, now: number): boolean {
  return now < t.expiresAt - margin(t);
}

/**
 * How long until the ticket should be replaced: at half its life (well before it expires), at
 * least 1 s from now.
 *
 * @example ticketRefreshDelay({ ticket: 'T', issuedAt: 0, expiresAt: 600_000 }, 0) // 300_000
 */
export function ticketRefreshDelay(t: FileTicket, now: number): number {
  return Math.max(1000, t.issuedAt + (t.expiresAt - t.issuedAt) / 2 - now);
}
