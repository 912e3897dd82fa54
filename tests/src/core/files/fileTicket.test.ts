import { describe, expect, it } from 'vitest';
import { isTicketFresh, readFileTicket, ticketRefreshDelay } from '../../../../src/core/files/fileTicket';

describe('file ticket', () => {
  it('reads { ticket, expires_in } (seconds)', () => {
    expect(readFileTicket({ ticket: 'T', expires_in: 600 }, 1000)).toEqual({ ticket: 'T', issuedAt: 1000, expiresAt: 601_000 });
    expect(readFileTicket({ ticket: 'T' }, 0).expiresAt).toBe(600_000);
  });

  it('throws without a ticket', () => {
    expect(() => readFileTicket({ expires_in: 600 }, 0)).toThrow();
    expect(() => readFileTicket(undefined, 0)).toThrow();
  });

  it('is replaced at half its life, and handed out only with time to spare', () => {
    const t = readFileTicket({ ticket: 'T', expires_in: 600 }, 0);
    expect(ticketRefreshDelay(t, 0)).toBe(300_000);
    expect(ticketRefreshDelay(t, 299_500)).toBe(1000);
    expect(isTicketFresh(t, 300_000)).toBe(true);
    expect(isTicketFresh(t, 539_999)).toBe(true);
    expect(isTicketFresh(t, 540_000)).toBe(false);
  });

  it('a short-lived ticket keeps a proportionate margin', () => {
    const t = readFileTicket({ ticket: 'T', expires_in: 20 }, 0);
    expect(isTicketFresh(t, 14_000)).toBe(true);
    expect(isTicketFresh(t, 15_000)).toBe(false);
    expect(ticketRefreshDelay(t, 0)).toBe(10_000);
  });
});
