import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../../../server/http/securityHeaders.js';

describe('securityHeaders', () => {
  it("gives helmet's headers for the options, once, frozen", () => {
    const headers = securityHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"], objectSrc: ["'none'"] } },
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
      referrerPolicy: { policy: 'no-referrer' },
    });
    expect(headers).toMatchObject({
      'content-security-policy': "default-src 'self';object-src 'none'",
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
    });
    expect(headers).not.toHaveProperty('x-powered-by');
    expect(Object.isFrozen(headers)).toBe(true);
  });

  it('refuses a configuration helmet refuses', () => {
    expect(() =>
      securityHeaders({ contentSecurityPolicy: { useDefaults: false, directives: { scriptSrc: ['self'] } } }),
    ).toThrow();
  });
});
