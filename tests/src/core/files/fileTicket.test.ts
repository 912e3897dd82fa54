import { describe, expect, it } from 'vitest';
import {
  exportTicketResource,
  fileTicketKey,
  isTicketFresh,
  readFileTicket,
} from '../../../../src/core/files/fileTicket';

describe('file ticket', () => {
  it('reads { ticket, expires_in } (seconds); 60 s when the answer does not say', () => {
    expect(readFileTicket({ ticket: 'T', expires_in: 60 }, 1000)).toEqual({
      ticket: 'T',
      issuedAt: 1000,
      expiresAt: 61_000,
    });
    expect(readFileTicket({ ticket: 'T' }, 0).expiresAt).toBe(60_000);
  });

  it('throws without a ticket', () => {
    expect(() => readFileTicket({ expires_in: 60 }, 0)).toThrow();
    expect(() => readFileTicket(undefined, 0)).toThrow();
  });

  it('is handed out only with a quarter of its life to spare', () => {
    const t = readFileTicket({ ticket: 'T', expires_in: 60 }, 0);
    expect(isTicketFresh(t, 0)).toBe(true);
    expect(isTicketFresh(t, 44_999)).toBe(true);
    expect(isTicketFresh(t, 45_000)).toBe(false);
    const long = readFileTicket({ ticket: 'T', expires_in: 600 }, 0);
    expect(isTicketFresh(long, 539_999)).toBe(true);
    expect(isTicketFresh(long, 540_000)).toBe(false);
  });

  it('one cache key per resource; an export is its route', () => {
    expect(fileTicketKey('liveness/7/video.mp4')).not.toBe(fileTicketKey('liveness/7/log.txt'));
    expect(exportTicketResource('/admin/v1/liveness')).toBe('/admin/v1/liveness/export.csv');
  });
});
