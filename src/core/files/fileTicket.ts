import * as consoleMessages from '../api/consoleMessages.js';
import { endpoints } from '../api/endpoints.js';

/** Where the console asks for a file ticket (normal bearer auth), body `{ path }`: schemas/api/endpoints.json. */
export const FILE_TICKET_PATH = endpoints.paths.filesTicket;

/** A ticket's life when the answer does not say (the API's is 60 s). */
const DEFAULT_TTL_SECONDS = 60;

/**
 * A short-lived file ticket: links, downloads and `<video>` cannot send the bearer header, so
 * stored files (`/files/...`) and CSV exports take `?ticket=T` instead. Each ticket opens the one
 * resource it was asked for (see {@link fileTicketKey}) and lives 60 seconds.
 */
export interface FileTicket {
  ticket: string;
  /** Date.now() when it was received. */
  issuedAt: number;
  /** Date.now() after which the API refuses it. */
  expiresAt: number;
}

/**
 * The resource of a CSV export's ticket: the export route of the list's endpoint.
 *
 * @example exportTicketResource('/admin/v1/liveness') // '/admin/v1/liveness/export.csv'
 */
export function exportTicketResource(endpoint: string): string {
  return `${endpoint}/export.csv`;
}

/**
 * The data-cache key of the ticket for one resource (a stored path, or an export route), so a
 * ticket is shared by whatever needs the same file and dropped with the session's cache.
 *
 * @example fileTicketKey('liveness/7/video.mp4') // '/admin/v1/files/ticket#liveness/7/video.mp4'
 */
export function fileTicketKey(resource: string): string {
  return `${FILE_TICKET_PATH}#${resource}`;
}

/**
 * Reads `{ ticket, expires_in }` (seconds) received at `now`; throws when there is no ticket.
 *
 * @example readFileTicket({ ticket: 'T', expires_in: 60 }, 0) // { ticket: 'T', issuedAt: 0, expiresAt: 60_000 }
 */
export function readFileTicket(body: unknown, now: number): FileTicket {
  const b = (body && typeof body === 'object' ? body : {}) as { ticket?: unknown; expires_in?: unknown };
  if (typeof b.ticket !== 'string' || !b.ticket) throw new Error(consoleMessages.fileTicketMissing);
  const ttl = typeof b.expires_in === 'number' && b.expires_in > 0 ? b.expires_in : DEFAULT_TTL_SECONDS;
  return { ticket: b.ticket, issuedAt: now, expiresAt: now + ttl * 1000 };
}

/**
 * True while the ticket has comfortably more life left than following a link needs: a quarter
 * of its life (15 s of a 60 s ticket), at most a minute.
 *
 * @example isTicketFresh({ ticket: 'T', issuedAt: 0, expiresAt: 60_000 }, 44_999) // true
 * @example isTicketFresh({ ticket: 'T', issuedAt: 0, expiresAt: 60_000 }, 45_000) // false
 */
export function isTicketFresh(t: FileTicket, now: number): boolean {
  return now < t.expiresAt - Math.min(60_000, (t.expiresAt - t.issuedAt) / 4);
}
